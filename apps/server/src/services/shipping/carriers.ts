import { eq } from 'drizzle-orm';
import { SETTINGS_EVENTS, type CarrierSettings, type CarrierSettingsResponse } from '@atrium/contract';
import {
  CarrierRefusal,
  type CarrierQuoteRequest,
  type CarrierRatesProvider,
} from '../../core/commerce/carriers.js';
import type { CarrierFailure } from '../../core/commerce/pricing.js';
import type { ShippingOptionSpec } from '../../core/commerce/totals/index.js';
import { siteCache } from '../../core/brief-cache.js';
import { appError } from '../../core/wire/errors.js';
import type { ShippingContext } from './context.js';
import { carrierSettings } from './tables.js';

function withTimeout<T>(work: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CarrierRefusal(`${name} did not answer in time`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The carriers installed on this server, which ones each site enables, and their quotes for a cart. */
export function createCarriers(
  ctx: ShippingContext,
  installed: readonly CarrierRatesProvider[],
  /** How long a cart waits for a carrier's rates before it is offered the other options without them. */
  timeoutMs = 3_000,
) {
  const { db } = ctx;
  const byId = new Map(installed.map((carrier) => [carrier.carrierId, carrier]));
  const enabledCache = siteCache<string[]>();
  const available = installed.map(({ carrierId, name }) => ({ carrierId, name }));

  const enabled = (siteId: string) =>
    enabledCache.get(siteId, async () => {
      const [row] = await db.select().from(carrierSettings).where(eq(carrierSettings.siteId, siteId));
      // A carrier uninstalled since it was enabled is left out, not an error at every cart read.
      return (row?.carrierIds ?? []).filter((id) => byId.has(id));
    });

  const answer = async (siteId: string): Promise<CarrierSettingsResponse> => ({
    carrierSettings: { enabledCarrierIds: await enabled(siteId) },
    availableCarriers: available,
  });

  return {
    get: answer,

    async update(siteId: string, settings: CarrierSettings) {
      const ids = [...new Set(settings.enabledCarrierIds)];
      const unknown = ids.find((id) => !byId.has(id));
      if (unknown) throw appError('CARRIER_NOT_FOUND', { carrierId: unknown });
      await db.transaction(async (tx) => {
        await tx
          .insert(carrierSettings)
          .values({ siteId, carrierIds: ids })
          .onConflictDoUpdate({ target: carrierSettings.siteId, set: { carrierIds: ids } });
        const data = { changes: { enabledCarrierIds: ids } };
        await ctx.outbox.record(tx, { siteId, type: SETTINGS_EVENTS.carrier, entityId: siteId, data });
      });
      enabledCache.forget(siteId);
      return answer(siteId);
    },

    /** Every enabled carrier's options for the parcel, in parallel; a carrier that fails is reported, not thrown. */
    async quote(request: CarrierQuoteRequest) {
      const ids = await enabled(request.siteId);
      const options: ShippingOptionSpec[] = [];
      const errors: CarrierFailure[] = [];
      await Promise.all(
        ids.map(async (carrierId) => {
          const carrier = byId.get(carrierId)!;
          try {
            for (const quote of await withTimeout(carrier.quote(request), timeoutMs, carrier.name))
              options.push({
                code: `${carrierId}:${quote.code}`,
                title: quote.title,
                estimatedDeliveryTime: quote.deliveryTime ?? null,
                rates: [{ amount: quote.amount, conditions: [], multiplyByQuantity: false }],
                destinations: 'everywhere',
                carrierId,
              });
          } catch (error) {
            errors.push({
              carrierId,
              message:
                error instanceof CarrierRefusal ? error.message : `${carrier.name} could not quote a rate`,
            });
          }
        }),
      );
      return { options, errors };
    },
  };
}

export type Carriers = ReturnType<typeof createCarriers>;
