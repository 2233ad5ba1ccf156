import {
  captcha,
  createClient,
  OAuthStrategy,
  solveProofOfWork,
  visibleCaptchaToken,
  type Credentials,
} from '@atrium/sdk';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

export type CaptchaMode = 'OFF' | 'INVISIBLE' | 'VISIBLE';
export type CaptchaTokens = NonNullable<Credentials['captchaTokens']>;

export interface CaptchaState {
  mode: CaptchaMode;
  /** VISIBLE: the picture to read, once it has loaded. */
  image?: string | undefined;
  answer: string;
  setAnswer: (answer: string) => void;
  /** A new picture, or a new puzzle. */
  renew: () => void;
  /**
   * The tokens to send with one sign-in or registration (waiting for the puzzle if it is still being solved).
   * Each works once, so a new challenge is fetched at once for the next attempt.
   */
  take: () => Promise<CaptchaTokens | undefined>;
}

/**
 * The site's captcha on the hosted sign-in page: an INVISIBLE puzzle is fetched and solved in the background
 * as soon as the page opens, so that it is usually ready before the visitor has typed their password.
 */
export function useCaptcha(mode: CaptchaMode, clientId: string): CaptchaState {
  const client = useMemo(
    () => createClient({ modules: { captcha }, auth: OAuthStrategy({ clientId }) }),
    [clientId],
  );
  const [image, setImage] = useState<string | undefined>();
  const [answer, setAnswer] = useState('');
  const challenge = useRef<string | undefined>(undefined);
  const solving = useRef<Promise<string | undefined>>(Promise.resolve(undefined));
  const stop = useRef<AbortController | undefined>(undefined);
  const expiry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const renew = useCallback(() => {
    stop.current?.abort();
    clearTimeout(expiry.current);
    if (mode === 'OFF') return;
    const controller = (stop.current = new AbortController());
    setImage(undefined);
    setAnswer('');
    challenge.current = undefined;
    const issued = client.captcha.getChallenge(mode);
    if (mode === 'VISIBLE') {
      issued.then(
        (next) => {
          if (controller.signal.aborted) return;
          challenge.current = next.challenge;
          setImage(next.image ?? undefined);
        },
        () => undefined,
      );
      return;
    }
    solving.current = issued
      .then((next) => {
        // A solved puzzle left on an idle page would expire unseen: a fresh one replaces it in time.
        const left = next.expiresDate.getTime() - Date.now() - 30_000;
        expiry.current = setTimeout(renew, Math.max(left, 30_000));
        return solveProofOfWork(next.challenge, next.difficulty ?? 0, { signal: controller.signal });
      })
      // Without a token the server says what is missing, and the visitor can try again.
      .catch(() => undefined);
  }, [client, mode]);

  useEffect(() => {
    renew();
    return () => {
      stop.current?.abort();
      clearTimeout(expiry.current);
    };
  }, [renew]);

  const take = useCallback(async (): Promise<CaptchaTokens | undefined> => {
    if (mode === 'OFF') return undefined;
    let tokens: CaptchaTokens;
    if (mode === 'VISIBLE') {
      const read = answer.trim();
      tokens =
        challenge.current && read ? { recaptchaToken: visibleCaptchaToken(challenge.current, read) } : {};
    } else {
      const token = await solving.current;
      tokens = token ? { invisibleRecaptchaToken: token } : {};
    }
    renew();
    return tokens;
  }, [mode, answer, renew]);

  return { mode, image, answer, setAnswer, renew, take };
}
