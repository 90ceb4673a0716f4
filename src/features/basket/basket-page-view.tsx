'use client';
// The basket page (/warenkorb): lines, code, totals. Rendered on the client from the gateway, so the cached page
// holds nobody's basket (ARCHITECTURE rule 6).
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { DataProvider } from '@/features/shared/client-data/data-provider';
import { LoadingOrFailed } from '@/features/shared/page/loading-or-failed';
import { BasketLines } from './basket-lines';
import { BasketSummary } from './basket-summary';
import { EmptyBasket } from './empty-basket';
import { useBasket } from './use-basket';
import { VoucherForm } from './voucher-form';

export interface BasketPageLinks {
  home: string;
  checkout: string;
}

export function BasketPageView({ gatewayUrl, links }: { gatewayUrl: string; links: BasketPageLinks }) {
  return (
    <DataProvider gatewayUrl={gatewayUrl}>
      <BasketContent links={links} />
    </DataProvider>
  );
}

function BasketContent({ links }: { links: BasketPageLinks }) {
  const t = useTranslations('basket');
  const state = useBasket();
  const { basket } = state;
  // view_cart once, when the basket is first shown with goods.
  const viewed = useRef(false);
  useEffect(() => {
    if (!basket || basket.lines.length === 0 || viewed.current) return;
    viewed.current = true;
    void import('./basket-analytics').then((m) => m.trackViewCart(basket));
  }, [basket]);

  if (!basket) {
    return (
      <LoadingOrFailed
        failed={state.failed}
        loadingText={t('loading')}
        failedText={t('loadFailed')}
        onRetry={state.reload}
      />
    );
  }
  if (basket.lines.length === 0) return <EmptyBasket homeHref={links.home} />;

  return (
    <div className="grid items-start gap-3 lg:grid-cols-[1fr_360px]">
      <BasketLines basket={basket} state={state} />
      <div className="flex flex-col gap-2 rounded border border-line bg-surface p-2">
        <VoucherForm basket={basket} state={state} />
        <BasketSummary basket={basket} checkoutHref={links.checkout} />
      </div>
    </div>
  );
}
