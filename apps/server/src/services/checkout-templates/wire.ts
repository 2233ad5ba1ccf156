import type { CheckoutTemplate } from '@atrium/contract';
import type { CheckoutTemplateRow } from './tables.js';

export function templateWire(row: CheckoutTemplateRow): CheckoutTemplate {
  return {
    id: row.id,
    status: row.status,
    customization: row.customization ?? null,
    lineItems: row.lineItems.map((line) => ({ ...line, quantity: line.quantity ?? 1 })),
    customLineItems: row.customLineItems,
    couponCode: row.couponCode,
    customContentReference: row.customContentReference ?? null,
    externalReference: row.externalAppId
      ? { appId: row.externalAppId, resourceId: row.externalResourceId }
      : null,
    createdDate: row.createdAt.toISOString(),
    updatedDate: row.updatedAt.toISOString(),
  };
}
