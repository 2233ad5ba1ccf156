export {
  defineModule,
  type AnyModule,
  type JobSpec,
  type ListenerSpec,
  type Modules,
  type ModuleName,
  type ModuleSpec,
  type Needs,
} from './module.js';
export { createCore, type Core, type CoreOptions } from './core.js';
export { assembleModules, registerModules, type Assembled } from './assemble.js';
export { ModuleGraphError, resolveOrder } from './resolve.js';
export { createHook, type Hook } from './hook.js';
