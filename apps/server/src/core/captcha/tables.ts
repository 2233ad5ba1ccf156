import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Challenges already answered: a token works once. Rows outlive their challenge only until the hourly
 * clean-up, since an expired challenge is refused anyway.
 */
export const captchaUses = pgTable('captcha_uses', {
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
