/** Milliseconds since the epoch; injected so that tests can move time (fake clocks, never fake databases). */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
