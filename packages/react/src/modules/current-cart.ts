/**
 * Query and mutation options for the caller's current cart, with an optimistic cart: an add, a quantity
 * change or a removal shows at once, and the server's answer then replaces it (as Hydrogen's
 * `useOptimisticCart` does). A failed change puts back what was there. Answers may arrive out of order, so an
 * answer only replaces the cart when its revision is not older than the one shown; when the last change
 * settles, the cart is read again.
 */
import { isApplicationError, type BoundModule, type currentCart } from '@atrium/sdk';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CallerMutationOptions } from '../mutations.js';
import { atriumKeys } from '../query-keys.js';

/** Any client made with the current-cart module (`createClient({ modules: { currentCart }, auth })`). */
export interface CurrentCartClient {
  currentCart: BoundModule<typeof currentCart>;
}

type Cart = currentCart.Cart;
type Line = currentCart.LineItem;
/** No cart yet is an empty cart, not an error. */
export type CartData = Cart | null;

/** An add, with what the page already knows of the item (name, price, image) to show before the answer. */
export interface AddToCartVariables extends currentCart.AddToCartOptions {
  preview?: Partial<Line>;
}

const keys = atriumKeys.currentCart;
let placeholders = 0;

export const currentCartQueries = {
  cart: (client: CurrentCartClient) =>
    queryOptions({
      queryKey: keys.cart(),
      queryFn: async (): Promise<CartData> => {
        try {
          return await client.currentCart.getCurrentCart();
        } catch (error) {
          if (isApplicationError(error) && error.code === 'OWNED_CART_NOT_FOUND') return null;
          throw error;
        }
      },
    }),
  /** The cart priced by the server (discounts, shipping, tax, fees), for an address if one is given. */
  totals: (client: CurrentCartClient, estimate?: currentCart.EstimateTotalsOptions) =>
    queryOptions({
      queryKey: keys.totals(estimate),
      queryFn: () => client.currentCart.estimateCurrentCartTotals(estimate),
    }),
};

/** The number of items in a cart (the header's badge). */
export const cartItemCount = (cart: CartData | undefined) =>
  (cart?.lineItems ?? []).reduce((sum, line) => sum + (line.quantity ?? 0), 0);

const sameItem = (a: Line['catalogReference'], b: Line['catalogReference']) =>
  !!a &&
  !!b &&
  a.appId === b.appId &&
  a.catalogItemId === b.catalogItemId &&
  JSON.stringify(a.options ?? {}) === JSON.stringify(b.options ?? {});

function optimisticAdd(cart: CartData, { lineItems, preview }: AddToCartVariables): CartData {
  const lines = [...(cart?.lineItems ?? [])];
  for (const item of lineItems ?? []) {
    const at = lines.findIndex((line) => sameItem(line.catalogReference, item.catalogReference));
    const quantity = item.quantity ?? 1;
    if (at >= 0) lines[at] = { ...lines[at]!, quantity: (lines[at]!.quantity ?? 0) + quantity };
    else
      lines.push({
        ...preview,
        _id: `optimistic-${++placeholders}`,
        quantity,
        catalogReference: item.catalogReference,
      } as Line);
  }
  return { ...(cart ?? ({ revision: '0' } as Cart)), lineItems: lines };
}

interface OptimisticSpec<V> {
  name: string;
  call: (client: CurrentCartClient, variables: V) => Promise<{ cart: Cart }>;
  apply: (cart: CartData, variables: V) => CartData;
}

function optimistic<V>(spec: OptimisticSpec<V>) {
  return (
    client: CurrentCartClient,
    queryClient: QueryClient,
    options: CallerMutationOptions<{ cart: Cart }, V> = {},
  ) =>
    mutationOptions<{ cart: Cart }, Error, V, { previous: CartData | undefined }>({
      ...(options as object),
      mutationKey: keys.mutation(spec.name),
      mutationFn: (variables) => spec.call(client, variables),
      async onMutate(variables) {
        await queryClient.cancelQueries({ queryKey: keys.cart() });
        const previous = queryClient.getQueryData<CartData>(keys.cart());
        queryClient.setQueryData<CartData>(keys.cart(), spec.apply(previous ?? null, variables));
        return { previous };
      },
      // TanStack's callbacks take four or five arguments: the last ones come as one rest tuple.
      onError(error, variables, ...[result, context]) {
        queryClient.setQueryData<CartData>(keys.cart(), result?.previous ?? null);
        options.onError?.(error, variables, undefined, context);
      },
      async onSuccess(data, variables, ...[_result, context]) {
        const shown = queryClient.getQueryData<CartData>(keys.cart());
        if (!shown || Number(data.cart.revision ?? 0) >= Number(shown.revision ?? 0))
          queryClient.setQueryData<CartData>(keys.cart(), data.cart);
        await options.onSuccess?.(data, variables, undefined, context);
      },
      async onSettled(data, error, ...[variables, _result, context]) {
        // The last change to settle reads the cart again: every answer is in by then.
        if (queryClient.isMutating({ mutationKey: keys.all }) <= 1)
          await queryClient.invalidateQueries({ queryKey: keys.all, exact: false });
        await options.onSettled?.(data, error, variables, undefined, context);
      },
    });
}

export const currentCartMutations = {
  add: optimistic<AddToCartVariables>({
    name: 'add',
    call: (client, { preview: _preview, ...request }) => client.currentCart.addToCurrentCart(request),
    apply: optimisticAdd,
  }),
  setQuantity: optimistic<{ lineItemId: string; quantity: number }>({
    name: 'set-quantity',
    call: (client, { lineItemId, quantity }) =>
      client.currentCart.updateCurrentCartLineItemQuantity([{ id: lineItemId, quantity }]),
    apply: (cart, { lineItemId, quantity }) =>
      cart && {
        ...cart,
        lineItems: cart.lineItems.map((line) => (line._id === lineItemId ? { ...line, quantity } : line)),
      },
  }),
  remove: optimistic<{ lineItemIds: string[] }>({
    name: 'remove',
    call: (client, { lineItemIds }) => client.currentCart.removeLineItemsFromCurrentCart(lineItemIds),
    apply: (cart, { lineItemIds }) =>
      cart && { ...cart, lineItems: cart.lineItems.filter((line) => !lineItemIds.includes(line._id ?? '')) },
  }),
};

/** A coupon is checked by the server first (it may be unknown, expired, used up), so it is not optimistic. */
function couponChange<V>(
  name: string,
  call: (client: CurrentCartClient, variables: V) => Promise<{ cart: Cart }>,
) {
  return (
    client: CurrentCartClient,
    queryClient: QueryClient,
    options: CallerMutationOptions<{ cart: Cart }, V> = {},
  ) =>
    mutationOptions<{ cart: Cart }, Error, V>({
      ...(options as object),
      mutationKey: keys.mutation(name),
      mutationFn: (variables) => call(client, variables),
      async onSuccess(data, variables, ...[_result, context]) {
        queryClient.setQueryData<CartData>(keys.cart(), data.cart);
        await queryClient.invalidateQueries({ queryKey: keys.totals(), exact: false });
        await options.onSuccess?.(data, variables, undefined, context);
      },
    });
}

export const currentCartCouponMutations = {
  apply: couponChange<{ couponCode: string }>('apply-coupon', async (client, { couponCode }) => ({
    cart: await client.currentCart.updateCurrentCart({ couponCode }),
  })),
  remove: couponChange<void>('remove-coupon', (client) => client.currentCart.removeCouponFromCurrentCart()),
};
