import type { CustomLineItemInput, LineItemInput } from '@atrium/contract';
import type { AuthContext } from '../../auth/context.js';
import { currencyOf } from '../../money/index.js';
import { resolveItems, type KnownItems } from './price-lines.js';
import type { Commerce } from '../module.js';
import type { CustomLineAdd, LineEdits } from './line-edits.js';
import { catalogLines, customLine, type CatalogLineAdd } from './line-input.js';
import { assertMaySetPrices } from './ownership.js';

/** The lines a request adds, checked and priced in the store's currency, with what the catalogues said. */
export interface LineAdditions {
  adds: CatalogLineAdd[];
  customs: CustomLineAdd[];
  items: KnownItems;
}

/** Who asks to add lines, and the lines they ask for. */
export interface LineAdditionsRequest {
  /** The caller, who may set prices only if it manages the site; `site`: the site set them (a template's). */
  auth: AuthContext | 'site';
  request: {
    lineItems?: readonly LineItemInput[] | null;
    customLineItems?: readonly CustomLineItemInput[] | null;
  };
}

/**
 * The catalogue and custom lines of a request to a cart or a checkout. Only a caller who manages the site may
 * set a price; the catalogues are asked before any transaction, for the stock cap (advisory) and to price the
 * answer without asking again.
 */
export async function lineAdditions(
  commerce: Commerce,
  siteId: string,
  { auth, request }: LineAdditionsRequest,
): Promise<LineAdditions> {
  if (auth !== 'site') assertMaySetPrices(auth, request);
  const currency = currencyOf((await commerce.storeSettings(siteId)).currency);
  const adds = catalogLines(request.lineItems ?? [], currency, 'lineItems');
  const customs = (request.customLineItems ?? []).map((input, i) => ({
    custom: customLine(input, currency, `customLineItems[${i}]`),
    quantity: input.quantity,
    ...(input.catalogReference ? { reference: input.catalogReference } : {}),
  }));
  return { adds, customs, items: await resolveItems(commerce, siteId, adds) };
}

export async function applyAdditions(edits: LineEdits, given: LineAdditions) {
  await edits.addCatalogLines(given.adds, given.items);
  await edits.addCustomLines(given.customs);
}
