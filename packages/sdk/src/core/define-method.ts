import type { RequestSpec } from '../wire/request-plan.js';
import type { PlainObject } from '../wire/transform.js';
import { callApi } from './call-api.js';
import type { Int64Fields } from './call-api.js';
import { BIND, ELEVATION_REQUIRED_MESSAGE, isElevated, isModuleMethod } from './client-core.js';
import type { AnyFunction, ClientCore, ModuleMethod } from './client-core.js';
import { ambientClient } from './context.js';
import { buildPayload, compileMapping, fieldToArgument } from './payload-mapping.js';
import type { PayloadMapping, PayloadSpec } from './payload-mapping.js';

/**
 * What a method declares about itself beyond its endpoint (which the contract's tables give); modules/webhooks.ts
 * shows each kind of declaration.
 */
export interface MethodDescriptor extends CallDescriptor {
  /** The response field to return (`'webhook'` for `?.webhook`); omitted: the whole response; null: nothing. */
  returns?: string | null;
  /** Only clients with an elevated strategy (API key) may call it. */
  elevated?: boolean;
}

/**
 * Wraps a binder into a module method: called unbound it runs on the ambient client, and it checks elevation
 * before anything travels, whichever way it was reached. A method that returns a promise reports those
 * failures as a rejection (`async` is true), never as a synchronous throw; a builder throws at once.
 */
export function createMethod<F extends AnyFunction>(
  elevated: boolean | undefined,
  bind: (client: ClientCore) => F,
  async = false,
): ModuleMethod<F> {
  const guard = (run: () => ReturnType<F>): ReturnType<F> => {
    if (!async) return run();
    try {
      return run();
    } catch (error) {
      return Promise.reject(error) as ReturnType<F>;
    }
  };
  const bindChecked = (client: ClientCore): F =>
    ((...args: Parameters<F>): ReturnType<F> =>
      guard(() => {
        if (elevated && !isElevated(client)) throw new Error(ELEVATION_REQUIRED_MESSAGE);
        return bind(client)(...args) as ReturnType<F>;
      })) as F;
  const unbound = (...args: Parameters<F>): ReturnType<F> =>
    guard(() => bindChecked(ambientClient())(...args) as ReturnType<F>);
  return Object.assign(unbound as F, { [BIND]: bindChecked });
}

/** What a call needs to turn arguments into a request: shared by methods and queries. */
export interface CallDescriptor {
  /** The argument names, in order (`['_id', 'webhook', 'options']`). */
  args?: readonly string[];
  /** Wire field path -> argument path; defaults to one field per argument, `options` spread. */
  payload?: PayloadSpec;
  int64?: Int64Fields;
  /** A per-call rewrite of the wire answer, before renaming (`fileMediaToUris` for file descriptors). */
  transform?: (body: PlainObject) => void;
  /** A per-call rewrite of the payload before it travels (`addressesToWire` for cart requests). */
  prepare?: (payload: PlainObject) => void;
}

/**
 * Makes the sender of one call: arguments mapped to the wire payload, violations mapped back to argument
 * names. `added` holds wire fields the SDK itself builds (a query), whose violations keep their wire names.
 */
export function createCaller(
  endpoint: RequestSpec,
  descriptor: CallDescriptor,
): (client: ClientCore, args: readonly unknown[], added?: PlainObject) => Promise<PlainObject> {
  // Compiled on first use, so that importing a module does no work.
  let mapping: PayloadMapping | undefined;
  return (client, args, added = {}) => {
    mapping ??= compileMapping(descriptor.args, descriptor.payload);
    const compiled = mapping;
    const isAdded = (field: string) =>
      Object.keys(added).some((name) => field === name || field.startsWith(`${name}.`));
    return callApi(client, {
      spec: endpoint,
      payload: { ...buildPayload(compiled, args), ...added },
      mapField: (field) => (isAdded(field) ? field : fieldToArgument(compiled, field)),
      int64: descriptor.int64,
      transform: descriptor.transform,
      prepare: descriptor.prepare,
    });
  };
}

/**
 * Declares one REST call of the contract's tables (`defineMethod(sitesEndpoints.getSite, { returns: 'site' })`).
 * The type arguments say what the caller passes and gets back; the descriptor says how arguments map to the
 * payload and what of the answer to return.
 */
export function defineMethod<Args extends unknown[], Result>(
  endpoint: RequestSpec,
  descriptor: MethodDescriptor = {},
): ModuleMethod<(...args: Args) => Promise<Result>> {
  const call = createCaller(endpoint, descriptor);
  return createMethod(
    descriptor.elevated,
    (client) =>
      async (...args: Args): Promise<Result> => {
        const body = await call(client, args);
        if (descriptor.returns === null) return undefined as Result;
        return (descriptor.returns === undefined ? body : body[descriptor.returns]) as Result;
      },
    true,
  );
}

/** Groups methods into a module that `createClient({ modules })` binds; checks that each one is a method. */
export function defineModule<Methods extends Record<string, ModuleMethod<AnyFunction>>>(
  methods: Methods,
): Methods {
  for (const [name, method] of Object.entries(methods)) {
    if (!isModuleMethod(method)) throw new TypeError(`Module member "${name}" is not a module method`);
  }
  return Object.freeze({ ...methods });
}
