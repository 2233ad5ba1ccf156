import type { FormEvent } from 'react';

/** One field for a one-time code (app, text, email or recovery code) and its submit button. */
export function CodeForm(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  submitLabel: string;
  pending?: boolean;
  /** Recovery codes hold letters; the rest are digits. */
  letters?: boolean;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <label>
        {props.label}
        <input
          inputMode={props.letters ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          required
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
      </label>
      <button type="submit" disabled={props.pending}>
        {props.pending ? 'Please wait…' : props.submitLabel}
      </button>
    </form>
  );
}
