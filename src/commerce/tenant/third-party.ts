// Which third-party scripts a shop loads, from where, and with which consent (SPEC §7; docs/third-party.md,
// decision 0035). Read by the shop layout (what the browser loads) and the proxy (what the CSP allows).
import type { Env } from '@/platform/config/env';
import type { Tenant } from './tenants';

export type ConsentGroup = 'C0001' | 'C0002' | 'C0003' | 'C0004';

export interface ThirdPartyScripts {
  /** The tag manager: loaded after the page is interactive, with all of `consent`; `disabled` is its disable option. */
  tagManager?: { src: string; containerId: string; consent: ConsentGroup[]; disabled: boolean };
  /** Speed kit's install script: a performance tool without personal data (necessary, decision 0035). */
  speedKit?: { src: string };
  /** The loyalty partner's bootstrap script: only in shops with a programme, with marketing consent. */
  loyalty?: { src: string; programme: 'payback' | 'joe'; consent: ConsentGroup[] };
}

export const defaultTagManagerOrigin = 'https://www.googletagmanager.com';

type ScriptEnv = Pick<
  Env,
  | 'GTM_CONTAINER_IDS'
  | 'GTM_URLS'
  | 'GTM_DISABLED'
  | 'SKIP_GTM'
  | 'GTM_CONSENT_GROUPS'
  | 'SPEEDKIT_URL'
  | 'LOYALTY_SCRIPT_STAGE'
  | 'LOYALTY_SCRIPT_STAGING_URL'
  | 'LOYALTY_SCRIPT_PRODUCTION_URL'
>;

const appliesTo = (value: 'all' | string[], key: string) => value === 'all' || value.includes(key);

export function thirdPartyScripts(tenant: Pick<Tenant, 'key' | 'flags' | 'loyalty'>, config: ScriptEnv): ThirdPartyScripts {
  const scripts: ThirdPartyScripts = {};
  const containerId = config.GTM_CONTAINER_IDS[tenant.key];
  if (containerId && !appliesTo(config.SKIP_GTM, tenant.key)) {
    const origin = config.GTM_URLS[tenant.key] ?? defaultTagManagerOrigin;
    scripts.tagManager = {
      src: `${origin}/gtm.js?id=${encodeURIComponent(containerId)}&l=dataLayer`,
      containerId,
      consent: config.GTM_CONSENT_GROUPS,
      disabled: appliesTo(config.GTM_DISABLED, tenant.key),
    };
  }
  if (tenant.flags.speedKit && config.SPEEDKIT_URL) scripts.speedKit = { src: config.SPEEDKIT_URL };
  const loyaltyUrl =
    config.LOYALTY_SCRIPT_STAGE === 'production'
      ? config.LOYALTY_SCRIPT_PRODUCTION_URL
      : config.LOYALTY_SCRIPT_STAGE === 'staging'
        ? config.LOYALTY_SCRIPT_STAGING_URL
        : undefined;
  if (tenant.loyalty && tenant.flags.loyalty && loyaltyUrl)
    scripts.loyalty = { src: loyaltyUrl, programme: tenant.loyalty, consent: ['C0004'] };
  return scripts;
}

/** The origins the shop's Content-Security-Policy allows for these scripts (and their requests). */
export function thirdPartyOrigins(scripts: ThirdPartyScripts): string[] {
  return [
    ...new Set(
      [scripts.tagManager?.src, scripts.speedKit?.src, scripts.loyalty?.src]
        .filter((src): src is string => src !== undefined)
        .map((src) => new URL(src).origin),
    ),
  ];
}
