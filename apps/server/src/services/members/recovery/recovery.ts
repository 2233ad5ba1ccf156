import type { Executor } from '../../../core/db/index.js';
import type { JobRunner } from '../../../core/jobs/index.js';
import type { Mail } from '../../../core/mail/index.js';
import { appError } from '../../../core/wire/errors.js';
import { resetMail } from '../mail-templates.js';
import type { Members } from '../module.js';
import type { Tickets } from '../tickets.js';

export const RECOVERY_QUEUE = 'members.recovery';

export interface RecoveryJob {
  siteId: string;
  email: string;
  language?: string | null;
  /** Already checked against the client's redirect URIs. */
  redirectUrl?: string | null;
}

interface RecoveryDeps {
  jobs: JobRunner;
  tickets: Tickets;
  mail: Mail;
  members: Pick<Members, 'find'>;
  publicUrl: string;
  siteName: (siteId: string, executor: Executor) => Promise<string>;
  transaction: <T>(work: (tx: Executor) => Promise<T>) => Promise<T>;
}

/**
 * Recovery links. Asking for one always answers the same, at once: the lookup and the mail happen in a job,
 * so neither the answer nor its timing says whether the address has an account.
 */
export function createRecovery({
  jobs,
  tickets,
  mail,
  members,
  publicUrl,
  siteName,
  transaction,
}: RecoveryDeps) {
  async function sendLink(job: RecoveryJob): Promise<void> {
    const member = await members.find(job.siteId, job.email);
    if (!member || member.status === 'DELETED' || member.status === 'BLOCKED') return;
    await transaction(async (tx) => {
      const token = await tickets.issue(tx, { siteId: member.siteId, memberId: member.id, kind: 'recovery' });
      const link = new URL(`${publicUrl}/hosted/reset-password`);
      link.searchParams.set('token', token);
      if (job.redirectUrl) link.searchParams.set('redirect', job.redirectUrl);
      const profile = member.profile as { language?: string | null };
      await mail.send(
        tx,
        resetMail({
          siteId: member.siteId,
          siteName: await siteName(member.siteId, tx),
          to: member.email,
          link: link.toString(),
          language: job.language ?? profile.language,
        }),
      );
    });
  }

  /** The site whose member a live recovery link is for; looking does not spend the link. */
  async function siteOfLink(token: string): Promise<string> {
    const ticket = await tickets.findRecovery(token);
    if (!ticket) throw appError('INVALID_RECOVERY_TOKEN');
    return ticket.siteId;
  }

  return {
    request: (job: RecoveryJob) => jobs.send(RECOVERY_QUEUE, job),
    sendLink,
    siteOfLink,
  };
}

export type Recovery = ReturnType<typeof createRecovery>;
