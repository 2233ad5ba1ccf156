import { authentication, createClient, OAuthStrategy, passkeyOptions } from '@atrium/sdk';
import { startAuthentication } from '@simplewebauthn/browser';
import { useState } from 'react';
import { CodeForm } from './code-form';
import { Messages } from './messages';

export interface MfaChallenge {
  stateToken: string;
  factors: { factorId: string; type: string }[];
  /** `navigator.credentials.get` options, when a passkey can answer. */
  webauthn?: Record<string, unknown>;
}

const DATA_KEY = {
  TOTP: 'totpData',
  SMS: 'smsData',
  CALL: 'callData',
  EMAIL: 'emailData',
  RECOVERY_CODE: 'recoveryCodeData',
} as const;
type Offered = keyof typeof DATA_KEY;

const BACK: Record<Offered, string> = {
  TOTP: 'Use the authenticator app',
  SMS: 'Use the code sent to your phone',
  CALL: 'Use the code from the call',
  EMAIL: 'Use the emailed code',
  RECOVERY_CODE: 'Use a recovery code',
};

/** What each kind of code field asks for. */
const LABELS: Record<Offered, string> = {
  TOTP: 'The six-digit code from your authenticator app',
  SMS: 'The six-digit code we texted to your phone',
  CALL: 'The six-digit code we read out in the call',
  EMAIL: 'The six-digit code we emailed you',
  RECOVERY_CODE: 'One of your recovery codes',
};

interface Props {
  clientId: string;
  challenge: MfaChallenge;
  onSignedIn: (sessionToken: string) => void;
}

/** Checks one factor's proof against the challenge; signs in on success and keeps what went wrong otherwise. */
function useVerification(props: Props) {
  const [state, setState] = useState<{ pending?: boolean; error?: string }>({});
  const verify = async (
    factorType: string,
    proof: Omit<authentication.VerifyFactorOptions, 'stateToken'>,
  ) => {
    setState({ pending: true });
    const client = createClient({
      modules: { authentication },
      auth: OAuthStrategy({ clientId: props.clientId }),
    });
    try {
      const answer = await client.authentication.verifyFactor(factorType, {
        stateToken: props.challenge.stateToken,
        ...proof,
      });
      if (answer.state === 'SUCCESS' && answer.sessionToken) return props.onSignedIn(answer.sessionToken);
      setState({ error: 'That did not work. Start signing in again.' });
    } catch (error) {
      setState({ error: failure(error, factorType) });
    }
  };
  return { state, setState, verify };
}

/** The second step of a sign-in: a passkey, a code from the authenticator app, the emailed code, or a recovery code. */
export function MfaStep(props: Props) {
  const types = props.challenge.factors.map((factor) => factor.type as Offered);
  const main: Offered = (['TOTP', 'SMS', 'CALL'] as const).find((kind) => types.includes(kind)) ?? 'EMAIL';
  const passkey =
    props.challenge.webauthn && 'PublicKeyCredential' in window ? props.challenge.webauthn : null;
  const codes = types.some((kind) => kind !== 'RECOVERY_CODE' && kind in DATA_KEY);
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const { state, setState, verify } = useVerification(props);
  const type: Offered = useRecovery ? 'RECOVERY_CODE' : main;

  const submit = () => verify(type.toLowerCase(), { [DATA_KEY[type]]: { code: code.trim() } });
  const usePasskey = async () => {
    if (!passkey) return;
    try {
      const credential = await startAuthentication({ optionsJSON: passkeyOptions(passkey) });
      await verify('webauthn', {
        webauthnData: { credential: credential as unknown as Record<string, unknown> },
      });
    } catch (error) {
      setState({ error: failure(error, 'webauthn') });
    }
  };

  const label = LABELS[type];
  return (
    <>
      <Messages error={state.error} />
      {passkey && (
        <div className="hosted-actions">
          <button type="button" disabled={state.pending} onClick={() => void usePasskey()}>
            Use your passkey
          </button>
        </div>
      )}
      {(codes || useRecovery) && (
        <CodeForm
          key={type}
          label={label}
          value={code}
          onChange={setCode}
          onSubmit={() => void submit()}
          submitLabel="Confirm"
          pending={state.pending}
          letters={type === 'RECOVERY_CODE'}
        />
      )}
      {types.includes('RECOVERY_CODE') && (
        <button
          type="button"
          className="hosted-link"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode('');
          }}
        >
          {useRecovery ? (codes ? BACK[main] : 'Use your passkey') : 'Use a recovery code instead'}
        </button>
      )}
    </>
  );
}

function failure(error: unknown, factorType: string): string {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  if (name === 'NotAllowedError') return 'The passkey check was cancelled or timed out. Try again.';
  if (/too many/i.test(message)) return 'Too many wrong attempts. Wait a minute, then try again.';
  if (factorType === 'webauthn')
    return 'That passkey could not be checked. Try again or use a recovery code.';
  return 'That code is not right. Try again.';
}
