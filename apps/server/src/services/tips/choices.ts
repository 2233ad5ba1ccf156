import { and, eq } from 'drizzle-orm';
import { TIP_FEE_CODE, type Tip, type TipChoice, type TipLineItemInfo } from '@atrium/contract';
import type { AuthContext } from '../../core/auth/context.js';
import type { FeeSpec } from '../../core/commerce/totals/index.js';
import { currencyOf, toDecimal, toMinor, type Currency } from '../../core/money/index.js';
import { appError } from '../../core/wire/errors.js';
import { Violations } from '../../core/wire/violations.js';
import { checkChoice, lineValue, split, tipAmount, type CheckedChoice } from './amounts.js';
import type { TipsContext } from './context.js';
import { settingsOf } from './settings.js';
import { tipChoices, tipSettings } from './tables.js';

// A purchase flow is a checkout: `purchaseFlowId` (and a draft order's id) is the checkout's id. The buyer's
// choice is kept beside the checkout, and the checkout's totals carry it as a fee (code TIP_FEE_CODE), so what
// the buyer pays and the order made from it include the tip.

const currencyOfSite = async (ctx: TipsContext, siteId: string) =>
  currencyOf((await ctx.storeSettings(siteId)).currency);

async function storedChoice(ctx: TipsContext, siteId: string, checkoutId: string): Promise<TipChoice | null> {
  const [row] = await ctx.db
    .select()
    .from(tipChoices)
    .where(and(eq(tipChoices.siteId, siteId), eq(tipChoices.checkoutId, checkoutId)));
  return row ? { tipType: row.tipType, value: row.value } : null;
}

/** What a preview is asked: the lines, and the choice given or the draft's (a checkout's) own. */
interface PreviewInput {
  lineItemInfo: TipLineItemInfo[];
  tipChoice?: TipChoice | null;
  tipSettingsId?: string | null;
  draftOrderId?: string | null;
}

/** The lines' values in minor units, every line without a price the currency can hold refused at once. */
function lineValues(lines: readonly TipLineItemInfo[], currency: Currency) {
  const violations = new Violations();
  const values = lines.map((line, i) => {
    const value = lineValue(line, currency);
    if (value === undefined)
      violations.add(
        `lineItemInfo[${i}].price`,
        line.price == null ? 'is required' : `must have at most ${currency.exponent} decimals`,
        line.price == null ? 'REQUIRED_FIELD' : 'DECIMAL_MAX_SCALE',
      );
    return value ?? 0n;
  });
  violations.throwIfAny();
  return values;
}

/**
 * A tip figured on the lines given, by the choice given or the draft's (a checkout's) own; shared EQUAL among
 * the site's staff when that is its split (a PROPORTIONAL share needs the lines each staff member served,
 * which a preview does not know: the tip is then shown undistributed).
 */
async function previewTip(
  ctx: TipsContext,
  auth: AuthContext,
  { siteId, input }: { siteId: string; input: PreviewInput },
): Promise<{ tip: Tip }> {
  const currency = await currencyOfSite(ctx, siteId);
  const settings = await settingsOf(ctx.db, siteId);
  if (input.tipSettingsId && input.tipSettingsId !== settings.id)
    throw appError('TIP_SETTINGS_NOT_FOUND', { tipSettingsId: input.tipSettingsId });
  let choice = input.tipChoice;
  if (!choice && input.draftOrderId) {
    const checkout = await ctx.checkouts.forCompletion(siteId, auth, input.draftOrderId);
    choice = await storedChoice(ctx, siteId, checkout.id);
  }
  const values = lineValues(input.lineItemInfo, currency);
  const checked: CheckedChoice = checkChoice(choice, settings, currency);
  const subtotal = values.reduce((a, b) => a + b, 0n);
  const amount = tipAmount(checked, subtotal, currency);
  const staff = await previewStaff(ctx, siteId, settings.staffMemberIds);
  const shares =
    settings.splitMethod === 'EQUAL' && staff.length && amount > 0n
      ? split(
          amount,
          staff.map(() => 1n),
          'EQUAL',
        )
      : [];
  const text = (minor: bigint) => toDecimal(minor, currency);
  const shared = shares.reduce((a, b) => a + b, 0n);
  return {
    tip: {
      id: null,
      lineItemSubtotal: text(subtotal),
      amount: text(amount),
      distributions: shares.map((part, i) => ({
        id: '',
        tipId: '',
        staff: { staffMemberId: staff[i]!.id, name: staff[i]!.name },
        amount: text(part),
        lineItemInfo: [],
        createdDate: new Date(ctx.clock()).toISOString(),
        source: sourceOf(auth),
      })),
      undistributedAmount: amount > shared ? text(amount - shared) : null,
    },
  };
}

