import type { BackInStockNotificationRequest } from '@atrium/contract';
import type { BackInStockRow } from './tables.js';

export function requestWire(row: BackInStockRow): BackInStockNotificationRequest {
  return {
    id: row.id,
    catalogReference: {
      appId: row.appId,
      catalogItemId: row.catalogItemId,
      ...(row.options ? { options: row.options } : {}),
    },
    email: row.email,
    contactId: row.contactId,
    status: row.status,
    autoNotified: row.autoNotified,
    createdDate: row.createdAt.toISOString(),
    itemUrl: row.itemUrl,
  };
}

/** Options as canonical JSON (keys sorted at every level): the same choice written twice is one key. */
export function optionsKey(options: Record<string, unknown> | null | undefined): string {
  if (!options || Object.keys(options).length === 0) return '';
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : Array.isArray(value)
        ? value.map(canonical)
        : value;
  return JSON.stringify(canonical(options));
}
