import type { LineItem, MediaAsset, MultiCurrencyPrice } from '@atrium/contract';
import type { CatalogItem } from '../catalog-provider.js';
import { formatMoney, toDecimal, type Currency } from '../../money/index.js';
import type { StoredLine } from './stored-line.js';

export function money(minor: bigint, currency: Currency): MultiCurrencyPrice {
  const amount = toDecimal(minor, currency);
  const formatted = formatMoney(minor, currency);
  return { amount, convertedAmount: amount, formattedAmount: formatted, formattedConvertedAmount: formatted };
}

/** A line as priced: its unit price and whether it counts towards the totals. */
export interface PricedLine {
  wire: LineItem;
  unitPrice: bigint;
  /** One unit's price before the catalogue's own discount. */
  fullPrice: bigint;
  /** Lines that cannot be bought (not found, not available) are shown but not counted. */
  counted: boolean;
}

/** What every line says alike until subscriptions, deposits, memberships and modifiers exist. */
const fixed = () => ({
  paymentOption: 'FULL_PAYMENT_ONLINE' as const,
  priceUndetermined: false,
  fixedQuantity: false,
  savePaymentMethod: false,
  membersOnly: false,
  policies: [],
  modifierGroups: [],
});

function availability(line: StoredLine, item: CatalogItem | undefined, capped: boolean) {
  if (!item) return { status: 'NOT_FOUND', quantityAvailable: 0 } as const;
  const available = item.quantityAvailable;
  if (!item.purchasable || available === 0) return { status: 'NOT_AVAILABLE', quantityAvailable: 0 } as const;
  if (available === null) return { status: 'AVAILABLE', quantityAvailable: null } as const;
  if (capped || line.quantity > available)
    return { status: 'PARTIALLY_AVAILABLE', quantityAvailable: available } as const;
  return { status: 'AVAILABLE', quantityAvailable: available } as const;
}

const imageAsset = (value: unknown): MediaAsset | null => {
  if (typeof value === 'string') return value ? { id: '', url: value } : null;
  if (value && typeof value === 'object') {
    const image = value as Partial<MediaAsset>;
    return {
      id: image.id ?? '',
      url: image.url ?? '',
      width: image.width ?? null,
      height: image.height ?? null,
    };
  }
  return null;
};

const pageUrl = (value: unknown) => {
  if (typeof value === 'string') return { relativePath: value.startsWith('/') ? value : null, url: value };
  if (value && typeof value === 'object')
    return value as { relativePath?: string | null; url?: string | null };
  return null;
};

/**
 * A catalogue line priced from its catalogue item, every time it is read: the item's own name, price and stock
 * (or what an elevated caller overrode). `capped` marks a line whose quantity was cut to the stock just now.
 */
export function catalogLineWire(
  line: StoredLine,
  item: CatalogItem | undefined,
  options: { currency: Currency; capped: boolean },
): PricedLine {
  const { currency } = options;
  const overrides = (line.overrides ?? {}) as {
    price?: string | null;
    fullPrice?: string | null;
    productName?: LineItem['productName'];
  };
  const price = overrides.price != null ? BigInt(overrides.price) : (item?.price ?? 0n);
  const fullPrice = overrides.fullPrice != null ? BigInt(overrides.fullPrice) : (item?.fullPrice ?? price);
  const state = availability(line, item, options.capped);
  return {
    unitPrice: price,
    fullPrice,
    counted: state.status === 'AVAILABLE' || state.status === 'PARTIALLY_AVAILABLE',
    wire: {
      id: line.id,
      quantity: line.quantity,
      catalogReference: {
        appId: line.appId!,
        catalogItemId: line.catalogItemId!,
        options: line.options ?? null,
      },
      productName: overrides.productName ?? { original: item?.name ?? line.catalogItemId! },
      url: item ? { relativePath: item.url, url: item.url } : null,
      price: money(price, currency),
      fullPrice: money(fullPrice, currency),
      priceBeforeDiscounts: money(price, currency),
      lineItemPrice: money(price * BigInt(line.quantity), currency),
      descriptionLines: (item?.choices ?? []).map((choice) =>
        choice.color !== undefined
          ? {
              name: { original: choice.name },
              colorInfo: { original: choice.value, code: choice.color ?? null },
            }
          : { name: { original: choice.name }, plainText: { original: choice.value } },
      ),
      image: item?.image ?? null,
      availability: state,
      physicalProperties: item
        ? { weight: item.weight, sku: item.sku, shippable: item.itemType === 'PHYSICAL' }
        : null,
      itemType: { preset: item?.itemType ?? 'UNRECOGNISED' },
      rootCatalogItemId: item?.rootCatalogItemId ?? null,
      taxGroupId: item?.taxGroupId ?? null,
      customLineItem: false,
      extendedFields: line.extendedFields ? { namespaces: line.extendedFields } : null,
      ...fixed(),
      ...subscriptionOf(item),
    },
  };
}

/** A subscribed line: the option it chose as the protocol shows it, and its method saved for the renewals. */
function subscriptionOf(item: CatalogItem | undefined) {
  const option = item?.subscription;
  if (!option) return {};
  return {
    savePaymentMethod: true,
    subscriptionOptionInfo: {
      subscriptionSettings: {
        frequency: option.frequency,
        interval: option.interval,
        autoRenewal: option.autoRenewal,
        billingCycles: option.billingCycles ?? null,
        enableCustomerCancellation: option.enableCustomerCancellation,
        freeTrialPeriod: null,
      },
      title: { original: option.title },
      description: option.description ? { original: option.description } : null,
    },
  };
}

function physical(value: Record<string, unknown> | null | undefined): LineItem['physicalProperties'] {
  if (!value) return null;
  const given = value as { weight?: number | null; sku?: string | null; shippable?: boolean | null };
  return { weight: given.weight ?? null, sku: given.sku ?? null, shippable: given.shippable ?? false };
}

/** A custom line: the price and description its (elevated) sender gave. */
export function customLineWire(line: StoredLine, currency: Currency): PricedLine {
  const custom = line.custom!;
  const price = BigInt(custom.priceMinor);
  const fullPrice = custom.fullPriceMinor != null ? BigInt(custom.fullPriceMinor) : price;
  const limit = custom.quantityAvailable ?? null;
  return {
    unitPrice: price,
    fullPrice,
    counted: true,
    wire: {
      id: line.id,
      quantity: line.quantity,
      catalogReference: line.appId
        ? { appId: line.appId, catalogItemId: line.catalogItemId!, options: line.options ?? null }
        : null,
      productName: custom.productName,
      url: pageUrl(custom.url),
      price: money(price, currency),
      fullPrice: money(fullPrice, currency),
      priceBeforeDiscounts: money(price, currency),
      lineItemPrice: money(price * BigInt(line.quantity), currency),
      descriptionLines: (custom.descriptionLines ?? []) as LineItem['descriptionLines'],
      image: imageAsset(custom.media),
      availability:
        limit !== null && line.quantity > limit
          ? { status: 'PARTIALLY_AVAILABLE', quantityAvailable: limit }
          : { status: 'AVAILABLE', quantityAvailable: limit },
      physicalProperties: physical(custom.physicalProperties),
      itemType: (custom.itemType as LineItem['itemType']) ?? { preset: 'UNRECOGNISED' },
      rootCatalogItemId: custom.rootCatalogItemId ?? null,
      priceDescription: (custom.priceDescription as LineItem['priceDescription']) ?? null,
      taxGroupId: custom.taxGroupId ?? null,
      customLineItem: true,
      extendedFields: line.extendedFields ? { namespaces: line.extendedFields } : null,
      ...fixed(),
    },
  };
}
