import type { AuthStrategy } from '../auth/auth-strategy.js';

/** The part of a client that module methods use; every client made by `createClient` is one. */
export interface ClientCore {
  readonly auth: AuthStrategy;
  fetchWithAuth(input: string | URL | Request, init?: RequestInit): Promise<Response>;
}

// A registered symbol, so that two copies of the SDK in one bundle still recognise each other's methods.
export const BIND: unique symbol = Symbol.for('atrium.sdk.bind');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function shape may be a module method
export type AnyFunction = (...args: any[]) => any;

/**
 * A module method: callable as is (it then uses the ambient context), and bindable to a client.
 * `F` is the signature the caller sees in both cases.
 */
export type ModuleMethod<F extends AnyFunction> = F & { readonly [BIND]: (client: ClientCore) => F };

export const CONTEXT_MISSING_MESSAGE =
  'Atrium context is not available. Make sure to initialize the Atrium context before using SDK modules';
export const ELEVATION_REQUIRED_MESSAGE = 'An elevated client is required to use elevated modules';

export function isModuleMethod(value: unknown): value is ModuleMethod<AnyFunction> {
  return (
    typeof value === 'function' && typeof (value as Partial<ModuleMethod<AnyFunction>>)[BIND] === 'function'
  );
}

export function bindMethod<F extends AnyFunction>(method: ModuleMethod<F>, client: ClientCore): F {
  return method[BIND](client);
}

export function isElevated(client: ClientCore): boolean {
  return client.auth.elevated === true;
}
