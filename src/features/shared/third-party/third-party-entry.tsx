'use client';
// The loader's code arrives after hydration (clientOnly), so the scripts cost the first load nothing.
import { clientOnly } from '@/features/shared/lazy/client-only';

export const ThirdPartyEntry = clientOnly(() => import('./third-party-scripts').then((m) => m.ThirdPartyScripts));
