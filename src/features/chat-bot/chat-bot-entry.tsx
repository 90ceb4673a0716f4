// The chat bot on a service-help page (decision 0029), when the page is one it is shown on: the launcher with its
// messages, the contact form's page if the shop serves it, and the phone and customer-service hours. Nothing personal:
// the page stays cacheable, and the answers come from POST /api/chat-bot.
import { getTranslations } from 'next-intl/server';
import { chatBotShownOn } from '@/commerce/chat-bot/chat-bot-placement';
import { servesRoute } from '@/commerce/tenant/served-routes';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { ClientMessages } from '@/features/shared/page/client-messages';
import { OfficeHours } from '@/features/shell/office-hours';
import { buildPath } from '@/platform/routing/router';
import { ChatBotLauncher } from './chat-bot-launcher';

export async function ChatBotEntry({ shop, path }: { shop: ShopContext; path: readonly string[] }) {
  if (!chatBotShownOn(shop.tenant.flags, shop.locale, path)) return null;
  const footer = await getTranslations({ locale: shop.locale, namespace: 'footer' });
  const contactHref = servesRoute(shop.tenant.flags, '/service/contact')
    ? buildPath('/service/contact', shop.locale, shop.tenant.locales)
    : null;
  return (
    <ClientMessages locale={shop.locale} namespaces={['chatBot']}>
      <ChatBotLauncher
        contactHref={contactHref}
        phone={shop.tenant.phone}
        hours={<OfficeHours title={footer('customerServiceHours')} rules={shop.tenant.hours.customerService} locale={shop.locale} />}
      />
    </ClientMessages>
  );
}
