import { Link } from './routing';

/** Any path the shop has no page for: said plainly, with the way back, rather than the home page again. */
export function NotFoundPage() {
  return (
    <section data-testid="not-found">
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link href="/">Back to the shop</Link>
      </p>
    </section>
  );
}
