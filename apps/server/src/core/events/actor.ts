import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventActor } from '@atrium/contract';
import type { AuthContext } from '../auth/context.js';
import type { Executor } from '../db/index.js';

export type Actor = EventActor;

/** Jobs and schedules: the job runner runs every handler as the system. */
export const SYSTEM_ACTOR: Actor = { kind: 'SYSTEM' };

/** The owner's email for an owner token, which names the owner by id only. */
export type OwnerEmail = (executor: Executor, ownerId: string) => Promise<string | undefined>;

interface Scope {
  actor: Actor | null;
}

// One scope per request, so that every event a request records names its caller without each service being
// told: the audit trail cannot miss a change because a function forgot to pass who made it.
const scopes = new AsyncLocalStorage<Scope>();

/** The caller as an event's actor; an anonymous caller is none. */
export function actorOf(auth: AuthContext): Actor | null {
  switch (auth.kind) {
    case 'anonymous':
      return null;
    case 'owner':
      return { kind: 'OWNER', id: auth.ownerId };
    case 'apiKey':
      return { kind: 'API_KEY', id: auth.keyId, name: auth.keyName };
    case 'member':
      return { kind: 'MEMBER', id: auth.memberId };
    case 'visitor':
      return { kind: 'VISITOR', id: auth.visitorId };
  }
}

/** Runs a request's work with `actor` as the author of every event it records. */
export function runAs<T>(actor: Actor | null, work: () => Promise<T>): Promise<T> {
  return scopes.run({ actor }, work);
}

/**
 * Names who acts once the request has found out itself: the dashboard's cookie session, an invitation just
 * accepted. Outside any scope it does nothing.
 */
export function actAs(actor: Actor): void {
  const scope = scopes.getStore();
  if (scope) scope.actor = actor;
}

/**
 * Who is acting now, read in the transaction of the change (PGlite runs nothing else while it is open): none
 * where nothing said (an upload's own protocol, a test calling a service). An owner's email is looked up once
 * per request, and only when the request records something.
 */
export async function currentActor(executor: Executor, ownerEmail?: OwnerEmail): Promise<Actor | null> {
  const scope = scopes.getStore();
  if (!scope) return null;
  const actor = scope.actor;
  if (actor?.kind === 'OWNER' && actor.id && actor.email === undefined && ownerEmail) {
    scope.actor = { ...actor, email: (await ownerEmail(executor, actor.id)) ?? null };
  }
  return scope.actor;
}
