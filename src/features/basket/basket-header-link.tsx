'use client';
// The header's basket link with the item count, filled in on the client (the cached header holds nobody's data,
// ARCHITECTURE rule 6), and the place where the outcome of an add shows: the basket layer, or an error toast.
import { clientOnly } from '@/features/shared/lazy/client-only';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import useSWR from 'swr';
import { useToast } from '@/features/shared/toast/toast-provider';
import { BagIcon } from '@/features/shell/icons';
import { BASKET_COUNT_KEY, reportAddOutcome, useAddOutcome } from './basket-events';
import { configureGateway } from '@/features/shared/client-data/gateway-request';
import { fetchBasketCount } from './fetch-basket-count';
import { basketFailureMessage } from './failure-message';

const BasketLayer = clientOnly(() => import('./basket-layer').then((m) => m.BasketLayer));

export interface BasketHeaderLinkProps {
  href: string;
  label: string;
  /** GATEWAY_URL, read on the server. */
  gatewayUrl: string;
}

export function BasketHeaderLink({ href, label, gatewayUrl }: BasketHeaderLinkProps) {
  const shell = useTranslations('shell');
  const t = useTranslations('basket');
  const toast = useToast();
  const outcome = useAddOutcome();
  useEffect(() => configureGateway(gatewayUrl), [gatewayUrl]);
  const { data: count } = useSWR(BASKET_COUNT_KEY, () => fetchBasketCount(gatewayUrl), {
    shouldRetryOnError: false,
  });

  useEffect(() => {
    if (outcome?.kind !== 'failed') return;
    toast.show({
      message: `${t('client.addFailed')} ${basketFailureMessage(t, outcome.failure)}`,
      tone: 'error',
    });
    reportAddOutcome(null);
  }, [outcome, toast, t]);

  return (
    <>
      <a
        href={href}
        className="flex min-h-[44px] min-w-[44px] flex-col items-center justify-center px-0.5 text-xs text-ink no-underline hover:text-link"
      >
        <span className="relative">
          <BagIcon />
          {count ? (
            <span
              aria-hidden="true"
              className="absolute -right-1 -top-1 grid min-w-[20px] place-items-center rounded-full bg-brand px-0.5 text-xs font-bold leading-[20px] text-on-brand"
            >
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </span>
        <span className="sr-only md:not-sr-only">{label}</span>
        {count !== undefined && <span className="sr-only">, {shell('itemCount', { count })}</span>}
      </a>
      {outcome?.kind === 'added' && (
        <BasketLayer
          key={outcome.at}
          basket={outcome.basket}
          variantSku={outcome.variantSku}
          basketHref={href}
          onClose={() => reportAddOutcome(null)}
        />
      )}
    </>
  );
}
