import type { Cart, EstimateTotalsResponse } from '@atrium/contract';
import {
  buyerInfo,
  NO_MEMBERSHIPS,
  zeroSummary,
  type PricedLines,
} from '../../core/commerce/lines/price-lines.js';
import type { Priced } from '../../core/commerce/lines/price-totals.js';
import { totalsWire } from '../../core/commerce/lines/totals-wire.js';
import { lineViolations } from '../../core/commerce/lines/violations.js';
import type { CartRow } from './tables.js';

/** A cart with its lines priced: its wire shape, and what priced it (for its totals). */
export interface CartView extends PricedLines {
  cart: Cart;
}

/** A cart in its wire shape, from its row and its lines as priced now. */
export function cartWire(row: CartRow, { settings, currency, priced }: PricedLines): Cart {
  const info = row.info;
  return {
    id: row.id,
    lineItems: priced.map((line) => line.wire),
    buyerNote: info.buyerNote ?? null,
    buyerInfo: buyerInfo(row, { contactId: info.contactId, email: info.buyerEmail }),
    currency: currency.code,
    conversionCurrency: currency.code,
    paymentCurrency: currency.code,
    buyerLanguage: null,
    siteLanguage: 'en',
    taxIncludedInPrices: false,
    weightUnit: settings.weightUnit,
    checkoutId: row.checkoutId,
    appliedDiscounts:
      row.couponCode && row.couponId ? [{ coupon: { id: row.couponId, code: row.couponCode } }] : [],
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
    contactInfo: (info.contactInfo as Cart['contactInfo']) ?? null,
    overrideCheckoutUrl: info.overrideCheckoutUrl ?? null,
    purchaseFlowId: row.purchaseFlowId,
    selectedShippingOption: (info.selectedShippingOption as Cart['selectedShippingOption']) ?? null,
    extendedFields: info.extendedFields ? { namespaces: info.extendedFields } : null,
    businessLocationId: info.businessLocationId ?? null,
    revision: String(row.revision),
  };
}

/** The cart's totals from the engine, in the estimate's shape. */
export function estimateAnswer(view: CartView, priced: Priced): EstimateTotalsResponse {
  return {
    cart: view.cart,
    ...totalsWire(priced, view.priced, view.currency),
    membershipOptions: NO_MEMBERSHIPS,
    violations: lineViolations(view.cart.lineItems),
    weightUnit: view.settings.weightUnit,
    currency: view.currency.code,
    payLater: zeroSummary(view.currency),
  };
}
