import type { FastifyInstance } from 'fastify';
import type { EventJob } from '../events/index.js';
import type { JobContext } from '../jobs/index.js';
import { registerRoutes } from '../wire/route.js';
import type { Core } from './core.js';
import type { AnyModule, JobSpec, ListenerSpec, Modules } from './module.js';
import { resolveOrder } from './resolve.js';

/** The modules made: what each provides, by name, and each one's needs as its parts received them. */
export interface Assembled {
  readonly modules: Modules;
  readonly needsOf: ReadonlyMap<string, object>;
}

function addJob(core: Core, job: JobSpec): void {
  if (!job.coreQueue) core.jobs.define({ name: job.queue, ...job.options });
  if (job.every) core.jobs.scheduleEvery(job.queue, job.every);
  core.jobs.handle<object>(
    job.queue,
    async (context) => void (await job.handle(context as JobContext<never>)),
  );
}

function addListener(core: Core, listener: ListenerSpec): void {
  core.jobs.define({ name: listener.queue, ...listener.options });
  for (const type of listener.events) core.outbox.listen(type, listener.queue);
  core.jobs.handle<EventJob>(listener.queue, async (job) => void (await listener.handle(job.data)));
}

/**
 * Makes every module once, each after those it needs (a missing or circular need is refused before any is
 * made), and sets up its queues and listeners on the core's job runner.
 */
export async function assembleModules(core: Core, list: readonly AnyModule[]): Promise<Assembled> {
  const made: Record<string, unknown> = {};
  const needsOf = new Map<string, object>();
  for (const module of resolveOrder(list)) {
    const needs: Record<string, unknown> = { core };
    for (const name of module.needs) needs[name] = made[name];
    const self = await module.create(needs);
    made[module.name] = self;
    needsOf.set(module.name, needs);
    for (const job of module.jobs?.(self, needs) ?? []) addJob(core, job);
    for (const listener of module.listeners?.(self, needs) ?? []) addListener(core, listener);
  }
  return { modules: made as unknown as Modules, needsOf };
}

/** Registers each module's routes and set-up, in the listed order, each on a Fastify scope of its own. */
export async function registerModules(
  app: FastifyInstance,
  list: readonly AnyModule[],
  assembled: Assembled,
): Promise<void> {
  for (const module of list) {
    const self = (assembled.modules as unknown as Record<string, unknown>)[module.name];
    const needs = assembled.needsOf.get(module.name)!;
    await app.register(async (scope) => {
      await module.plugin?.(scope, self, needs);
      registerRoutes(scope, module.routes?.(self, needs) ?? []);
    });
  }
}
