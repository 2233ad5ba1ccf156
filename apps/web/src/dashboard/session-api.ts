import type { Endpoint, OwnerSite } from '@atrium/contract';
import { ownerSessionEndpoints } from '@atrium/contract/endpoints';
import { DashboardError } from './errors';

export interface Owner {
  id: string;
  email: string;
  name: string;
  createdDate: string;
  twoFactorEnabled: boolean;
}

export interface Session {
  owner: Owner;
  sites: OwnerSite[];
  csrfToken: string;
}

interface ErrorBody {
  message?: string;
  details?: {
    applicationError?: { code: string; description: string };
    validationError?: { fieldViolations: { field: string; description: string }[] };
  };
}

/**
 * The dashboard's own calls (`ownerSessionEndpoints`): the session cookie rides along (same origin only), and
 * changes carry the session's CSRF token.
 */
export async function ownerCall<T>(
  endpoint: Endpoint,
  options: { body?: object; csrf?: string } = {},
): Promise<T> {
  const response = await fetch(endpoint.path, {
    method: endpoint.method,
    credentials: 'same-origin',
    headers: {
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.csrf ? { 'x-atrium-csrf': options.csrf } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  const body = (await response.json().catch(() => ({}))) as ErrorBody & T;
  if (response.ok) return body;
  const application = body.details?.applicationError;
  throw new DashboardError(
    application?.description ?? body.message ?? response.statusText,
    response.status,
    application?.code,
    body.details?.validationError?.fieldViolations,
  );
}

/** The signed-in owner, or null when there is no session (which is not an error for the dashboard). */
export async function fetchSession(): Promise<Session | null> {
  try {
    return await ownerCall<Session>(ownerSessionEndpoints.getSession);
  } catch (error) {
    if (error instanceof DashboardError && error.status === 401) return null;
    throw error;
  }
}
