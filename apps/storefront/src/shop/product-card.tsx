import type { products } from '@atrium/sdk';
import { imageUrl } from '@atrium/sdk';
import { Link, productPath } from '../routing';

/** One product of a grid: its picture, name, price (from the lowest variant) and whether it can be had. */
export function ProductCard({ product, host }: { product: products.Product; host: string }) {
  const { priceData, priceRange, stock } = product;
  const from = priceRange.minValue !== priceRange.maxValue;
  return (
    <li className="product-card" data-testid="product-card">
      <Link href={productPath(product.slug)}>
        {product.images[0] && <img src={imageUrl(host, product.images[0], { width: 320 })} alt="" />}
        <span className="name">{product.name}</span>
      </Link>
      <span className="price">
        {from ? `From ${priceData.currency} ${priceRange.minValue}` : priceData.formatted.price}
        {priceData.compareAtPrice && !from && <s className="muted"> {priceData.formatted.compareAtPrice}</s>}
      </span>
      {!stock.inStock && <span className="sold-out">Sold out</span>}
    </li>
  );
}

export function ProductGrid({ items, host }: { items: products.Product[]; host: string }) {
  if (!items.length) return <p className="muted">Nothing here yet.</p>;
  return (
    <ul className="product-grid" data-testid="product-grid">
      {items.map((product) => (
        <ProductCard key={product._id} product={product} host={host} />
      ))}
    </ul>
  );
}
