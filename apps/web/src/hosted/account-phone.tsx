import { useState, type FormEvent } from 'react';
import type { FactorsApi } from './account-api';
import { Section, useOutcome } from './account-section';
import { CodeForm } from './code-form';

/** A phone for sign-in codes by text message: the code sent to it turns it on. */
export function PhoneSection(props: { api: FactorsApi; onAdded: (recoveryCodes: string[] | null) => void }) {
  const [phone, setPhone] = useState('');
  const [waiting, setWaiting] = useState<{ factorId: string; sentTo: string } | null>(null);
  const [code, setCode] = useState('');
  const outcome = useOutcome();

  const send = (event: FormEvent) => {
    event.preventDefault();
    void outcome.run(async () => {
      const { factor, sentTo } = await props.api.enrolSms(phone.trim());
      setWaiting({ factorId: factor.factorId, sentTo });
      setCode('');
      return `We sent a code to ${sentTo}.`;
    });
  };
  const activate = () =>
    void outcome.run(async () => {
      if (!waiting) return;
      const { recoveryCodes } = await props.api.activateFactor(waiting.factorId, { code: code.trim() });
      setWaiting(null);
      setPhone('');
      props.onAdded(recoveryCodes);
      return 'Your phone is added. Sign-in can send a code to it.';
    });

  return (
    <Section id="phone" title="Phone" outcome={outcome}>
      {waiting ? (
        <>
          <CodeForm
            label="Code from the text message"
            value={code}
            onChange={setCode}
            onSubmit={activate}
            submitLabel="Turn on"
            pending={outcome.pending}
          />
          <button type="button" className="hosted-link" onClick={() => setWaiting(null)}>
            Use another number
          </button>
        </>
      ) : (
        <form aria-label="Add a phone" onSubmit={send} noValidate>
          <label>
            Phone number
            <input
              type="tel"
              autoComplete="tel"
              placeholder="+44 7700 900123"
              required
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
            />
          </label>
          <button type="submit" disabled={outcome.pending}>
            Send code
          </button>
        </form>
      )}
    </Section>
  );
}
