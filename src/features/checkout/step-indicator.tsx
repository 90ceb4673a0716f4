// The checkout's steps as an ordered list in a nav: the current one marked with aria-current="step", the ones done
// as links back to them, the ones ahead as plain text (they cannot be skipped to).
import { useTranslations } from 'next-intl';
import type { CheckoutStep } from '@/commerce/checkout/checkout-types';

export interface StepEntry {
  step: CheckoutStep;
  /** Empty: a step done that has no page to go back to (the login). */
  href: string;
}

export function StepIndicator({ steps, current }: { steps: StepEntry[]; current: CheckoutStep }) {
  const t = useTranslations('checkout.steps');
  const currentIndex = steps.findIndex((s) => s.step === current);
  return (
    // The steps wrap on a narrow phone rather than scroll sideways: all of them stay in sight (WCAG 1.4.10 reflow).
    <nav aria-label={t('label')}>
      <ol className="flex flex-wrap gap-x-1 text-sm sm:gap-x-2">
        {steps.map(({ step, href }, index) => {
          const done = index < currentIndex;
          const isCurrent = index === currentIndex;
          const content = (
            <>
              <span
                aria-hidden="true"
                className={`grid size-3 shrink-0 place-items-center rounded-full text-xs font-bold ${
                  isCurrent || done ? 'bg-brand text-on-brand' : 'border border-line text-muted'
                }`}
              >
                {done ? '✓' : index + 1}
              </span>
              <span>{t(step)}</span>
              {done && <span className="sr-only"> ({t('done')})</span>}
            </>
          );
          return (
            <li key={step} className="flex items-center">
              {done && href ? (
                <a href={href} className="inline-flex min-h-6 items-center gap-0.5 px-0.5 text-link underline-offset-2 hover:underline">
                  {content}
                </a>
              ) : (
                <span
                  aria-current={isCurrent ? 'step' : undefined}
                  className={`inline-flex min-h-6 items-center gap-0.5 px-0.5 ${isCurrent ? 'font-bold text-ink' : 'text-muted'}`}
                >
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
