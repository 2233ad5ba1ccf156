import type { webhooks } from '@atrium/sdk';

type Actor = webhooks.SiteEvent['actor'];

/** Who made a change, as the log says it: the owner's email, the API key's name, or who else it was. */
export function actorText(actor: Actor): string {
  if (!actor) return 'Not recorded';
  switch (actor.kind) {
    case 'OWNER':
      return `Owner ${actor.email ?? actor._id ?? ''}`.trim();
    case 'API_KEY':
      return actor.name ? `API key “${actor.name}”` : `API key ${actor._id ?? ''}`.trim();
    case 'MEMBER':
      return `Member ${actor._id ?? ''}`.trim();
    case 'VISITOR':
      return 'A visitor';
    case 'SYSTEM':
      return 'Atrium (a scheduled job)';
  }
}
