import type { TokenStore } from './token-store.js';
import { emptyTokens } from './tokens.js';
import type { Tokens } from './tokens.js';

/** The current tokens of a strategy, mirrored to its token store, and whether new ones are on their way. */
export interface TokenHolder {
  current(): Tokens;
  /** Reads the store once, before the first use of the tokens. */
  load(): Promise<void>;
  set(tokens: Tokens): Promise<void>;
  /** True while a grant run through `renewWith` is in flight. */
  renewing(): boolean;
  renewWith<T>(grant: () => Promise<T>): Promise<T>;
  /** `listener` runs after every change of `current()` or of `renewing()`; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createTokenHolder(store: TokenStore, initial?: Tokens): TokenHolder {
  let tokens = initial ?? emptyTokens();
  // Tokens given up front win over stored ones.
  let loading: Promise<void> | undefined = initial ? Promise.resolve() : undefined;
  let version = 0;
  let grants = 0;
  const listeners = new Set<() => void>();
  // A copy: a listener may unsubscribe (or subscribe another) while the others are being told.
  const notify = () => [...listeners].forEach((listener) => listener());
  return {
    current: () => tokens,
    load() {
      loading ??= (async () => {
        const started = version;
        const stored = await store.get();
        // Tokens set while the store was being read are newer than what it held.
        if (stored && started === version) {
          tokens = stored;
          notify();
        }
      })();
      return loading;
    },
    async set(next) {
      tokens = next;
      version += 1;
      loading = Promise.resolve();
      notify();
      await store.set(next);
    },
    renewing: () => grants > 0,
    async renewWith(grant) {
      grants += 1;
      if (grants === 1) notify();
      try {
        return await grant();
      } finally {
        grants -= 1;
        if (grants === 0) notify();
      }
    },
    subscribe(listener) {
      // Wrapped, so that the same function subscribed twice is two subscriptions.
      const entry = () => listener();
      listeners.add(entry);
      return () => void listeners.delete(entry);
    },
  };
}
