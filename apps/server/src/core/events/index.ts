export {
  createOutbox,
  DISPATCH_QUEUE,
  type Outbox,
  type NewEvent,
  type DispatchJob,
  type EventJob,
} from './outbox.js';
export { actAs, actorOf, runAs, SYSTEM_ACTOR, type Actor, type OwnerEmail } from './actor.js';
export { events } from './tables.js';
