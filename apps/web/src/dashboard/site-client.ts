import {
  backInStockNotifications,
  abandonedCheckouts,
  carrierSettings,
  categories,
  coupons,
  createClient,
  discountRules,
  feeSettings,
  giftCards,
  files,
  folders,
  manualTaxMappings,
  orderFulfillments,
  orders,
  orderTransactions,
  products,
  shippingLogistics,
  shippingOptions,
  siteMembers,
  sites,
  subscriptionContracts,
  taxGroups,
  taxRegions,
  taxSettings,
  tips,
  tipSettings,
  webhooks,
} from '@atrium/sdk';
import { useAtriumClient, type OwnerSessionClient } from '@atrium/react';
import { ownerTokenStrategy } from './owner-strategy';

/** The SDK client the dashboard uses for one site: the public API, with the owner's token. */
export function createSiteClient(siteId: string, owner: OwnerSessionClient) {
  return createClient({
    modules: {
      sites,
      siteMembers,
      webhooks,
      files,
      folders,
      categories,
      products,
      orders,
      orderTransactions,
      orderFulfillments,
      coupons,
      discountRules,
      shippingOptions,
      shippingLogistics,
      carrierSettings,
      giftCards,
      feeSettings,
      taxGroups,
      taxRegions,
      manualTaxMappings,
      taxSettings,
      backInStockNotifications,
      subscriptionContracts,
      abandonedCheckouts,
      tips,
      tipSettings,
    },
    auth: ownerTokenStrategy(siteId, owner),
  });
}

export type SiteClient = ReturnType<typeof createSiteClient>;

export const useSiteClient = () => useAtriumClient<SiteClient>();
