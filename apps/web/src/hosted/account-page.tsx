import { createClient, factors, passkeyOptions, type AuthStrategy, type BoundModule } from '@atrium/sdk';
import { hostedEndpoints } from '@atrium/contract/endpoints';
import { startRegistration } from '@simplewebauthn/browser';
import { useCallback, useEffect, useState } from 'react';
import { sentence } from './account-errors';
import { fetchHostedSession } from './hosted-session';
import { Messages } from './messages';
import { TotpEnrolment } from './totp-enrolment';

type FactorsApi = BoundModule<typeof factors>;
type Factor = Awaited<ReturnType<FactorsApi['listFactors']>>[number];

interface Account {
  api: FactorsApi;
  email: string;
  siteName: string;
  returnUrl: string | null;
}

const NAMES: Record<Factor['type'], string> = {
  TOTP: 'Authenticator app',
  WEBAUTHN: 'Passkey',
  SMS: 'Phone (text message)',
  CALL: 'Phone (call)',
  RECOVERY_CODE: 'Recovery codes',
};

/** A strategy that sends the page's short member token: the page asks for another when it runs out. */
const bearer = (token: string): AuthStrategy => ({
  getAuthHeaders: async () => ({ headers: { Authorization: token } }),
});

async function openAccount(sessionId: string): Promise<Account | 'signed-out'> {
  const [session, token] = await Promise.all([
    fetchHostedSession(sessionId),
    fetch(hostedEndpoints.createAccountToken.path, {
      method: hostedEndpoints.createAccountToken.method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId }),
    }),
  ]);
  if (token.status === 401) return 'signed-out';
  if (!token.ok) throw new Error('token');
  const { siteName, returnUrl } = session;
  const { accessToken, email } = (await token.json()) as { accessToken: string; email: string };
  const client = createClient({ modules: { factors }, auth: bearer(accessToken) });
  return { api: client.factors, email, siteName, returnUrl };
}

function RecoveryCodes({ codes }: { codes: string[] }) {
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

/** The member's sign-in security on the hosted origin: authenticator apps, passkeys and recovery codes. */
export default function AccountPage() {
  const sessionId = new URLSearchParams(window.location.search).get('session') ?? '';
  const [account, setAccount] = useState<Account | 'signed-out' | 'failed' | undefined>();
  const [list, setList] = useState<Factor[]>([]);
  const [adding, setAdding] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [outcome, setOutcome] = useState<{ error?: string; notice?: string }>({});

  useEffect(() => {
    openAccount(sessionId).then(setAccount, () => setAccount('failed'));
  }, [sessionId]);
  useEffect(() => {
    if (account === 'signed-out')
      window.location.replace(`/hosted/login?session=${encodeURIComponent(sessionId)}`);
  }, [account, sessionId]);
  const api = typeof account === 'object' ? account.api : undefined;
  const refresh = useCallback(async () => {
    if (api) setList((await api.listFactors()).filter((factor) => factor.status === 'ACTIVE'));
  }, [api]);
  useEffect(() => {
    void refresh().catch(() => setAccount('failed'));
  }, [refresh]);

  if (account === 'failed')
    return (
      <main className="hosted-card">
        <h1>This link cannot be used</h1>
        <p>It has expired or is not complete. Go back to the site and open your account again.</p>
      </main>
    );
  if (!account || account === 'signed-out') return <p className="hosted-loading">Loading…</p>;

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
      const { factor, options } = await account.api.enrolPasskey();
      const credential = await startRegistration({ optionsJSON: passkeyOptions(options) });
      const { recoveryCodes } = await account.api.activateFactor(factor.factorId, {
        credential: credential as unknown as Record<string, unknown>,
      });
      setCodes(recoveryCodes);
      return 'Your passkey is added. Next time you sign in, you can confirm it is you with it.';
    });
  const remove = (factor: Factor) =>
    act(async () => {
      if (!window.confirm(`Remove this ${NAMES[factor.type].toLowerCase()}?`)) return;
      await account.api.removeFactor(factor.factorId);
      return `${NAMES[factor.type]} removed.`;
    });
  const newCodes = () =>
    act(async () => {
      setCodes(await account.api.regenerateRecoveryCodes());
      return 'New recovery codes made; the old ones no longer work.';
    });

  return (
    <main className="hosted-card hosted-wide">
      <p className="hosted-site">{account.siteName}</p>
      <h1>Sign-in security</h1>
      <p>Signed in as {account.email}</p>
      <Messages error={outcome.error} notice={outcome.notice} />
      {codes && <RecoveryCodes codes={codes} />}
      <h2>Second factors</h2>
      {list.filter((factor) => factor.type !== 'RECOVERY_CODE').length === 0 && (
        <p>None yet. Add one so that a stolen password is not enough to sign in as you.</p>
      )}
      <ul className="hosted-factors">
        {list.map((factor) => (
          <li key={factor.factorId}>
            <span>
              {NAMES[factor.type]} <small>added {factor._createdDate.toLocaleDateString()}</small>
            </span>
            {factor.type === 'RECOVERY_CODE' ? (
              <button type="button" className="hosted-link" onClick={() => void newCodes()}>
                Make new codes
              </button>
            ) : (
              <button type="button" className="hosted-link" onClick={() => void remove(factor)}>
                Remove <span className="hosted-hidden">{NAMES[factor.type]}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      {adding ? (
        <TotpEnrolment
          api={account.api}
          onDone={(recoveryCodes) => {
            setAdding(false);
            setCodes(recoveryCodes);
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
      {account.returnUrl && (
        <p>
          <a href={account.returnUrl}>Back to {account.siteName || 'the site'}</a>
        </p>
      )}
    </main>
  );
}
