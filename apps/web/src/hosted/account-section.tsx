import { useCallback, useState, type ReactNode } from 'react';
import { reason } from './account-reason';
import { Messages } from './messages';

/** A section's outcome: the confirmation of a save, or the server's reason for refusing it. */
export function useOutcome() {
  const [outcome, setOutcome] = useState<{ error?: string; notice?: string; pending?: boolean }>({});
  const run = async (work: () => Promise<string | void>): Promise<boolean> => {
    setOutcome({ pending: true });
    try {
      const notice = await work();
      setOutcome(notice ? { notice } : {});
      return true;
    } catch (error) {
      setOutcome({ error: reason(error) });
      return false;
    }
  };
  // Stable, so that an effect may depend on it.
  const fail = useCallback((error: unknown) => setOutcome({ error: reason(error) }), []);
  return { ...outcome, run, fail };
}

/** One part of the account page, with its heading and the outcome of its last save. */
export function Section(props: {
  id: string;
  title: string;
  outcome: { error?: string | undefined; notice?: string | undefined };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${props.id}-title`} className="hosted-panel">
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      <Messages error={props.outcome.error} notice={props.outcome.notice} />
      {props.children}
    </section>
  );
}
