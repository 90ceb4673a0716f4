'use client';
// The header's basket link with the item count, filled in on the client (the cached header holds nobody's data,
// ARCHITECTURE rule 6; read by basket-count-sync.tsx after hydration), and the place where the outcome of an add
// shows: the basket layer, or an error toast.
import { clientOnly } from '@/features/shared/lazy/client-only';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useToast } from '@/features/shared/toast/toast-provider';
import { HeaderIconLink } from '@/features/shared/header/header-icon-link';
import { BagIcon } from '@/features/shell/icons';
import { basketCount, reportAddOutcome, useAddOutcome } from './basket-events';
import { useLive } from '@/features/shared/client-data/live-store';
import { configureGateway } from '@/features/shared/client-data/gateway-request';
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
  const count = useLive(basketCount);

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
      <HeaderIconLink
        href={href}
        icon={<BagIcon />}
        label={label}
        count={count}
        countText={count !== undefined ? shell('itemCount', { count }) : undefined}
      />
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
