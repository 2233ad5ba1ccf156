import { passkeyOptions } from '@atrium/sdk';
import { startRegistration } from '@simplewebauthn/browser';
import { useCallback, useEffect, useState } from 'react';
import type { FactorsApi } from './account-api';
import { sentence } from './account-errors';
import { Messages } from './messages';
import { TotpEnrolment } from './totp-enrolment';

type Factor = Awaited<ReturnType<FactorsApi['listFactors']>>[number];

const NAMES: Record<Factor['type'], string> = {
  TOTP: 'Authenticator app',
  WEBAUTHN: 'Passkey',
  SMS: 'Phone (text message)',
  CALL: 'Phone (call)',
  RECOVERY_CODE: 'Recovery codes',
};

export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section aria-labelledby="codes-title" className="hosted-panel">
      <h2 id="codes-title">Your recovery codes</h2>
      <p>
        Keep these somewhere safe. Each one signs you in once if you lose your device. They are shown only
        now.
      </p>
      <ul className="hosted-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The account's active factors, read again whenever `version` changes. */
function useActiveFactors(api: FactorsApi, version: number, onFailed: () => void) {
  const [list, setList] = useState<Factor[]>([]);
  const refresh = useCallback(async () => {
    setList((await api.listFactors()).filter((factor) => factor.status === 'ACTIVE'));
  }, [api]);
  useEffect(() => {
    void refresh().catch(onFailed);
  }, [refresh, version, onFailed]);
  return { list, refresh };
}

interface ListProps {
  list: Factor[];
  onRemove: (factor: Factor) => void;
  onNewCodes: () => void;
}

/** Each factor with its action: recovery codes are made again, the others removed. */
function FactorList({ list, onRemove, onNewCodes }: ListProps) {
  return (
    <ul className="hosted-factors">
      {list.map((factor) => (
        <li key={factor.factorId}>
          <span>
            {NAMES[factor.type]} <small>added {factor._createdDate.toLocaleDateString()}</small>
          </span>
          {factor.type === 'RECOVERY_CODE' ? (
            <button type="button" className="hosted-link" onClick={onNewCodes}>
              Make new codes
            </button>
          ) : (
            <button type="button" className="hosted-link" onClick={() => onRemove(factor)}>
              Remove <span className="hosted-hidden">{NAMES[factor.type]}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Second factors: authenticator apps, passkeys, phones and recovery codes. `version` re-reads the list. */
export function FactorsSection(props: {
  api: FactorsApi;
  version: number;
  onCodes: (codes: string[] | null) => void;
  onFailed: () => void;
}) {
  const { api, version, onFailed } = props;
  const { list, refresh } = useActiveFactors(api, version, onFailed);
  const [adding, setAdding] = useState(false);
  const [outcome, setOutcome] = useState<{ error?: string; notice?: string }>({});

  const act = async (work: () => Promise<string | void>) => {
    setOutcome({});
    try {
      const notice = await work();
      await refresh();
      if (notice) setOutcome({ notice });
    } catch (error) {
      setOutcome({ error: sentence(error) });
    }
  };
  const addPasskey = () =>
    act(async () => {
      const { factor, options } = await api.enrolPasskey();
      const credential = await startRegistration({ optionsJSON: passkeyOptions(options) });
      const { recoveryCodes } = await api.activateFactor(factor.factorId, {
        credential: credential as unknown as Record<string, unknown>,
      });
      props.onCodes(recoveryCodes);
      return 'Your passkey is added. Next time you sign in, you can confirm it is you with it.';
    });
  const remove = (factor: Factor) =>
    act(async () => {
      if (!window.confirm(`Remove this ${NAMES[factor.type].toLowerCase()}?`)) return;
      await api.removeFactor(factor.factorId);
      return `${NAMES[factor.type]} removed.`;
    });
  const newCodes = () =>
    act(async () => {
      props.onCodes(await api.regenerateRecoveryCodes());
      return 'New recovery codes made; the old ones no longer work.';
    });

  return (
    <section aria-labelledby="security-title" className="hosted-panel">
      <h2 id="security-title">Sign-in security</h2>
      <Messages error={outcome.error} notice={outcome.notice} />
      {list.filter((factor) => factor.type !== 'RECOVERY_CODE').length === 0 && (
        <p>No second factors yet. Add one so that a stolen password is not enough to sign in as you.</p>
      )}
      <FactorList list={list} onRemove={(factor) => void remove(factor)} onNewCodes={() => void newCodes()} />
      {adding ? (
        <TotpEnrolment
          api={api}
          onDone={(recoveryCodes) => {
            setAdding(false);
            props.onCodes(recoveryCodes);
            setOutcome({ notice: 'Your authenticator app is on. Sign-in will ask for its code.' });
            void refresh();
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <div className="hosted-actions">
          <button type="button" onClick={() => setAdding(true)}>
            Add an authenticator app
          </button>
          {'PublicKeyCredential' in window && (
            <button type="button" onClick={() => void addPasskey()}>
              Add a passkey
            </button>
          )}
        </div>
      )}
    </section>
  );
}
