// The breadcrumb of a listing: a navigation landmark for people and a schema.org BreadcrumbList for search engines.
export interface Crumb {
  name: string;
  /** The public path; the current page's link is not rendered. */
  href: string;
  /** Absolute URL for the structured data. */
  url: string;
}

/** JSON inside <script> must not be able to close the tag. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export function Breadcrumb({ label, crumbs }: { label: string; crumbs: Crumb[] }) {
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap gap-x-1">
        {crumbs.map((c, i) => {
          const current = i === crumbs.length - 1;
          return (
            <li key={c.href} className="flex items-center gap-1">
              {i > 0 && <span aria-hidden="true">›</span>}
              {current ? (
                <span aria-current="page">{c.name}</span>
              ) : (
                <a href={c.href} className="inline-block py-0.5">
                  {c.name}
                </a>
              )}
            </li>
          );
        })}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structured) }} />
    </nav>
  );
}
