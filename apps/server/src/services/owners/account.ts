import { and, eq, gt, ne } from 'drizzle-orm';
import type { Clock } from '../../core/clock.js';
import type { Db, Executor } from '../../core/db/index.js';
import { checkPassword, hashPassword } from '../../core/crypto/passwords.js';
import { randomSecret, sha256 } from '../../core/crypto/secrets.js';
import { escapeHtml } from '../../core/html/escape.js';
import type { JobRunner } from '../../core/jobs/index.js';
import type { Mail } from '../../core/mail/index.js';
import { appError } from '../../core/wire/errors.js';
import { normaliseEmail } from './service.js';
import type { OwnerRow } from './sessions.js';
import { ownerPasswordResets, owners, ownerSessions } from './tables.js';

/** As Supabase Auth and Keycloak: a reset link is good for an hour, and once. */
const RESET_TTL_MS = 3_600_000;

export interface AccountDeps {
  db: Db;
  clock: Clock;
  mail: Mail;
  jobs: JobRunner;
  publicUrl: string;
}

export const RESET_MAIL_QUEUE = 'owners.password-reset-mail';

const invalidCredentials = () => appError('INVALID_CREDENTIALS', {}, 'The password is not correct');

function resetMail(to: string, link: string) {
  const intro =
    'Someone asked to reset the password of your Atrium dashboard account. To choose a new one, open:';
  const outro = 'The link works once, for one hour. If you did not ask for it, ignore this message.';
  return {
    siteId: null,
    to,
    subject: 'Reset your Atrium dashboard password',
    text: `${intro}\n\n${link}\n\n${outro}\n`,
    html:
      `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2330">` +
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p>` +
      `<p>${escapeHtml(outro)}</p></body></html>`,
  };
}

async function findByEmail(db: Executor, email: string): Promise<OwnerRow | undefined> {
  const [owner] = await db
    .select()
    .from(owners)
    .where(eq(owners.email, normaliseEmail(email)));
  return owner;
}

/** Where reset links are stored and what they point to. */
export interface ResetLinks {
  db: Executor;
  clock: Clock;
  publicUrl: string;
}

async function newResetLink({ db, clock, publicUrl }: ResetLinks, ownerId: string): Promise<string> {
  const token = randomSecret(32);
  const now = clock();
  await db.insert(ownerPasswordResets).values({
    tokenHash: sha256(token),
    ownerId,
    createdAt: new Date(now),
    expiresAt: new Date(now + RESET_TTL_MS),
  });
  // A fragment, not a query: the token stays out of access logs and Referer headers.
  return `${publicUrl}/dashboard/reset-password#token=${token}`;
}

/**
 * A one-time reset link for `atrium owner-reset`, typed on the server's machine (which may learn that no account
 * has the address): undefined when none has.
 */
export async function ownerResetLink(links: ResetLinks, email: string) {
  const owner = await findByEmail(links.db, email);
  return owner ? newResetLink(links, owner.id) : undefined;
}

/** What an owner does to their own account: recover or change the password, and change the name. */
export function createAccount({ db, clock, mail, jobs, publicUrl }: AccountDeps) {
  /**
   * Queues the reset mail: a job looks the address up, so that the answer, and its timing, is the same whether
   * the address has an account or not. Without SMTP the link would reach no one: that is said plainly, whatever
   * the address, and `atrium owner-reset` prints one.
   */
  async function requestReset(email: string): Promise<void> {
    if (!mail.delivering) throw appError('MAIL_NOT_CONFIGURED');
    await jobs.send(RESET_MAIL_QUEUE, { email: normaliseEmail(email) });
    jobs.wake(RESET_MAIL_QUEUE);
  }

  /** The job's half: a link for an address with an account, nothing for one without. */
  async function mailResetLink(email: string): Promise<void> {
    const owner = await findByEmail(db, email);
    if (!owner) return;
    await db.transaction(async (tx) => {
      await mail.send(tx, resetMail(owner.email, await newResetLink({ db: tx, clock, publicUrl }, owner.id)));
    });
  }

  const resetLinkFor = (email: string) => ownerResetLink({ db, clock, publicUrl }, email);

  /** Spends the link, sets the password and ends every session: whoever held one must sign in again. */
  async function reset(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const [spent] = await tx
        .delete(ownerPasswordResets)
        .where(
          and(
            eq(ownerPasswordResets.tokenHash, sha256(token)),
            gt(ownerPasswordResets.expiresAt, new Date(clock())),
          ),
        )
        .returning();
      if (!spent) throw appError('INVALID_RESET_LINK');
      await tx.update(owners).set({ passwordHash }).where(eq(owners.id, spent.ownerId));
      await tx.delete(ownerSessions).where(eq(ownerSessions.ownerId, spent.ownerId));
      await tx.delete(ownerPasswordResets).where(eq(ownerPasswordResets.ownerId, spent.ownerId));
    });
  }

  /** Proves the signed-in owner is at the keyboard before a change to how they sign in. */
  async function confirmPassword(owner: OwnerRow, password: string): Promise<void> {
    if (!(await checkPassword(owner.passwordHash, password))) throw invalidCredentials();
  }

  /**
   * A new password (the caller has confirmed the current one) ends the owner's other sessions; the one that
   * changed it stays signed in.
   */
  async function changePassword(owner: OwnerRow, sessionToken: string, next: string) {
    const passwordHash = await hashPassword(next);
    await db.transaction(async (tx) => {
      await tx.update(owners).set({ passwordHash }).where(eq(owners.id, owner.id));
      await tx
        .delete(ownerSessions)
        .where(and(eq(ownerSessions.ownerId, owner.id), ne(ownerSessions.tokenHash, sha256(sessionToken))));
      await tx.delete(ownerPasswordResets).where(eq(ownerPasswordResets.ownerId, owner.id));
    });
  }

  async function rename(ownerId: string, name: string): Promise<OwnerRow> {
    const [row] = await db.update(owners).set({ name }).where(eq(owners.id, ownerId)).returning();
    return row!;
  }

  return { requestReset, mailResetLink, resetLinkFor, reset, confirmPassword, changePassword, rename };
}

export type Account = ReturnType<typeof createAccount>;
