import { webLogLevel } from '../../core/log.js';
import { defineModule } from '../../core/modules/index.js';
import { webPlugin } from './plugin.js';

declare module '../../core/modules/module.js' {
  interface Modules {
    web: Record<string, never>;
  }
}

/** The built web app at the server's own origin: the owner's dashboard and the hosted pages. */
export const webModule = defineModule({
  name: 'web',
  needs: [],
  tables: {},
  create: () => ({}),
  async plugin(scope, _web, { core }) {
    const level = webLogLevel(core.config);
    await scope.register(webPlugin(core.config), level ? { logLevel: level } : {});
  },
});
