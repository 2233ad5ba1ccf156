import { useEffect, useState } from 'react';
import {
  openCheckout,
  OpenError,
  type Opened,
  type ShownCheckout,
  type TipChoice,
  type TipOffer,
} from './checkout-api';
import type { Settings } from './checkout-brand';
import { EMPTY_ADDRESS, type AddressValues } from './checkout-fields';
import type { SavedAddress } from './checkout-saved-addresses';

function addressOf(checkout: ShownCheckout): AddressValues {
  const destination = checkout.shippingInfo?.shippingDestination;
  // The SDK shows addresses with `addressLine1` (WIRE.md section 3); its checkout types still say `addressLine`.
  const address = destination?.address as
    (Record<string, string | null | undefined> & object) | null | undefined;
  const contact = destination?.contactDetails;
  return {
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    addressLine1: address?.addressLine1 ?? '',
    city: address?.city ?? '',
    postalCode: address?.postalCode ?? '',
    country: address?.country ?? '',
  };
}

/** Opens the session's checkout, and keeps what the server said about it and what the buyer has typed since. */
export function useOpenedCheckout(sessionId: string) {
  const [opened, setOpened] = useState<Opened>();
  const [failed, setFailed] = useState<string>();
  const [current, setCurrent] = useState<ShownCheckout>();
  const [settings, setSettings] = useState<Settings>();
  const [tipOffer, setTipOffer] = useState<TipOffer>();
  const [tipChoice, setTipChoice] = useState<TipChoice | null>(null);
  const [email, setEmail] = useState('');
  const [shipping, setShipping] = useState(EMPTY_ADDRESS);
  const [detailsSaved, setDetailsSaved] = useState(false);
  const [savedAddresses, setSavedAddresses] = useState<SavedAddress[]>([]);

  useEffect(() => {
    openCheckout(sessionId)
      .then(async (page) => {
        // Tips are optional: a site without them (or a failed read) shows none.
        const [found, site, offer, choice] = await Promise.all([
          page.client.checkout.getCheckout(page.checkoutId),
          page.client.checkoutSettings.getCheckoutSettings().catch(() => undefined),
          page.client.tipSettings.getTipOffer().catch(() => undefined),
          page.client.tips.getTipChoice(page.checkoutId).catch(() => undefined),
        ]);
        // A member's address book is a convenience: without it the form is typed as for a visitor.
        if (page.isMember)
          page.client.memberAccount.listMyAddresses().then(setSavedAddresses, () => undefined);
        setTipOffer(offer);
        setTipChoice(choice?.tipChoice ?? null);
        setOpened(page);
        setCurrent(found);
        setSettings(site?.checkoutSettings);
        setEmail(found.buyerInfo?.email ?? '');
        setShipping(addressOf(found));
        setDetailsSaved(!!found.buyerInfo?.email && !!found.shippingInfo?.shippingDestination?.address);
      })
      .catch((error: unknown) =>
        setFailed(
          error instanceof OpenError ? error.message : 'This checkout cannot be opened now; try again.',
        ),
      );
  }, [sessionId]);

  return {
    opened,
    failed,
    current,
    setCurrent,
    settings,
    tipOffer,
    tipChoice,
    setTipChoice,
    email,
    setEmail,
    shipping,
    setShipping,
    detailsSaved,
    setDetailsSaved,
    savedAddresses,
  };
}

export type OpenedCheckout = ReturnType<typeof useOpenedCheckout>;
