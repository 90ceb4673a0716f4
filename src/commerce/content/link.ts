// Links in content: a route key of the routing table (localized for each language), a public path without the
// locale prefix (CMS and category pages), or an external https, mailto or tel link. Parsed once, here.
import { z } from 'zod';
import { servesRoute } from '@/commerce/tenant/served-routes';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { buildPath, localePrefix } from '@/platform/routing/router';
import { routeTable, type RouteKey } from '@/platform/routing/route-table';

/** Routes with parameters are linked by their public path (/p/…, /c/…) instead. */
export type StaticRouteKey = Exclude<RouteKey, `${string}[${string}`>;

export type LinkTarget =
  | { kind: 'route'; route: StaticRouteKey; suffix: string }
  | { kind: 'path'; path: string }
  | { kind: 'external'; url: string };

const isStaticRouteKey = (value: string): value is StaticRouteKey =>
  Object.hasOwn(routeTable, value) && !value.includes('[');

/** A query or fragment after a route key or path: `?areaKey=servicePromotionTeaser`, `#faq`. */
const splitSuffix = (value: string): [string, string] => {
  const at = value.search(/[?#]/);
  return at === -1 ? [value, ''] : [value.slice(0, at), value.slice(at)];
};

/** A path of URL-safe characters; not protocol-relative (//host), which would leave the shop. */
const publicPath = /^\/(?!\/)[A-Za-z0-9\-._~%/]*$/;

export function parseLink(value: string): LinkTarget | null {
  if (/^https:\/\/\S+$/.test(value) && URL.canParse(value)) return { kind: 'external', url: value };
  if (/^(mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ]+)$/.test(value))
    return { kind: 'external', url: value.replaceAll(' ', '') };
  const [base, suffix] = splitSuffix(value);
  if (/\s/.test(suffix)) return null;
  if (Object.hasOwn(routeTable, base))
    return isStaticRouteKey(base) ? { kind: 'route', route: base, suffix } : null;
  if (publicPath.test(base) && !base.split('/').some((s) => s === '..' || s === '.'))
    return { kind: 'path', path: value };
  return null;
}

export const linkSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const target = parseLink(value);
    if (!target) {
      ctx.addIssue({
        code: 'custom',
        message: `"${value}" is no route key, public path (/…) or https, mailto or tel link`,
      });
      return z.NEVER;
    }
    return target;
  });

/** Whether the link leads to a page the shop serves: content may name a route that is switched off or not built yet,
 * and such a link is left out (its text stays where it is running text). */
export function linkServed(target: LinkTarget, shop: ShopContext): boolean {
  return target.kind !== 'route' || servesRoute(shop.tenant.flags, target.route);
}

/** The href of a link in the shop's locale, e.g. { route: '/legal/terms' } in fr-CH → /fr/aide-service/cgv. */
export function linkHref(target: LinkTarget, shop: ShopContext): string {
  switch (target.kind) {
    case 'external':
      return target.url;
    case 'route':
      return `${buildPath(target.route, shop.locale, shop.tenant.locales)}${target.suffix}`;
    case 'path': {
      const prefix = localePrefix(shop.locale, shop.tenant.locales);
      return target.path === '/' && prefix ? prefix : `${prefix}${target.path}`;
    }
  }
}
