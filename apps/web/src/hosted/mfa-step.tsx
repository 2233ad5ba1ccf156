import { authentication, createClient, OAuthStrategy } from '@atrium/sdk';
import { useState, type FormEvent } from 'react';
import { Messages } from './messages';

export interface MfaChallenge {
  stateToken: string;
  factors: { factorId: string; type: string }[];
}

const DATA_KEY = { TOTP: 'totpData', EMAIL: 'emailData', RECOVERY_CODE: 'recoveryCodeData' } as const;
type Offered = keyof typeof DATA_KEY;

/** The second step of a sign-in: a code from the authenticator app, the emailed code, or a recovery code. */
export function MfaStep(props: {
  clientId: string;
  challenge: MfaChallenge;
  onSignedIn: (sessionToken: string) => void;
}) {
  const types = props.challenge.factors.map((factor) => factor.type as Offered);
  const main: Offered = types.includes('TOTP') ? 'TOTP' : 'EMAIL';
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [state, setState] = useState<{ pending?: boolean; error?: string }>({});
  const type: Offered = useRecovery ? 'RECOVERY_CODE' : main;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ pending: true });
    const client = createClient({
      modules: { authentication },
      auth: OAuthStrategy({ clientId: props.clientId }),
    });
    try {
      const answer = await client.authentication.verifyFactor(type.toLowerCase(), {
        stateToken: props.challenge.stateToken,
        [DATA_KEY[type]]: { code: code.trim() },
      });
      if (answer.state === 'SUCCESS' && answer.sessionToken) return props.onSignedIn(answer.sessionToken);
      setState({ error: 'That did not work. Start signing in again.' });
    } catch (error) {
      const tooMany = error instanceof Error && /too many/i.test(error.message);
      setState({
        error: tooMany
          ? 'Too many wrong codes. Wait a minute, then try again.'
          : 'That code is not right. Try again.',
      });
    }
  };

  const label = {
    TOTP: 'The six-digit code from your authenticator app',
    EMAIL: 'The six-digit code we emailed you',
    RECOVERY_CODE: 'One of your recovery codes',
  }[type];
  return (
    <>
      <Messages error={state.error} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label>
          {label}
          <input
            key={type}
            inputMode={type === 'RECOVERY_CODE' ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
        </label>
        <button type="submit" disabled={state.pending}>
          {state.pending ? 'Please wait…' : 'Confirm'}
        </button>
      </form>
      {types.includes('RECOVERY_CODE') && (
        <button
          type="button"
          className="hosted-link"
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode('');
          }}
        >
          {useRecovery ? 'Use the authenticator app' : 'Use a recovery code instead'}
        </button>
      )}
    </>
  );
}
