import { useState, type FormEvent } from 'react';
import type { TipChoice, TipOffer } from './checkout-api';

interface Props {
  offer: TipOffer;
  /** What the buyer chose so far, as the server keeps it. */
  chosen: TipChoice | null;
  /** The tip the checkout's totals carry now, formatted. */
  shown: string | null;
  busy: boolean;
  choose: (choice: TipChoice) => Promise<void>;
}

const same = (a: TipChoice | null, b: TipChoice) =>
  !!a && a.tipType === b.tipType && Number(a.value) === Number(b.value);

/** A tip for the site's staff, when the site takes them: its presets, no tip, or an amount of the buyer's own. */
export function CheckoutTips({ offer, chosen, shown, busy, choose }: Props) {
  const [custom, setCustom] = useState(chosen?.tipType === 'CUSTOM' ? (chosen.value ?? '') : '');
  if (!offer.enabled) return null;
  const none: TipChoice = { tipType: 'PERCENTAGE', value: '0' };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (custom.trim()) void choose({ tipType: 'CUSTOM', value: custom.trim() });
  };
  return (
    <section aria-labelledby="tip-title" className="hosted-panel">
      <h2 id="tip-title">Add a tip</h2>
      <div className="checkout-tips" role="group" aria-label="Tip">
        {offer.presets.map((preset) => (
          <button
            key={`${preset.tipType}:${preset.value}`}
            type="button"
            aria-pressed={same(chosen, preset)}
            disabled={busy}
            onClick={() => void choose(preset)}
          >
            {preset.tipType === 'PERCENTAGE' ? `${preset.value}%` : preset.value}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={!chosen || same(chosen, none)}
          disabled={busy}
          onClick={() => void choose(none)}
        >
          No tip
        </button>
      </div>
      {offer.allowCustomAmount && (
        <form className="checkout-code" onSubmit={submit}>
          <label>
            Other amount
            <input
              inputMode="decimal"
              pattern="[0-9]+([.][0-9]{1,2})?"
              maxLength={18}
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
            />
          </label>
          <button type="submit" disabled={busy}>
            Set tip
          </button>
        </form>
      )}
      {shown && <p className="checkout-applied">Tip: {shown}</p>}
    </section>
  );
}
