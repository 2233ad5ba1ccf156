import { categoriesQueries, useAtriumClient } from '@atrium/react';
import { imageUrl, isAtriumError } from '@atrium/sdk';
import { useQuery } from '@tanstack/react-query';
import { STORE_TREE, type StoreClient } from '../client';
import { Breadcrumbs } from './breadcrumbs';
import { CategoryItems } from './category-items';
import { SubcategoryList } from './subcategory-list';

/** One category of the store: where it sits, what is below it, and its items. */
export function CategoryPage({ slug, host }: { slug: string; host: string }) {
  const client = useAtriumClient<StoreClient>();
  const found = useQuery(
    categoriesQueries.bySlug(client, {
      treeReference: STORE_TREE,
      slug,
      fields: ['BREADCRUMBS_INFO', 'DESCRIPTION'],
    }),
  );
  if (found.isPending) return <p className="muted">Loading…</p>;
  if (found.isError)
    return (
      <p role="alert" className="error">
        {isAtriumError(found.error) && found.error.status === 404
          ? 'There is no such category in this store.'
          : 'This category cannot be shown right now.'}
      </p>
    );
  const { category } = found.data;
  return (
    <article>
      <Breadcrumbs category={category} />
      <h1>{category.name}</h1>
      {category.image && (
        <img className="category-image" src={imageUrl(host, category.image, { width: 512 })} alt="" />
      )}
      {category.description && <p>{category.description}</p>}
      <SubcategoryList category={category} />
      <CategoryItems category={category} host={host} />
    </article>
  );
}
