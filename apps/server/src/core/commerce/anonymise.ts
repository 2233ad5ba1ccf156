type Info = Record<string, unknown> | null | undefined;

/**
 * An address with its contact (billing, shipping destination) reduced to what a shop's tax and sales records
 * need once the buyer deleted their account: the country and subdivision. Street, city, postal code, names,
 * phone and company go.
 */
export function neutralAddress(info: Info): Record<string, unknown> | null {
  if (!info) return null;
  const address = (info.address ?? {}) as Record<string, unknown>;
  return {
    address: { country: address.country ?? null, subdivision: address.subdivision ?? null },
    contactDetails: {},
  };
}
