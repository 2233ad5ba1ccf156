import {
  bindMethod,
  CONTEXT_MISSING_MESSAGE,
  ELEVATION_REQUIRED_MESSAGE,
  isElevated,
} from './client-core.js';
import type { AnyFunction, ClientCore, ModuleMethod } from './client-core.js';

interface AmbientContext {
  client?: ClientCore;
  elevatedClient?: ClientCore;
}

// Kept on globalThis under a registered symbol so that every copy of the SDK in a page shares one context;
// created on first use, never at import time.
const CONTEXT_KEY = Symbol.for('atrium.sdk.context');

function ambient(): AmbientContext {
  const holder = globalThis as typeof globalThis & { [CONTEXT_KEY]?: AmbientContext };
  return (holder[CONTEXT_KEY] ??= {});
}

/**
 * Makes a client the ambient context of unbound module calls. An elevated client also becomes the one that
 * `elevate` uses; `{ elevated: true }` registers it only for `elevate`, beside an ordinary ambient client.
 */
export function setAmbientClient(client: ClientCore, options: { elevated?: boolean } = {}): void {
  if (options.elevated && !isElevated(client)) throw new Error(ELEVATION_REQUIRED_MESSAGE);
  const context = ambient();
  if (!options.elevated) context.client = client;
  if (isElevated(client)) context.elevatedClient = client;
}

/** Forgets the ambient clients (tests, and server code that must not leak one request's client). */
export function clearAmbientContext(): void {
  const context = ambient();
  delete context.client;
  delete context.elevatedClient;
}

export function ambientClient(): ClientCore {
  const client = ambient().client;
  if (!client) throw new Error(CONTEXT_MISSING_MESSAGE);
  return client;
}

/** The method bound to the ambient elevated client, for site code that runs with the ambient context. */
export function elevate<F extends AnyFunction>(method: ModuleMethod<F>): F {
  return ((...args: Parameters<F>): ReturnType<F> => {
    const client = ambient().elevatedClient;
    if (!client) throw new Error(ELEVATION_REQUIRED_MESSAGE);
    return bindMethod(method, client)(...args) as ReturnType<F>;
  }) as F;
}
