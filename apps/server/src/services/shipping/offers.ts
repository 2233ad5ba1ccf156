import type { CarrierFailure, ShippingQuestion } from '../../core/commerce/pricing.js';
import type { ShippingOptionSpec } from '../../core/commerce/totals/index.js';
import type { Carriers } from './carriers.js';
import type { ShippingContext } from './context.js';
import type { OptionsService, SiteOptionSpec } from './options.js';
import { upcomingSlots } from './slots.js';

/** An option with delivery time slots becomes one option per upcoming slot, coded `${optionId}@${localStart}`. */
function perSlot(option: SiteOptionSpec, now: Date): ShippingOptionSpec[] {
  const { slots, timeZone, ...spec } = option;
  if (!slots.length) return [spec];
  return upcomingSlots(slots, { timeZone, now }).map((slot) => ({
    ...spec,
    code: `${spec.code}@${slot.key}`,
    estimatedDeliveryTime: slot.label,
    slot: { from: slot.from, to: slot.to },
  }));
}

/** The shipping source of the totals engine: the site's options for this moment, then the carriers' quotes. */
export function createOffers(ctx: ShippingContext, options: OptionsService, carriers: Carriers) {
  return async (
    siteId: string,
    question: ShippingQuestion,
  ): Promise<{ options: ShippingOptionSpec[]; carrierErrors: CarrierFailure[] }> => {
    const { destination, parcel } = question;
    const [own, quoted] = await Promise.all([
      options.specs(siteId),
      destination?.country && parcel
        ? ctx.storeSettings(siteId).then((settings) =>
            carriers.quote({
              siteId,
              currency: question.currency,
              weightUnit: settings.weightUnit,
              destination: { ...destination, country: destination.country! },
              parcel,
            }),
          )
        : { options: [], errors: [] },
    ]);
    return {
      options: [...own.flatMap((option) => perSlot(option, question.now)), ...quoted.options],
      carrierErrors: quoted.errors,
    };
  };
}
