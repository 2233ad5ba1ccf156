import { defineModule } from '../../core/modules/index.js';
import { localAccessPlugin } from './plugin.js';

declare module '../../core/modules/module.js' {
  interface Modules {
    local: Record<string, never>;
  }
}

/**
 * What `atrium` commands on the same machine ask a running server for (a reset link, the mailbox), since the
 * embedded database belongs to the server's process. Only when the server was given its local token.
 */
export const localModule = defineModule({
  name: 'local',
  needs: ['owners'],
  tables: {},
  create: () => ({}),
  async plugin(scope, _local, { core, owners }) {
    if (core.localToken) await scope.register(localAccessPlugin(core.localToken, core.mail, owners.account));
  },
});
