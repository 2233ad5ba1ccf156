import { z } from 'zod';

/**
 * The answer of a call that a browser navigates to (a sign-out link): an HTML page or a redirect, never JSON.
 * Routes whose contract answers this send the page themselves.
 */
export const PageAnswer = z.never().meta({ description: 'An HTML page or a redirect' });
