import type { BoundModule, factors } from '@atrium/sdk';
import { useEffect, useState } from 'react';
import { sentence } from './account-errors';
import { CodeForm } from './code-form';
import { Messages } from './messages';

type FactorsApi = BoundModule<typeof factors>;
type Enrolment = Awaited<ReturnType<FactorsApi['enrolTotp']>>;

/** Adding an authenticator app: scan the QR code (or type the key), then confirm with the first code. */
export function TotpEnrolment(props: {
  api: FactorsApi;
  onDone: (recoveryCodes: string[] | null) => void;
  onCancel: () => void;
}) {
  const { api } = props;
  const [enrolment, setEnrolment] = useState<Enrolment | undefined>();
  const [code, setCode] = useState('');
  const [state, setState] = useState<{ pending?: boolean; error?: string }>({});

  useEffect(() => {
    api.enrolTotp().then(setEnrolment, (error: unknown) => setState({ error: sentence(error) }));
  }, [api]);

  const submit = async () => {
    if (!enrolment) return;
    setState({ pending: true });
    try {
      const { recoveryCodes } = await api.activateFactor(enrolment.factor.factorId, { code: code.trim() });
      props.onDone(recoveryCodes);
    } catch (error) {
      setState({ error: sentence(error) });
    }
  };

  return (
    <section aria-labelledby="totp-title" className="hosted-panel">
      <h2 id="totp-title">Add an authenticator app</h2>
      <Messages error={state.error} />
      {!enrolment ? (
        !state.error && <p className="hosted-loading">Preparing…</p>
      ) : (
        <>
          <p>Scan this code with your authenticator app, or enter the key by hand.</p>
          <img
            className="hosted-qr"
            alt="QR code for your authenticator app"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
          />
          <p>
            Key: <code data-testid="totp-secret">{enrolment.secret}</code>
          </p>
          <CodeForm
            label="The six-digit code the app shows"
            value={code}
            onChange={setCode}
            onSubmit={() => void submit()}
            submitLabel="Turn on"
            pending={state.pending}
          />
        </>
      )}
      <button type="button" className="hosted-link" onClick={props.onCancel}>
        Cancel
      </button>
    </section>
  );
}
