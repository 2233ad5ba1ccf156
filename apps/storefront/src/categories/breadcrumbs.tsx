import type { categories } from '@atrium/sdk';
import { categoryPath, Link } from '../routing';

/** Home, the category's ancestors (BREADCRUMBS_INFO), and the category itself. */
export function Breadcrumbs({ category }: { category: categories.Category }) {
  const crumbs = category.breadcrumbsInfo?.breadcrumbs ?? [];
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <ol>
        <li>
          <Link href="/">Home</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.categoryId}>
            <Link href={categoryPath(crumb.categorySlug)}>{crumb.categoryName}</Link>
          </li>
        ))}
        <li aria-current="page">{category.name}</li>
      </ol>
    </nav>
  );
}
