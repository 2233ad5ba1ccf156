import type { FastifyInstance } from 'fastify';
import type { EventJob } from '../events/index.js';
import type { JobContext, QueueDefinition } from '../jobs/index.js';
import type { RouteSpec } from '../wire/route.js';
import type { Core } from './core.js';

/**
 * What each module provides, by its name. Every module adds its own entry where it is declared
 * (`declare module '.../core/modules/index.js' { interface Modules { carts: Carts } }`), so that a module that
 * needs another gets it typed by name without importing that module's files (Medusa v2 types its container so).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging, one entry per module
export interface Modules {}

export type ModuleName = keyof Modules;

/** What a module's parts get: the core of the server, and each module it needs, by name. */
export type Needs<N extends ModuleName> = { readonly core: Core } & { readonly [K in N]: Modules[K] };

/** A queue of the module's own: when its jobs come (a schedule, or sends), and what does them. */
export interface JobSpec {
  /** `<module>.<what>`, the queue's name in pg-boss. */
  readonly queue: string;
  /** pg-boss's options for the queue (retries, expiry). */
  readonly options?: Omit<QueueDefinition, 'name'>;
  /** A cron schedule (pg-boss, UTC) on which a job is sent; without it, jobs come from `jobs.send`. */
  readonly every?: string;
  /** The queue belongs to the core (the outbox's dispatch): this module only does its jobs. */
  readonly coreQueue?: true;
  /** A job's data is whatever its sender put in the queue. */
  handle(job: JobContext<never>): Promise<unknown>;
}

/** The module's reaction to other modules' events: each event of these types is a job of its own queue. */
export interface ListenerSpec {
  readonly queue: string;
  readonly events: readonly string[];
  readonly options?: Omit<QueueDefinition, 'name'>;
  handle(event: EventJob): Promise<unknown>;
}

/**
 * One module of the server: a name, the modules it needs, its tables, what it provides (`create`), and what it
 * adds to the server made of it: its routes, anything else it sets on Fastify, its jobs and its listeners.
 * `app.ts` lists the modules; `assembleModules` makes them in the order their needs require.
 */
export interface ModuleSpec<N extends ModuleName = ModuleName, D extends ModuleName = ModuleName> {
  readonly name: N;
  readonly needs: readonly D[];
  /** The Drizzle tables it keeps (its `tables.ts`): every table belongs to one module. */
  readonly tables: Readonly<Record<string, unknown>>;
  create(needs: Needs<D>): Modules[N] | Promise<Modules[N]>;
  routes?(self: Modules[N], needs: Needs<D>): readonly RouteSpec[];
  /** Set-up on its own Fastify scope beyond contract routes (a cookie parser, a hook, a raw route). */
  plugin?(scope: FastifyInstance, self: Modules[N], needs: Needs<D>): Promise<void>;
  jobs?(self: Modules[N], needs: Needs<D>): readonly JobSpec[];
  listeners?(self: Modules[N], needs: Needs<D>): readonly ListenerSpec[];
}

/** Declares a module; the types tie its name to what it provides and its needs to what they provide. */
export function defineModule<N extends ModuleName, D extends ModuleName = never>(
  spec: ModuleSpec<N, D>,
): ModuleSpec<N, D> {
  return spec;
}

/** Any module, as the resolver sees it. */
export interface AnyModule {
  readonly name: string;
  readonly needs: readonly string[];
  readonly tables: Readonly<Record<string, unknown>>;
  create(needs: object): unknown;
  routes?(self: unknown, needs: object): readonly RouteSpec[];
  plugin?(scope: FastifyInstance, self: unknown, needs: object): Promise<void>;
  jobs?(self: unknown, needs: object): readonly JobSpec[];
  listeners?(self: unknown, needs: object): readonly ListenerSpec[];
}
