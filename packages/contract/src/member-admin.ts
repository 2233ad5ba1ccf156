import { z } from 'zod';
import { Identity, MemberFactor } from './identity.js';
import { Timestamp } from './scalars.js';

/** One member as the site's owners see them: the profile, how they sign in, and when they last did. */
export const MemberDetailsResponse = z.object({
  member: Identity,
  /** Each second factor with the date it was added; never its secret. */
  factors: z.array(MemberFactor),
  lastLoginDate: Timestamp.nullable(),
  /** The latest sign-ins, newest first (at most 20). */
  signIns: z.array(z.object({ signInDate: Timestamp })),
});
export type MemberDetailsResponse = z.infer<typeof MemberDetailsResponse>;
