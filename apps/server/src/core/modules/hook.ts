/**
 * A point where later modules join in without the module that owns it needing them: a sign-in that carts and
 * checkouts follow, a checkout's fees that tips add to. Each function added runs in turn, in the order added.
 */
export interface Hook<A extends unknown[]> {
  add(fn: (...args: A) => Promise<unknown>): void;
  run(...args: A): Promise<void>;
}

export function createHook<A extends unknown[]>(): Hook<A> {
  const added: Array<(...args: A) => Promise<unknown>> = [];
  return {
    add: (fn) => void added.push(fn),
    async run(...args) {
      for (const fn of added) await fn(...args);
    },
  };
}
