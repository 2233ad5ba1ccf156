export {
  createJobRunner,
  type JobRunner,
  type JobContext,
  type QueueDefinition,
  type SendOptions,
} from './runner.js';
