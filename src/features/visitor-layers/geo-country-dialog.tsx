'use client';
// The geo-country layer (SPEC §2; decision 0048): a visitor who seems to be in another of our shops' countries is
// offered that shop, once. Going there or staying here is remembered; Escape and the backdrop mean staying.
import { useTranslations } from 'next-intl';
import { DialogFrame } from '@/features/shell/dialog-frame';
import type { Tenant } from '@/commerce/tenant/tenants';
import { primaryButtonClass, secondaryButtonClass } from '@/features/shared/forms/field-styles';
import type { Locale } from '@/platform/i18n/locales';
import { rememberGeoChoice } from './remembered-choice';

export interface GeoShop {
  country: Tenant['country'];
  /** The shop's home in its default locale. */
  href: string;
  hrefLang: Locale;
}

export function GeoCountryDialog({ shop, onClose }: { shop: GeoShop; onClose: () => void }) {
  const t = useTranslations('visitorLayers');
  const stay = () => {
    rememberGeoChoice('stay');
    onClose();
  };
  return (
    <DialogFrame title={t('geoHeading', { country: shop.country })} onClose={stay} sheet>
      <p>{t('geoText', { country: shop.country })}</p>
      <div className="flex flex-col gap-1 sm:flex-row">
        <a
          href={shop.href}
          hrefLang={shop.hrefLang}
          onClick={() => rememberGeoChoice('switch')}
          className={`${primaryButtonClass} inline-flex items-center justify-center no-underline`}
        >
          {t('geoSwitch', { country: shop.country })}
        </a>
        <button type="button" onClick={stay} className={secondaryButtonClass}>
          {t('geoStay')}
        </button>
      </div>
    </DialogFrame>
  );
}
