import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../../../core/db/index.js';
import type { TextChannel, TextProvider } from '../../../core/texts/index.js';
import { appError } from '../../../core/wire/errors.js';
import { requireCodeOk, type MemberCodes } from '../codes.js';
import type { FactorRow, Factors } from './factors.js';
import { memberFactors } from '../tables.js';

const ENROL = 'PHONE_ENROL';
export const MFA_PHONE = 'MFA_PHONE';

const notOffered = (channel: TextChannel) =>
  appError(
    'FACTOR_NOT_AVAILABLE',
    { factorType: channel },
    channel === 'SMS'
      ? 'Codes by text message need an SMS provider, and this server has none configured'
      : 'Codes by phone call need a voice provider, and this server has none configured',
  );

const wording = (channel: TextChannel, siteName: string, code: string) =>
  channel === 'SMS'
    ? `${code} is your ${siteName} code. It expires in 15 minutes. Do not share it.`
    : `Your ${siteName} code is ${code.split('').join(' ')}. Again: ${code.split('').join(' ')}.`;

/** Phone numbers as second factors: a code by text message (SMS) or read out in a call, through a provider. */
export function createPhoneFactors(deps: {
  db: Db;
  codes: MemberCodes;
  factors: Factors;
  texts: TextProvider | undefined;
  siteName: (siteId: string, executor: Executor) => Promise<string>;
}) {
  const { db, codes, texts } = deps;
  const offers = (channel: TextChannel) => Boolean(texts?.channels.includes(channel));
  const phoneOf = (row: FactorRow) => (row.data as { phone?: string }).phone ?? '';

  async function sendCode(executor: Executor, row: FactorRow, purpose: string): Promise<void> {
    const channel = row.type as TextChannel;
    if (!texts || !offers(channel)) throw notOffered(channel);
    const code = await codes.issue(executor, { siteId: row.siteId, memberId: row.memberId, purpose });
    const body = wording(channel, await deps.siteName(row.siteId, executor), code);
    await texts.send(executor, { siteId: row.siteId, to: phoneOf(row), body, channel });
  }

  /** A number waiting for the code just sent to it; a previous one waiting on the same channel is replaced. */
  async function enrol(member: { siteId: string; id: string }, channel: TextChannel, phone: string) {
    if (!offers(channel)) throw notOffered(channel);
    return db.transaction(async (tx) => {
      await deps.factors.dropPending(member.id, channel, tx);
      const [row] = await tx
        .insert(memberFactors)
        .values({
          id: randomUUID(),
          siteId: member.siteId,
          memberId: member.id,
          type: channel,
          status: 'REQUIRE_ACTIVATION',
          data: { phone },
        })
        .returning();
      await sendCode(tx, row!, ENROL);
      return row!;
    });
  }

  /** The code sent at enrolment turns the number on (counted outside any transaction, like every code). */
  async function activate(factor: FactorRow, code: string): Promise<FactorRow> {
    requireCodeOk(await codes.check(db, { memberId: factor.memberId, purpose: ENROL }, code));
    return deps.factors.markActive(factor.id);
  }

  return {
    offers,
    enrol,
    activate,
    /** At sign-in: a code to the member's number. */
    sendSignInCode: (executor: Executor, row: FactorRow) => sendCode(executor, row, MFA_PHONE),
    check: async (memberId: string, code: string) =>
      (await codes.check(db, { memberId, purpose: MFA_PHONE }, code)) === 'ok',
    /** The number with all but its last digits hidden, for "we sent a code to …". */
    masked: (row: FactorRow) => phoneOf(row).replace(/\d(?=\d{2})/g, '•'),
  };
}

export type PhoneFactors = ReturnType<typeof createPhoneFactors>;
