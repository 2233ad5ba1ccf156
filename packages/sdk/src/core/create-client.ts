import { globalFetch } from '../auth/auth-strategy.js';
import type { AuthStrategy } from '../auth/auth-strategy.js';
import { resolveUrl } from '../wire/url.js';
import { BIND, isModuleMethod } from './client-core.js';
import type { ClientCore } from './client-core.js';
import { setAmbientClient } from './context.js';

/** Read-your-writes marker: repeated on every later request of the client that received it (WIRE.md section 10). */
export const CONSISTENCY_HEADER = 'x-wix-consistent';

export interface CreateClientOptions<Modules extends Record<string, object>, Auth extends AuthStrategy> {
  modules: Modules;
  auth: Auth;
  /** The server's base URL (`http://localhost:3000`); '' keeps URLs relative, for the same origin. */
  host?: string;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
}

/** A module as seen through a client: each method bound to it, with the same signature. */
export type BoundModule<Module> = {
  [K in keyof Module]: Module[K] extends { readonly [BIND]: (client: ClientCore) => infer F } ? F : Module[K];
};

export interface ClientBase<Auth extends AuthStrategy> extends ClientCore {
  readonly auth: Auth;
  /** Fetch with the client's headers and auth; relative URLs resolve against the host. */
  fetchWithAuth(input: string | URL | Request, init?: RequestInit): Promise<Response>;
  /** Merges headers sent on every request; a value of undefined removes one. */
  setHeaders(headers: Record<string, string | undefined>): void;
  /** Makes this client the ambient context of module methods called unbound. */
  enableContext(scope: 'global', options?: { elevated?: boolean }): void;
}

export type AtriumClient<
  Modules extends Record<string, object>,
  Auth extends AuthStrategy,
> = ClientBase<Auth> & {
  [K in keyof Modules]: BoundModule<Modules[K]>;
};

export function createClient<Modules extends Record<string, object>, Auth extends AuthStrategy>(
  options: CreateClientOptions<Modules, Auth>,
): AtriumClient<Modules, Auth> {
  const host = options.host ?? '';
  const userFetch = options.fetch;
  // A detached `window.fetch` throws "Illegal invocation" in browsers: call it on the global object.
  const fetchImpl: typeof fetch = userFetch
    ? (input, init) => userFetch.call(globalThis, input, init)
    : globalFetch;
  const headers = new Headers(options.headers);
  options.auth.attach?.({ host, fetch: fetchImpl });
  let consistency: string | undefined;

  const base: ClientBase<Auth> = {
    auth: options.auth,
    async fetchWithAuth(input, init = {}) {
      const { headers: authHeaders } = await options.auth.getAuthHeaders({ host, fetch: fetchImpl });
      const merged = new Headers(headers);
      for (const [name, value] of Object.entries(authHeaders)) merged.set(name, value);
      if (consistency !== undefined) merged.set(CONSISTENCY_HEADER, consistency);
      // The request's own headers win over the client's.
      if (input instanceof Request) input.headers.forEach((value, name) => merged.set(name, value));
      new Headers(init.headers).forEach((value, name) => merged.set(name, value));
      const target = typeof input === 'string' ? resolveUrl(host, input) : input;
      const response = await fetchImpl(target, { ...init, headers: merged });
      consistency = response.headers.get(CONSISTENCY_HEADER) ?? consistency;
      return response;
    },
    setHeaders(next) {
      for (const [name, value] of Object.entries(next)) {
        if (value === undefined) headers.delete(name);
        else headers.set(name, value);
      }
    },
    enableContext(scope, contextOptions) {
      if (scope !== 'global') throw new TypeError(`Unknown context scope "${String(scope)}"`);
      setAmbientClient(base, contextOptions);
    },
  };
  const client: Record<string, unknown> = { ...bindModules(options.modules, base) };
  return Object.assign(client, base) as AtriumClient<Modules, Auth>;
}

function bindModules(modules: Record<string, object>, core: ClientCore): Record<string, unknown> {
  const bound: Record<string, unknown> = {};
  for (const [name, module] of Object.entries(modules)) {
    const members: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(module)) {
      members[key] = isModuleMethod(member) ? member[BIND](core) : member;
    }
    bound[name] = members;
  }
  return bound;
}
