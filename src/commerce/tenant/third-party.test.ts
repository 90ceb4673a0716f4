import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/platform/config/env';
import { getTenant } from './tenants';
import { thirdPartyOrigins, thirdPartyScripts } from './third-party';

const config = (extra: Record<string, string>) =>
  parseEnv({
    GTM_CONTAINER_IDS: 'de=GTM-ABC123,at=GTM-ATX999,ch=GTM-CHX111',
    SPEEDKIT_URL: 'https://speedkit.example/install.js',
    LOYALTY_SCRIPT_STAGING_URL: 'https://staging.loyalty.example/bootstrap.js',
    LOYALTY_SCRIPT_PRODUCTION_URL: 'https://loyalty.example/bootstrap.js',
    ...extra,
  });

describe('third-party scripts per shop (decision 0035)', () => {
  it('loads the tag manager of the shop’s container from Google unless an address is configured', () => {
    const de = thirdPartyScripts(getTenant('de'), config({}));
    expect(de.tagManager).toEqual({
      src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123&l=dataLayer',
      containerId: 'GTM-ABC123',
      consent: ['C0002', 'C0004'],
      disabled: false,
    });
    const at = thirdPartyScripts(getTenant('at'), config({ GTM_URLS: 'at=https://sgtm.example.at/' }));
    expect(at.tagManager?.src).toBe('https://sgtm.example.at/gtm.js?id=GTM-ATX999&l=dataLayer');
    expect(thirdPartyScripts(getTenant('nl'), config({})).tagManager).toBeUndefined();
  });

  it('drops the tag manager with the environment’s skip flag and passes its disable option on', () => {
    expect(thirdPartyScripts(getTenant('de'), config({ SKIP_GTM: 'true' })).tagManager).toBeUndefined();
    expect(thirdPartyScripts(getTenant('de'), config({ GTM_DISABLED: 'true' })).tagManager?.disabled).toBe(true);
    expect(thirdPartyScripts(getTenant('de'), config({ SKIP_GTM: 'at,ch' })).tagManager).toBeDefined();
    expect(thirdPartyScripts(getTenant('at'), config({ SKIP_GTM: 'at,ch' })).tagManager).toBeUndefined();
    expect(thirdPartyScripts(getTenant('de'), config({ GTM_DISABLED: 'at' })).tagManager?.disabled).toBe(false);
    expect(thirdPartyScripts(getTenant('at'), config({ GTM_DISABLED: 'at' })).tagManager?.disabled).toBe(true);
    expect(() => config({ SKIP_GTM: 'maybe' })).toThrow(/SKIP_GTM/);
    expect(() => config({ GTM_CONTAINER_IDS: 'de=UA-123' })).toThrow(/GTM_CONTAINER_IDS/);
    expect(() => config({ GTM_CONSENT_GROUPS: 'C0009' })).toThrow(/GTM_CONSENT_GROUPS/);
  });

  it('loads the loyalty bootstrap only in shops with a programme, from the configured stage', () => {
    expect(thirdPartyScripts(getTenant('de'), config({})).loyalty).toEqual({
      src: 'https://staging.loyalty.example/bootstrap.js',
      programme: 'payback',
      consent: ['C0004'],
    });
    expect(thirdPartyScripts(getTenant('at'), config({ LOYALTY_SCRIPT_STAGE: 'production' })).loyalty?.src).toBe(
      'https://loyalty.example/bootstrap.js',
    );
    expect(thirdPartyScripts(getTenant('de'), config({ LOYALTY_SCRIPT_STAGE: 'off' })).loyalty).toBeUndefined();
    expect(thirdPartyScripts(getTenant('ch'), config({})).loyalty).toBeUndefined();
    expect(thirdPartyScripts(getTenant('nl'), config({})).loyalty).toBeUndefined();
  });

  it('loads speed kit where the flag is on and its address is set; nothing is loaded without configuration', () => {
    expect(thirdPartyScripts(getTenant('de'), config({})).speedKit?.src).toBe('https://speedkit.example/install.js');
    expect(thirdPartyScripts(getTenant('de'), parseEnv({}))).toEqual({});
    expect(thirdPartyOrigins(thirdPartyScripts(getTenant('de'), config({})))).toEqual([
      'https://www.googletagmanager.com',
      'https://speedkit.example',
      'https://staging.loyalty.example',
    ]);
  });
});
