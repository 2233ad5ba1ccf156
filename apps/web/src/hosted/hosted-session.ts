import { hostedEndpoints } from '@atrium/contract/endpoints';
import type { CaptchaMode } from './use-captcha';

/** What a hosted page knows about the redirect session that opened it (`hostedEndpoints.getRedirectSession`). */
export interface HostedSession {
  intent: 'auth' | 'login' | 'logout' | 'membersAccount' | 'ecomCheckout';
  siteName: string;
  clientId: string;
  continueUrl: string;
  returnUrl: string | null;
  captcha: CaptchaMode;
}

/** The redirect session, or a rejection when it has expired or does not exist. */
export async function fetchHostedSession(sessionId: string): Promise<HostedSession> {
  const { path } = hostedEndpoints.getRedirectSession;
  const response = await fetch(path.replace('{sessionId}', encodeURIComponent(sessionId)));
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as HostedSession;
}
