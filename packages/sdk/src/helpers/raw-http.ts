import type { PlainObject } from '../wire/transform.js';

/**
 * A `RawHttpResponse` answer (the redirect a browser would get, told to another caller): its `body` travels as
 * base64 and is shown as bytes. Kept out of the modules so that it does not show as a member of them.
 */
export function decodeRawHttpBody(answer: PlainObject): void {
  if (typeof answer.body !== 'string') return;
  const binary = atob(answer.body);
  answer.body = Uint8Array.from(binary, (char) => char.charCodeAt(0)) as never;
}
