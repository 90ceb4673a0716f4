import 'server-only';
// The frame of every checkout step: the step indicator, the step's heading and content, and the compact order
// summary beside it (below it on narrow screens). The client parts get the messages they read.
import type { ReactNode } from 'react';
import type { CheckoutState, CheckoutStep } from '@/commerce/checkout/checkout-types';
import type { ShopContext } from '@/commerce/tenant/shop-context';
import { ClientMessages } from '@/features/shared/page/client-messages';
import type { CheckoutLinks } from './checkout-routes';
import { FocusStepHeading } from './focus-step-heading';
import { OrderSummaryAside } from './order-summary';
import { StepIndicator, type StepEntry } from './step-indicator';

export const checkoutNamespaces = ['checkout', 'shipping', 'financing', 'identity', 'forms', 'errors', 'loyalty'] as const;

/** The steps this shopper goes through: payment protection only for instalments. Premium is no step but an offer on
 *  the review page (issue 21). */
export function visibleSteps(state: CheckoutState | null, links: CheckoutLinks): StepEntry[] {
  const steps: StepEntry[] = [
    { step: 'login', href: '' },
    { step: 'delivery', href: links.deliveryChange },
    { step: 'payment', href: links.paymentChange },
  ];
  if (state?.payment?.method === 'instalments') steps.push({ step: 'protection', href: links.protectionUpdate });
  steps.push({ step: 'review', href: links.review });
  return steps;
}

export function CheckoutFrame({
  shop,
  state,
  links,
  step,
  title,
  children,
  summary = true,
}: {
  shop: ShopContext;
  state: CheckoutState | null;
  links: CheckoutLinks;
  step: CheckoutStep;
  title: string;
  children: ReactNode;
  summary?: boolean;
}) {
  return (
    <ClientMessages locale={shop.locale} namespaces={checkoutNamespaces}>
      <div className="flex flex-col gap-2">
        {/* The premium offer's own page belongs to the review: it is reached from there. */}
        <StepIndicator steps={visibleSteps(state, links)} current={step === 'premium' ? 'review' : step} />
        <div className={`grid items-start gap-3 ${summary ? 'lg:grid-cols-[minmax(0,1fr)_360px]' : ''}`}>
          <section aria-labelledby="checkout-step-heading" className="flex min-w-0 flex-col gap-2">
            <h1 id="checkout-step-heading" tabIndex={-1} className="text-2xl font-bold">
              {title}
            </h1>
            <FocusStepHeading />
            {children}
          </section>
          {summary && <OrderSummaryAside />}
        </div>
      </div>
    </ClientMessages>
  );
}
