import type { z } from 'zod';
import type { CallSchemas } from './calls.js';

/** What a caller sends for a call of a call table (`CallInput<typeof ownerSessionCalls.signIn>`). */
export type CallInput<C extends Pick<CallSchemas, 'input'>> = z.input<C['input']>;

/** What a call answers, on the wire (`CallOutput<typeof hostedCalls.getRedirectSession>`). */
export type CallOutput<C extends Pick<CallSchemas, 'output'>> = z.output<C['output']>;
