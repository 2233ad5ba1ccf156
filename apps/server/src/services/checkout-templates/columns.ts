import { MAX_CART_LINES, type CheckoutTemplateInput } from '@atrium/contract';
import { minorOfField, type Currency } from '../../core/money/index.js';
import { invalid } from '../../core/wire/errors.js';

type PriceFields = Partial<Record<'price' | 'fullPrice' | 'depositAmount', string | null | undefined>>;

/**
 * A template's fields as stored, checked now rather than when a shopper uses it: at least one line, no more than
 * a checkout holds, and every price the site set in the store's currency (no more decimals than it has).
 */
export function templateColumns(template: CheckoutTemplateInput, currency: Currency, path: string) {
  const lineItems = (template.lineItems ?? []).map((line) => ({ ...line, quantity: line.quantity ?? 1 }));
  const customLineItems = template.customLineItems ?? [];
  if (lineItems.length + customLineItems.length === 0)
    throw invalid(`${path}.lineItems`, 'a template needs at least one line or custom line', 'REQUIRED_FIELD');
  if (lineItems.length + customLineItems.length > MAX_CART_LINES)
    throw invalid(`${path}.lineItems`, `lines and custom lines together are at most ${MAX_CART_LINES}`, {
      rule: 'MAX_SIZE',
      data: { max: MAX_CART_LINES },
    });
  const prices = (fields: PriceFields | null | undefined, field: string) => {
    for (const name of ['price', 'fullPrice', 'depositAmount'] as const) {
      const value = fields?.[name];
      if (value != null) minorOfField(value, currency, `${field}.${name}`);
    }
  };
  lineItems.forEach((line, i) =>
    prices(line.catalogOverrideFields, `${path}.lineItems[${i}].catalogOverrideFields`),
  );
  customLineItems.forEach((line, i) => prices(line, `${path}.customLineItems[${i}]`));
  return {
    status: template.status ?? 'ACTIVE',
    lineItems,
    customLineItems,
    couponCode: template.couponCode ?? null,
    customization: template.customization ?? null,
    customContentReference: template.customContentReference ?? null,
  };
}
