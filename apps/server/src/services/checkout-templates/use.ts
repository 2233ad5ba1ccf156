import {
  CHECKOUT_TEMPLATE_EVENTS,
  type CheckoutCustomization,
  type UseCheckoutTemplateRequest,
} from '@atrium/contract';
import type { AuthContext } from '../../core/auth/context.js';
import { appError } from '../../core/wire/errors.js';
import type { CheckoutTemplatesContext } from './context.js';
import { findTemplate } from './service.js';

/** A link with no credentials makes a checkout each time it is opened: at most this many per address. */
const LINK_LIMIT = { limit: 30, windowSeconds: 60 };

/** A template's customization as the checkout it makes keeps it (its immutable custom settings). */
const customSettingsOf = (customization: CheckoutCustomization | null) => ({
  lockCouponCode: customization?.lockedCoupon ?? false,
  lockGiftCard: customization?.lockedGiftCard ?? false,
  disabledManualPayment: customization?.disabledManualPayment ?? false,
  disabledPolicyAgreementCheckbox: customization?.webClient?.disabledPolicyAgreementCheckbox ?? false,
});

interface Use extends UseCheckoutTemplateRequest {
  auth: AuthContext;
  /** The caller's network address: coupon checks and the link's rate limit count by it. */
  address: string;
}

/**
 * A new checkout from an ACTIVE template, for whoever uses it: a visitor's or member's own, none for an API
 * key or a link opened without credentials (the hosted checkout gives that one to the browser that opens it).
 * The checkouts service prices the catalogue lines from the catalogue now; the template holds no such price.
 */
export function createTemplateUse(ctx: CheckoutTemplatesContext) {
  const { db, outbox, checkouts, hostedCheckout } = ctx;
  return async function use({ auth, checkoutTemplateId, siteId, address }: Use) {
    // A caller of one site learns nothing of another's templates, whichever site the payload names.
    if (auth.kind !== 'anonymous' && auth.siteId !== siteId)
      throw appError('CHECKOUT_TEMPLATE_NOT_FOUND', { checkoutTemplateId });
    if (auth.kind === 'anonymous')
      await ctx.limiter.consume([`checkout-template-link:${address}`], LINK_LIMIT);
    // The site named by an anonymous link exists if its template does (every template belongs to a site).
    const template = await findTemplate(db, { siteId, id: checkoutTemplateId });
    if (template.status !== 'ACTIVE') throw appError('CHECKOUT_TEMPLATE_INACTIVE', { checkoutTemplateId });
    const { checkout } = await checkouts.service.createFromLines(siteId, auth, {
      request: {
        channelType: 'WEB',
        lineItems: template.lineItems,
        customLineItems: template.customLineItems,
        couponCode: template.couponCode,
        checkoutInfo: { customSettings: customSettingsOf(template.customization) },
      },
      address,
      sitePriced: true,
    });
    await outbox.record(db, {
      siteId,
      type: CHECKOUT_TEMPLATE_EVENTS.used,
      entityId: template.id,
      data: { checkoutTemplateId: template.id, checkoutId: checkout.id },
    });
    const { checkoutUrl } =
      auth.kind === 'anonymous'
        ? await hostedCheckout.siteCheckoutUrl(siteId, checkout.id)
        : await hostedCheckout.checkoutUrl(siteId, auth, { checkoutId: checkout.id, hosted: false });
    return { checkoutId: checkout.id, checkoutUrl, purchaseFlowId: checkout.purchaseFlowId ?? null };
  };
}

export type TemplateUse = ReturnType<typeof createTemplateUse>;
