import type { CaptchaState } from './use-captcha';

/**
 * The visible captcha inside the sign-in form: the picture, a labelled field for what it says, and a way to
 * get another picture. Nothing is shown for the invisible kind, which needs nothing from the person.
 */
export function CaptchaField({ captcha }: { captcha: CaptchaState }) {
  if (captcha.mode !== 'VISIBLE') return null;
  return (
    <fieldset className="hosted-captcha">
      <legend>Check that you are a person</legend>
      <div className="hosted-captcha-picture" aria-live="polite">
        {captcha.image ? (
          <img src={captcha.image} alt="Distorted letters and digits to type in the field below" />
        ) : (
          <p className="hosted-loading">Loading the picture…</p>
        )}
      </div>
      <label>
        The characters in the picture
        <input
          name="captcha"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={6}
          required
          value={captcha.answer}
          onChange={(event) => captcha.setAnswer(event.currentTarget.value)}
        />
      </label>
      <button type="button" className="hosted-link" onClick={captcha.renew}>
        New image
      </button>
    </fieldset>
  );
}
