import type { TokenStore } from './token-store.js';
import { emptyTokens } from './tokens.js';
import type { Tokens } from './tokens.js';

/** The current tokens of a strategy, mirrored to its token store. */
export interface TokenHolder {
  current(): Tokens;
  /** Reads the store once, before the first use of the tokens. */
  load(): Promise<void>;
  set(tokens: Tokens): Promise<void>;
}

export function createTokenHolder(store: TokenStore, initial?: Tokens): TokenHolder {
  let tokens = initial ?? emptyTokens();
  // Tokens given up front win over stored ones.
  let loading: Promise<void> | undefined = initial ? Promise.resolve() : undefined;
  let version = 0;
  return {
    current: () => tokens,
    load() {
      loading ??= (async () => {
        const started = version;
        const stored = await store.get();
        // Tokens set while the store was being read are newer than what it held.
        if (stored && started === version) tokens = stored;
      })();
      return loading;
    },
    async set(next) {
      tokens = next;
      version += 1;
      loading = Promise.resolve();
      await store.set(next);
    },
  };
}
