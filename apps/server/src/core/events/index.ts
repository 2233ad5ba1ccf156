export {
  createOutbox,
  DISPATCH_QUEUE,
  type Outbox,
  type NewEvent,
  type DispatchJob,
  type EventJob,
} from './outbox.js';
export { events } from './tables.js';
