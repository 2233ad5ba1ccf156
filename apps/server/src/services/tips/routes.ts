import { tipSettingsCalls, tipsCalls } from '@atrium/contract';
import { defineRoute } from '../../core/wire/route.js';
import type { TipChoices } from './choices.js';
import type { OrderTips } from './order-tips.js';
import type { TipReports } from './reports.js';
import type { TipSettingsService } from './settings.js';

interface Parts {
  settings: TipSettingsService;
  choices: TipChoices;
  orders: OrderTips;
  reports: TipReports;
}

/** Settings and the distributions report are the site's: its owner, and API keys with `ecom.manage`. */
const manage = { access: 'admin' as const, permission: 'ecom.manage' };
/** Buyers reach their own checkouts and orders; the services check whose they are. */
const buyer = { access: 'site' as const };

/** ENDPOINTS.md "Commerce: tips", and Atrium's tip settings. */
export function tipRoutes(tips: Parts) {
  return [
    defineRoute(tipsCalls.updateTipChoice, {
      ...buyer,
      summary: "Choose the tip of a purchase flow (a checkout): the checkout's totals then include it",
      handler: (input, call) =>
        tips.choices.update(call.siteId, call.auth, {
          purchaseFlowId: input.purchaseFlowId,
          choice: input.tipChoice,
        }),
    }),
    defineRoute(tipsCalls.getTipChoice, {
      ...buyer,
      summary: 'The tip chosen on a purchase flow (a checkout), if any',
      handler: (input, call) => tips.choices.get(call.siteId, call.auth, input.purchaseFlowId),
    }),
    defineRoute(tipsCalls.getTipByDraftOrderId, {
      ...buyer,
      summary: "The tip a draft order (a checkout not yet an order) carries now, on its lines' subtotal",
      handler: (input, call) => tips.choices.draftTip(call.siteId, call.auth, input.draftOrderId),
    }),
    defineRoute(tipsCalls.getTipByOrderId, {
      ...buyer,
      summary: "An order's tip and how it is shared among staff",
      handler: (input, call) => tips.orders.get(call.siteId, call.auth, input.orderId),
    }),
    defineRoute(tipsCalls.previewTip, {
      ...buyer,
      summary: 'What a tip choice comes to on these line items, and its equal shares among the staff',
      handler: (input, call) => tips.choices.preview(call.siteId, call.auth, input),
    }),
    defineRoute(tipsCalls.removeTipFromOrder, {
      ...buyer,
      summary: 'Take the tip off an order: its total and balance go down by it',
      handler: (input, call) => tips.orders.remove(call.siteId, call.auth, input.orderId),
    }),
    defineRoute(tipsCalls.setTipOnOrder, {
      ...buyer,
      summary: "Set an order's tip: its total, balance and payment status follow",
      handler: (input, call) => tips.orders.set(call.siteId, call.auth, input),
    }),
    defineRoute(tipsCalls.addTipDistributionsToOrder, {
      ...manage,
      summary: "Share an order's tip among staff: amounts given, or split EQUAL or PROPORTIONAL",
      handler: (input, call) =>
        tips.orders.addDistributions(call.siteId, call.auth, {
          orderId: input.orderId,
          given: input.tipDistributions,
        }),
    }),
    defineRoute(tipsCalls.queryTipDistributions, {
      ...manage,
      summary: "Query the site's tip distributions (filter, sort, cursor or offset paging)",
      handler: (input, call) => tips.reports.query(call.siteId, input.query),
    }),
    defineRoute(tipsCalls.sumTipDistributionAmounts, {
      ...manage,
      summary: 'The sum of the tip distributions that match a filter, exactly',
      handler: (input, call) => tips.reports.sum(call.siteId, input.filter),
    }),
    defineRoute(tipSettingsCalls.getTipSettings, {
      ...manage,
      summary: "The site's tip settings",
      handler: (_input, call) => tips.settings.get(call.siteId),
    }),
    defineRoute(tipSettingsCalls.updateTipSettings, {
      ...manage,
      summary: "Change the site's tip settings: presets, custom amounts, on or off, staff and split",
      handler: (input, call) => tips.settings.update(call.siteId, input.tipSettings),
    }),
    defineRoute(tipSettingsCalls.getTipOffer, {
      ...buyer,
      summary:
        'What a buyer may choose as a tip: on or off, the presets, and whether a custom amount is taken',
      handler: (_input, call) => tips.settings.offer(call.siteId),
    }),
  ];
}
