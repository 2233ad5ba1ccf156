import type { Tokens } from './tokens.js';

/** Where a strategy keeps its tokens between page loads or requests; either method may be async. */
export interface TokenStore {
  get(): Tokens | undefined | Promise<Tokens | undefined>;
  set(tokens: Tokens): void | Promise<void>;
}

export function createMemoryTokenStore(initial?: Tokens): TokenStore {
  let tokens = initial;
  return {
    get: () => tokens,
    set: (next) => {
      tokens = next;
    },
  };
}
