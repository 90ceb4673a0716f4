// The help index of each shop and locale in this process: built from the content on first use and rebuilt after
// HELP_INDEX_TTL_MS (the content's remote revalidation time, SPEC §9), so published help reaches the bot within a
// minute. While a rebuild runs, questions keep the old index. The content stays the source of truth.
import type { ContentOptions } from '@/commerce/content/load-content';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { languageOf } from '@/platform/i18n/locales';
import { errorFields, logger } from '@/platform/logging/logger';
import { buildHelpIndex, type HelpIndex } from './help-index';
import { loadHelpPassages } from './help-passages';

export const HELP_INDEX_TTL_MS = 60_000;

interface Entry {
  index: Promise<HelpIndex>;
  builtAt: number;
  rebuilding: boolean;
}

const KEY = Symbol.for('schaufenster.help-indexes');
type Holder = { [KEY]?: Map<string, Entry> };

function entries(): Map<string, Entry> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= new Map());
}

async function build(shop: ShopContext, options?: ContentOptions): Promise<HelpIndex> {
  return buildHelpIndex(languageOf(shop.locale), await loadHelpPassages(shop, options));
}

export function helpIndexOf(shop: ShopContext, options?: ContentOptions): Promise<HelpIndex> {
  const key = `${shop.tenant.key}:${shop.locale}`;
  const now = Date.now();
  const entry = entries().get(key);
  if (!entry) {
    const fresh: Entry = { index: build(shop, options), builtAt: now, rebuilding: false };
    entries().set(key, fresh);
    // A failed first build is not kept: the next question tries again.
    fresh.index.catch(() => entries().delete(key));
    return fresh.index;
  }
  if (now - entry.builtAt > HELP_INDEX_TTL_MS && !entry.rebuilding) {
    entry.rebuilding = true;
    build(shop, options).then(
      (index) => entries().set(key, { index: Promise.resolve(index), builtAt: Date.now(), rebuilding: false }),
      (error: unknown) => {
        entry.rebuilding = false;
        logger().error({ tenant: shop.tenant.key, locale: shop.locale, ...errorFields(error) }, 'help index rebuild failed');
      },
    );
  }
  return entry.index;
}

/** Forgets every index (tests, and a content publish that must show at once). */
export function forgetHelpIndexes(): void {
  entries().clear();
}
