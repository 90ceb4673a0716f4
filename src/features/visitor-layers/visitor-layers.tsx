'use client';
// The layers a visitor may get on top of any page (decision 0048): the geo-country offer and, on phones, the app
// banner. Nothing of them is in the server's HTML, which is cached and the same for everyone: after hydration, and
// only when the visitor has not answered yet, the browser asks /api/geo/offer and checks the screen width, and only
// then loads the layer's code. Both are fixed on top of the page, so nothing on it moves (CLS 0).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { clientOnly } from '@/features/shared/lazy/client-only';
import { useHydrated } from '@/features/shared/lazy/use-hydrated';
import { geoOfferPath } from '@/platform/routing/api-paths/geo';
import type { AppBannerProps } from './app-banner';
import type { GeoShop } from './geo-country-dialog';
import { appBannerDismissed, geoChoice } from './remembered-choice';

const GeoCountryDialog = clientOnly(() => import('./geo-country-dialog').then((m) => m.GeoCountryDialog));
const AppBanner = clientOnly(() => import('./app-banner').then((m) => m.AppBanner));

/** Phones: below the themes' 600 px breakpoint (docs/decisions/0004). */
const phoneQuery = '(max-width: 599.98px)';

export interface VisitorLayersProps {
  /** The other shops, when the flag `geoCountryLayer` is on; null when it is off. */
  geoShops: GeoShop[] | null;
  /** The shop's app, when one is configured (APP_LINKS). */
  app: Omit<AppBannerProps, 'onClose'> | null;
  /** The checkout's path prefix in this locale: no app banner there. */
  checkoutPath: string;
}

const inCheckout = (pathname: string, checkoutPath: string) =>
  pathname === checkoutPath || pathname.startsWith(`${checkoutPath}/`);

type GeoState = 'asking' | { offer: GeoShop } | 'done';

function subscribePhone(onChange: () => void) {
  const media = window.matchMedia(phoneQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const usePhone = () =>
  useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia(phoneQuery).matches,
    () => false,
  );

export function VisitorLayers({ geoShops, app, checkoutPath }: VisitorLayersProps) {
  const hydrated = useHydrated();
  const phone = usePhone();
  const [geo, setGeo] = useState<GeoState>('asking');
  const [appClosed, setAppClosed] = useState(false);
  // Read in the browser only: on the server and while hydrating, `hydrated` is false and nothing shows.
  const geoAnswered = hydrated && (!geoShops || geoChoice() !== null);

  useEffect(() => {
    if (!geoShops || geoChoice() !== null) return;
    let cancelled = false;
    const ask = async () => {
      let shop: GeoShop | undefined;
      try {
        const response = await fetch(geoOfferPath, { headers: { accept: 'application/json' } });
        const { country } = response.ok ? ((await response.json()) as { country: string | null }) : { country: null };
        shop = geoShops.find((s) => s.country === country);
      } catch {
        // Offline or refused: no offer this time.
      }
      if (!cancelled) setGeo(shop ? { offer: shop } : 'done');
    };
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => void ask());
    return () => {
      cancelled = true;
    };
  }, [geoShops]);

  const geoSettled = geoAnswered || geo === 'done';
  const showApp =
    hydrated && app && phone && !appClosed && geoSettled && !appBannerDismissed() && !inCheckout(window.location.pathname, checkoutPath);

  return (
    <>
      {!geoAnswered && typeof geo === 'object' && <GeoCountryDialog shop={geo.offer} onClose={() => setGeo('done')} />}
      {/* One layer at a time: the app banner waits until the geo question is settled. */}
      {showApp && <AppBanner {...app} onClose={() => setAppClosed(true)} />}
    </>
  );
}
