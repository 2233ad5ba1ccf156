import type { CaptchaMode } from './use-captcha';

/** What a hosted page knows about the redirect session that opened it (`GET /atrium/v1/hosted/redirect-sessions/{id}`). */
export interface HostedSession {
  intent: 'auth' | 'login' | 'logout' | 'membersAccount';
  siteName: string;
  clientId: string;
  continueUrl: string;
  returnUrl: string | null;
  captcha: CaptchaMode;
}

/** The redirect session, or a rejection when it has expired or does not exist. */
export async function fetchHostedSession(sessionId: string): Promise<HostedSession> {
  const response = await fetch(`/atrium/v1/hosted/redirect-sessions/${encodeURIComponent(sessionId)}`);
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as HostedSession;
}
