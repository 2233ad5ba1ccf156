/** What a strategy may need from the client that uses it: where the server is, and how to reach it. */
export interface AuthEnvironment {
  host: string;
  fetch: typeof fetch;
}

/** How a client authenticates its calls; `createClient` asks for the headers before every request. */
export interface AuthStrategy {
  getAuthHeaders(environment?: AuthEnvironment): Promise<{ headers: Record<string, string> }>;
  /** Set by strategies that act for the site itself (API keys): only they may call elevated methods. */
  readonly elevated?: boolean;
  /** Told, when a client is made with it, where that client's server is (for calls the strategy makes itself). */
  attach?(environment: AuthEnvironment): void;
}

/** Calls the global fetch at call time: stubs installed later still apply, and `window.fetch` keeps its `this`. */
export const globalFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);
