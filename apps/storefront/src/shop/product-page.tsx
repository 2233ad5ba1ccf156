import { currentCartMutations, productsQueries, useAtriumClient, useAuthState } from '@atrium/react';
import { imageUrl, isAtriumError, type products } from '@atrium/sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STORE_APP_ID, type StoreClient } from '../client';
import { NotifyMe } from './notify-me';
import { SubscribeChoice } from './subscribe-choice';
import { YouMayAlsoLike } from './also-like';

type Product = products.Product;

/** The variant the chosen options name, once one is chosen for every option. */
function chosenVariant(product: Product, chosen: Record<string, string>) {
  if (!product.productOptions.length) return undefined;
  return product.variants.find((variant) =>
    product.productOptions.every((option) => variant.choices[option.name] === chosen[option.name]),
  );
}

function OptionPicker({
  option,
  value,
  onChange,
}: {
  option: Product['productOptions'][number];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <label className="option">
      {option.name}
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="" disabled>
          Choose {option.name.toLowerCase()}
        </option>
        {option.choices
          .filter((choice) => choice.visible)
          .map((choice) => (
            <option key={choice.value} value={choice.value} disabled={!choice.inStock}>
              {choice.value}
              {choice.inStock ? '' : ' (sold out)'}
            </option>
          ))}
      </select>
    </label>
  );
}

type Variant = Product['variants'][number];

/** What adding the product to the cart sends: the chosen variant and subscription, if any, and the quantity. */
function addition({
  product,
  variant,
  subscription,
  quantity,
}: {
  product: Product;
  variant: Variant | undefined;
  subscription: string | null;
  quantity: number;
}) {
  return {
    lineItems: [
      {
        quantity,
        catalogReference: {
          appId: STORE_APP_ID,
          catalogItemId: product._id,
          ...(variant || subscription
            ? {
                options: {
                  ...(variant ? { variantId: variant._id } : {}),
                  ...(subscription ? { subscriptionOptionId: subscription } : {}),
                },
              }
            : {}),
        },
      },
    ],
    preview: { productName: { original: product.name } },
  };
}

function StockState({ stock }: { stock: Product['stock'] }) {
  return (
    <p data-testid="stock-state" className={stock.inStock ? 'muted' : 'sold-out'}>
      {!stock.inStock
        ? 'Sold out'
        : stock.trackInventory && stock.quantity != null && stock.quantity <= 5
          ? `Only ${stock.quantity} left`
          : 'In stock'}
    </p>
  );
}

function QuantityInput({ value, onChange }: { value: number; onChange: (quantity: number) => void }) {
  return (
    <label className="option">
      Quantity
      <input
        type="number"
        min={1}
        max={100}
        value={value}
        onChange={(event) => onChange(Math.max(1, Number(event.target.value) || 1))}
      />
    </label>
  );
}

function Purchase({ product }: { product: Product }) {
  const client = useAtriumClient<StoreClient>();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState(1);
  const add = useMutation(currentCartMutations.add(client, queryClient));
  const variant = chosenVariant(product, chosen);
  const [subscription, setSubscription] = useState<string | null>(null);
  const signedIn = useAuthState(client.auth).loggedIn;
  const needsChoice = product.productOptions.length > 0 && !variant;
  const price = variant?.priceData ?? product.priceData;
  const stock = variant?.stock ?? product.stock;
  return (
    <>
      <form
        className="purchase"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(addition({ product, variant, subscription, quantity }));
        }}
      >
        <p className="price" data-testid="product-price">
          {price.formatted.price}
          {price.compareAtPrice && <s className="muted"> {price.formatted.compareAtPrice}</s>}
        </p>
        {product.productOptions.map((option) => (
          <OptionPicker
            key={option.name}
            option={option}
            value={chosen[option.name]}
            onChange={(value) => setChosen({ ...chosen, [option.name]: value })}
          />
        ))}
        <SubscribeChoice
          options={product.subscriptionOptions ?? []}
          value={subscription}
          onChange={setSubscription}
          signedIn={signedIn}
        />
        <StockState stock={stock} />
        <QuantityInput value={quantity} onChange={setQuantity} />
        <button
          type="submit"
          disabled={needsChoice || !stock.inStock || add.isPending || (subscription !== null && !signedIn)}
        >
          {needsChoice ? 'Choose options' : 'Add to cart'}
        </button>
        {add.isSuccess && <p role="status">Added to your cart.</p>}
        {add.isError && (
          <p role="alert" className="error">
            {add.error.message}
          </p>
        )}
      </form>
      {!needsChoice && !stock.inStock && <NotifyMe productId={product._id} variantId={variant?._id} />}
    </>
  );
}

/** A product: its pictures, description, options, price, stock, and the add-to-cart form. */
export function ProductPage({ slug, host }: { slug: string; host: string }) {
  const client = useAtriumClient<StoreClient>();
  const found = useQuery(productsQueries.bySlug(client, slug));
  if (found.isPending) return <p className="muted">Loading…</p>;
  if (found.isError)
    return (
      <p role="alert" className="error">
        {isAtriumError(found.error) && found.error.status === 404
          ? 'There is no such product in this store.'
          : 'This product cannot be shown right now.'}
      </p>
    );
  const product = found.data;
  return (
    <article className="product-page">
      <div className="gallery">
        {product.images.map((image) => (
          <img key={image} src={imageUrl(host, image, { width: 480 })} alt={product.name} />
        ))}
      </div>
      <div>
        <h1>{product.name}</h1>
        {product.description && <p>{product.description}</p>}
        <Purchase product={product} />
      </div>
      <YouMayAlsoLike productIds={[product._id]} host={host} />
    </article>
  );
}
