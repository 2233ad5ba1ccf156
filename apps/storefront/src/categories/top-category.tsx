import type { categories } from '@atrium/sdk';
import { useState } from 'react';
import { categoryPath, Link } from '../routing';
import { SubcategoryMenu } from './subcategory-menu';

/** A top category in the menu: its link, and its subcategories on hover or with its button. */
export function TopCategory({ category }: { category: categories.Category }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="top-category" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <Link href={categoryPath(category.slug)}>{category.name}</Link>
      <button
        type="button"
        aria-expanded={open}
        aria-label={`Subcategories of ${category.name}`}
        onClick={() => setOpen(!open)}
      >
        ▾
      </button>
      {open && <SubcategoryMenu parentId={category._id} label={category.name} />}
    </li>
  );
}
