import type { PricingBuyer } from '../../core/commerce/pricing.js';
import { currencyOf, minorOfField } from '../../core/money/index.js';
import type { CheckoutsContext } from './context.js';

interface CodesRequest {
  couponCode?: string | null;
  giftCardCode?: string | null;
  giftCardRedeemAmount?: string | null;
}

/**
 * The coupon and gift card a create or an update names, checked for the buyer before anything is written, so
 * that a refused code changes nothing; `requested` is what the gift card should pay at most, in minor units.
 */
export async function requestedCodes(
  ctx: CheckoutsContext,
  siteId: string,
  { request, buyer, address }: { request: CodesRequest; buyer: PricingBuyer; address: string },
) {
  const coupon = request.couponCode
    ? await ctx.commerce.pricing.coupon(siteId, {
        code: request.couponCode,
        buyer,
        now: new Date(ctx.clock()),
      })
    : undefined;
  const card = request.giftCardCode
    ? await ctx.giftCards.lookUp(siteId, request.giftCardCode, address)
    : undefined;
  const requested =
    request.giftCardRedeemAmount != null
      ? minorOfField(
          request.giftCardRedeemAmount,
          currencyOf((await ctx.commerce.storeSettings(siteId)).currency),
          'giftCardRedeemAmount',
        )
      : undefined;
  return { coupon, card, requested };
}
