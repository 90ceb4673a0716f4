// The header's service flyout (SPEC §7 service-flyout menu): the content's help links, filtered to pages the shop
// serves (load-shell-data), and the phone service with its hours (the footer's component, decision 0028).
import { getTranslations } from 'next-intl/server';
import type { Tenant } from '@/commerce/tenant/tenants';
import type { Locale } from '@/platform/i18n/locales';
import { Disclosure } from '@/features/shared/disclosure/disclosure';
import { escapeHtml, htmlLink } from './markup';
import { ServiceHours } from './service-hours';
import type { ServiceMenu } from './shell-types';

/**
 * The help links' groups as finished markup (markup.ts says why). The links' look is set once on the box ([&_a]:),
 * not in each link, in the HTML and again in the RSC payload (issue 22).
 */
export function serviceGroupsHtml(groups: ServiceMenu['groups']): string {
  return groups
    .map((group) => {
      const items = group.links.map((link) => `<li>${htmlLink(link.href, link.label)}</li>`);
      return `<section><h2 class="mb-0.5 font-semibold">${escapeHtml(group.title)}</h2><ul>${items.join('')}</ul></section>`;
    })
    .join('');
}

export async function ServiceFlyout({ menu, tenant, locale }: { menu: ServiceMenu; tenant: Tenant; locale: Locale }) {
  const t = await getTranslations('shell');
  return (
    <Disclosure
      label={menu.title ?? t('service')}
      buttonClassName="flex min-h-[44px] items-center gap-0.5 px-0.5 text-sm font-semibold text-ink hover:text-link"
      panelClassName="absolute inset-x-2 top-full z-50 max-h-[80vh] overflow-y-auto rounded border border-line bg-page p-2 text-ink shadow-lg md:left-auto md:w-[52rem] md:max-w-[calc(100%-2rem)]"
    >
      <div className="flex flex-col gap-2 md:flex-row">
        {/* As many columns as the panel's width holds, whatever the theme's breakpoints. */}
        <div
          className="grid flex-1 grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-2 [&_a]:flex [&_a]:min-h-[32px] [&_a]:items-center [&_a]:text-ink [&_a]:no-underline [&_a]:hover:underline"
          dangerouslySetInnerHTML={{ __html: serviceGroupsHtml(menu.groups) }}
        />
        <section className="border-t border-line pt-2 md:w-[16rem] md:border-l md:border-t-0 md:pl-2 md:pt-0">
          <h2 className="mb-0.5 font-semibold">{t('servicePhone')}</h2>
          <ServiceHours tenant={tenant} locale={locale} />
        </section>
      </div>
    </Disclosure>
  );
}
