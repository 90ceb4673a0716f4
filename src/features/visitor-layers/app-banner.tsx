'use client';
// The app banner (SPEC §2; decision 0048): on phones, a bar fixed to the bottom of the screen that leads to the
// shop's app. Dismissed once, it stays away in this browser; never in the checkout (VisitorLayers decides that).
import { useTranslations } from 'next-intl';
import { CloseIcon } from '@/features/shell/icons';
import { rememberAppBannerDismissed } from './remembered-choice';

export interface AppBannerProps {
  brand: string;
  /** Where the app is: a store page, or a link that opens the right store. */
  href: string;
  onClose: () => void;
}

export function AppBanner({ brand, href, onClose }: AppBannerProps) {
  const t = useTranslations('visitorLayers');
  return (
    <section
      aria-label={t('appLabel')}
      className="fixed inset-x-0 bottom-0 z-40 flex flex-wrap items-center gap-1 border-t border-line bg-surface px-2 py-1 text-ink shadow-lg"
    >
      <p className="min-w-0 grow basis-48 font-semibold">{t('appText', { brand })}</p>
      <a
        href={href}
        rel="noopener"
        className="ml-auto inline-flex min-h-6 shrink-0 items-center rounded bg-brand px-2 font-bold text-on-brand no-underline"
      >
        {t('appOpen')}
      </a>
      <button
        type="button"
        onClick={() => {
          rememberAppBannerDismissed();
          onClose();
        }}
        aria-label={t('appDismiss')}
        className="flex size-6 shrink-0 items-center justify-center rounded border border-line"
      >
        <CloseIcon />
      </button>
    </section>
  );
}
