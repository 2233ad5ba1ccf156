import { ApiKeyStrategy, coupons, createClient, currentCart, OAuthStrategy, products } from '@atrium/sdk';
import { useMutation, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { AtriumProvider } from '../provider.js';
import { createQueryClient } from '../query-client.js';
import {
  cartItemCount,
  currentCartCouponMutations,
  currentCartMutations,
  currentCartQueries,
} from './current-cart.js';

const atrium = inject('atrium');
const APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

async function product(name: string) {
  const admin = createClient({
    modules: { products, coupons },
    host: atrium.host,
    auth: ApiKeyStrategy({ apiKey: atrium.apiKey, siteId: atrium.siteId }),
  });
  return admin.products.createProduct({ name, priceData: { price: '3.00' } });
}

function setUp() {
  // Answers wait until the test lets them through, so that what shows before them can be seen.
  const gates: Array<() => void> = [];
  const client = createClient({
    modules: { currentCart },
    host: atrium.host,
    auth: OAuthStrategy({ clientId: atrium.clientId }),
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input);
      if (url.pathname.includes('add-to-cart')) await new Promise<void>((open) => gates.push(open));
      return fetch(input, init);
    },
  });
  const queryClient = createQueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AtriumProvider client={client} queryClient={queryClient}>
      {children}
    </AtriumProvider>
  );
  return { client, queryClient, wrapper, release: () => gates.splice(0).forEach((open) => open()) };
}

describe('the optimistic current cart against the real server', () => {
  it('shows an add at once, then the server’s line; an empty cart is null, not an error', async () => {
    const mug = await product('Optimistic mug');
    const { client, queryClient, wrapper, release } = setUp();
    const { result } = renderHook(
      () => ({
        cart: useQuery(currentCartQueries.cart(client)),
        add: useMutation(currentCartMutations.add(client, queryClient)),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    expect(result.current.cart.data).toBeNull();

    const lineItems = [{ quantity: 2, catalogReference: { appId: APP_ID, catalogItemId: mug._id } }];
    act(() =>
      result.current.add.mutate({ lineItems, preview: { productName: { original: 'Optimistic mug' } } }),
    );
    await waitFor(() => expect(cartItemCount(result.current.cart.data)).toBe(2));
    const shown = result.current.cart.data!.lineItems[0]!;
    expect(shown._id).toMatch(/^optimistic-/);
    expect(shown.productName?.original).toBe('Optimistic mug');

    // A second add of the same item adds to the shown line before either answer is in.
    act(() => result.current.add.mutate({ lineItems }));
    await waitFor(() => expect(cartItemCount(result.current.cart.data)).toBe(4));
    expect(result.current.cart.data!.lineItems).toHaveLength(1);

    release();
    await waitFor(() => expect(result.current.add.isPending).toBe(false));
    await waitFor(() => expect(result.current.cart.data!.lineItems[0]!._id).not.toMatch(/^optimistic-/));
    expect(result.current.cart.data!.lineItems[0]!.quantity).toBe(4);
    expect(result.current.cart.data!.lineItems[0]!.lineItemPrice?.amount).toBe('12.00');
  });

  it('puts the cart back when a change fails', async () => {
    const { client, queryClient, wrapper, release } = setUp();
    const { result } = renderHook(
      () => ({
        cart: useQuery(currentCartQueries.cart(client)),
        add: useMutation(currentCartMutations.add(client, queryClient)),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.cart.isSuccess).toBe(true));
    const bad = [{ quantity: 1, catalogReference: { appId: APP_ID, catalogItemId: 'x'.repeat(37) } }];
    act(() => result.current.add.mutate({ lineItems: bad }));
    await waitFor(() => expect(cartItemCount(result.current.cart.data)).toBe(1));
    release();
    await waitFor(() => expect(result.current.add.isError).toBe(true));
    expect(result.current.cart.data).toBeNull();
  });

  it('applies a coupon once the server accepts it, and the totals follow; a refused code is an error', async () => {
    const admin = createClient({
      modules: { coupons },
      host: atrium.host,
      auth: ApiKeyStrategy({ apiKey: atrium.apiKey, siteId: atrium.siteId }),
    });
    await admin.coupons.createCoupon({ code: 'REACT20', type: 'PERCENTAGE', percentage: 20 });
    const mug = await product('Coupon mug');
    const { client, queryClient, wrapper, release } = setUp();
    const { result } = renderHook(
      () => {
        const cart = useQuery(currentCartQueries.cart(client));
        // Other files of this project change the site's shipping and fees at the same time: leave them out.
        const estimate = { calculateShipping: false, calculateAdditionalFees: false };
        return {
          cart,
          // As a page asks: once the cart has lines.
          totals: useQuery({
            ...currentCartQueries.totals(client, estimate),
            enabled: !!cart.data?.lineItems.length,
          }),
          add: useMutation(currentCartMutations.add(client, queryClient)),
          apply: useMutation(currentCartCouponMutations.apply(client, queryClient)),
          remove: useMutation(currentCartCouponMutations.remove(client, queryClient)),
        };
      },
      { wrapper },
    );
    act(() =>
      result.current.add.mutate({
        lineItems: [{ quantity: 2, catalogReference: { appId: APP_ID, catalogItemId: mug._id } }],
      }),
    );
    await waitFor(() => {
      release();
      expect(result.current.add.isSuccess).toBe(true);
    });
    await waitFor(() => expect(result.current.totals.data?.priceSummary?.total?.amount).toBe('6.00'));
    act(() => result.current.apply.mutate({ couponCode: 'NOPE' }));
    await waitFor(() => expect(result.current.apply.isError).toBe(true));
    act(() => result.current.apply.mutate({ couponCode: 'react20' }));
    await waitFor(() => expect(result.current.totals.data?.priceSummary?.total?.amount).toBe('4.80'));
    expect(result.current.cart.data?.appliedDiscounts?.[0]?.coupon?.code).toBe('REACT20');
    act(() => result.current.remove.mutate());
    await waitFor(() => expect(result.current.totals.data?.priceSummary?.total?.amount).toBe('6.00'));
  });
});
