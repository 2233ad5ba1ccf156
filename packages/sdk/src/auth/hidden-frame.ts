export const SILENT_LOGIN_TIMEOUT_MS = 120_000;

export interface FrameMessage {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
}

/**
 * Opens `url` in a hidden frame and waits for the message it posts (the `web_message` answer of the authorize
 * page). Only a message from that frame, from the page's origin, counts.
 */
export function waitForFrameMessage(url: string, timeoutMs = SILENT_LOGIN_TIMEOUT_MS): Promise<FrameMessage> {
  const origin = new URL(url).origin;
  return new Promise((resolve, reject) => {
    const frame = document.createElement('iframe');
    frame.style.display = 'none';
    frame.setAttribute('aria-hidden', 'true');
    const cleanup = () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      frame.remove();
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error('OAuth flow timed out'));
    }, timeoutMs);
    function onMessage(event: MessageEvent) {
      if (event.origin !== origin || event.source !== frame.contentWindow) return;
      cleanup();
      resolve(event.data as FrameMessage);
    }
    window.addEventListener('message', onMessage);
    frame.src = url;
    document.body.appendChild(frame);
  });
}