/** A draft order is a checkout: its tip is the fee its totals carry now, on its lines' subtotal. */
async function draftTip(
  ctx: TipsContext,
  auth: AuthContext,
  { siteId, draftOrderId }: { siteId: string; draftOrderId: string },
): Promise<{ tip: Tip }> {
  const { checkout } = await ctx.checkouts.get(siteId, auth, draftOrderId);
  const fee = checkout.additionalFees.find((f) => f.code === TIP_FEE_CODE);
  const currency = currencyOf(checkout.currency);
  const amount = fee?.price ? (toMinor(fee.price.amount, currency) ?? 0n) : 0n;
  return {
    tip: {
      id: null,
      lineItemSubtotal: checkout.priceSummary.subtotal?.amount ?? toDecimal(0n, currency),
      amount: toDecimal(amount, currency),
      distributions: [],
      undistributedAmount: amount > 0n ? toDecimal(amount, currency) : null,
    },
  };
}

export function createTipChoices(ctx: TipsContext) {
  const { db, clock } = ctx;

  return {
    /** The caller's own checkout (or, for the site, any): its choice is set while it is not an order yet. */
    async update(
      siteId: string,
      auth: AuthContext,
      { purchaseFlowId, choice }: { purchaseFlowId: string; choice: TipChoice },
    ) {
      const checkout = await ctx.checkouts.forCompletion(siteId, auth, purchaseFlowId);
      if (checkout.completed) throw appError('CHECKOUT_ALREADY_COMPLETED', { checkoutId: checkout.id });
      const settings = await settingsOf(db, siteId);
      const checked = checkChoice(choice, settings, await currencyOfSite(ctx, siteId));
      const values = { tipType: checked.tipType, value: checked.value, updatedAt: new Date(clock()) };
      await db
        .insert(tipChoices)
        .values({ checkoutId: checkout.id, siteId, ...values })
        .onConflictDoUpdate({ target: tipChoices.checkoutId, set: values });
      return { tipChoice: { tipType: checked.tipType, value: checked.value } };
    },

    async get(siteId: string, auth: AuthContext, purchaseFlowId: string) {
      const checkout = await ctx.checkouts.forCompletion(siteId, auth, purchaseFlowId);
      return { tipChoice: await storedChoice(ctx, siteId, checkout.id) };
    },

    /**
     * The tip a checkout's totals carry, on its lines' subtotal: none when the site has tips off or the buyer
     * chose none. One statement, since every read of a checkout asks.
     */
    async feeFor(siteId: string, checkoutId: string, lineSubtotal: bigint): Promise<FeeSpec | null> {
      const [row] = await db
        .select({ tipType: tipChoices.tipType, value: tipChoices.value, enabled: tipSettings.enabled })
        .from(tipChoices)
        .innerJoin(tipSettings, eq(tipSettings.siteId, tipChoices.siteId))
        .where(and(eq(tipChoices.siteId, siteId), eq(tipChoices.checkoutId, checkoutId)));
      if (!row?.enabled) return null;
      const amount = tipAmount(row, lineSubtotal, await currencyOfSite(ctx, siteId));
      if (amount <= 0n) return null;
      return { code: TIP_FEE_CODE, name: 'Tip', type: 'TIP', amount, per: 'ORDER', taxable: false };
    },

    preview: (siteId: string, auth: AuthContext, input: PreviewInput) =>
      previewTip(ctx, auth, { siteId, input }),
    draftTip: (siteId: string, auth: AuthContext, draftOrderId: string) =>
      draftTip(ctx, auth, { siteId, draftOrderId }),
  };
}

/** The staff of the settings who are still on the team, in the settings' order. */
async function previewStaff(ctx: TipsContext, siteId: string, ids: readonly string[]) {
  const team = new Map((await ctx.team(siteId)).map((person) => [person.id, person]));
  return ids.flatMap((id) => (team.has(id) ? [team.get(id)!] : []));
}

/** Who sets a tip says where it came from: a shopper on the web, the owner in the dashboard, a key at a till. */
export function sourceOf(auth: AuthContext): 'WEB' | 'DASHBOARD' | 'POS' {
  if (auth.kind === 'owner') return 'DASHBOARD';
  if (auth.kind === 'apiKey') return 'POS';
  return 'WEB';
}

export type TipChoices = ReturnType<typeof createTipChoices>;
