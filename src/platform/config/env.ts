// The one place that reads the environment. Validated with zod at start; a bad value stops the app with a
// message that names the variable and what it expected.
import { z } from 'zod';
import { parseProxyEntry } from '@/platform/http/ip-address';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    })
    .refine((v) => v === undefined || URL.canParse(v), { message: 'is not a valid URL' });

/** `key=value,key=value` into a map, each value checked; `what` names the expected pairs in the error message. */
const keyValueMap = (valid: (value: string) => boolean, what: string, normalize: (value: string) => string = (v) => v) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      const map: Record<string, string> = {};
      if (!v) return map;
      for (const pair of v.split(',')) {
        const [key, value] = pair.split('=').map((s) => s.trim());
        if (!key || !value || !valid(value)) {
          ctx.addIssue({ code: 'custom', message: `expects ${what} pairs separated by commas, got "${pair}"` });
          return z.NEVER;
        }
        map[key] = normalize(value);
      }
      return map;
    });

/** `de=https://www.lindenberg.de,at=…`: the production URL per tenant. */
const tenantUrlMap = keyValueMap((url) => URL.canParse(url), 'key=https://host', (url) => url.replace(/\/$/, ''));

/** `de=service@example.de,at=…`: where each shop's contact requests go (the service team's inbox). */
const tenantEmailMap = keyValueMap((email) => z.email().safeParse(email).success, 'key=address');

/** `10.0.0.0/8, 192.0.2.7, ::1`: the proxies whose X-Forwarded-For is believed (src/platform/http/client-address.ts). */
const proxyList = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    const entries = (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    for (const entry of entries) {
      if (!parseProxyEntry(entry)) {
        ctx.addIssue({ code: 'custom', message: `expects addresses or CIDR blocks separated by commas, got "${entry}"` });
        return z.NEVER;
      }
    }
    return entries;
  });

/** Development-only signing secrets: fine for localhost, refused for a deployment with public hosts (below). */
export const devSecrets = {
  PAYMENT_PROVIDER_SECRET: 'dev-only-payment-provider-secret-do-not-use-in-production',
  PAYLINK_SECRET: 'dev-only-paylink-secret-do-not-use-in-production',
} as const;

const secret = (name: keyof typeof devSecrets) =>
  z.string().trim().min(32, { message: 'must be at least 32 characters' }).default(devSecrets[name]);

/**
 * `PAYMENT_TEST_MODE`: the shops whose payments the test provider simulates. `all`/`true`, `none`/`false`, or tenant
 * keys (`de,at,ch,nl`). Unset: every shop outside production while PAYMENT_PROVIDER=test, none in production.
 */
const testModeList = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): 'all' | string[] | undefined => {
    if (v === undefined || v === '') return undefined;
    const lower = v.toLowerCase();
    if (lower === 'all' || lower === 'true') return 'all';
    if (lower === 'none' || lower === 'false') return [];
    const keys = lower.split(',').map((k) => k.trim()).filter(Boolean);
    if (keys.some((k) => !/^[a-z]{2}$/.test(k))) {
      ctx.addIssue({ code: 'custom', message: 'expects all, none, true, false or tenant keys separated by commas (de,at,ch,nl)' });
      return z.NEVER;
    }
    return keys;
  });

/** Optional text; empty counts as unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** Variables whose values never go into an error message (they end up in logs). */
const hiddenValues = new Set(['INTEGRATION_API_KEYS', 'ADYEN_API_KEY', 'ADYEN_HMAC_KEY', 'OPERATOR_PASSWORD']);

/** `true`/`false`, or the tenant keys it applies to (`de,at`): a switch per shop. */
const tenantSwitch = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): 'all' | string[] => {
    const lower = (v ?? '').toLowerCase();
    if (lower === '' || ['false', '0', 'no', 'off'].includes(lower)) return [];
    if (['true', '1', 'yes', 'on', 'all'].includes(lower)) return 'all';
    const keys = lower.split(',').map((k) => k.trim()).filter(Boolean);
    if (keys.some((k) => !/^[a-z]{2}$/.test(k))) {
      ctx.addIssue({ code: 'custom', message: 'expects true, false or tenant keys separated by commas (de,at,ch,nl)' });
      return z.NEVER;
    }
    return keys;
  });

/** `de=GTM-ABC123,at=…`: the tag manager's container per tenant; a tenant without one loads no tag manager. */
const containerMap = keyValueMap((id) => /^GTM-[A-Z0-9]{4,12}$/.test(id), 'key=GTM-XXXXXXX');

/** `C0002,C0004`: consent groups of the banner (SPEC §4). */
const consentGroups = z
  .string()
  .trim()
  .default('C0002,C0004')
  .transform((v, ctx) => {
    const groups = v.split(',').map((g) => g.trim()).filter(Boolean);
    if (groups.some((g) => !/^C000[1-4]$/.test(g))) {
      ctx.addIssue({ code: 'custom', message: 'expects consent groups C0001–C0004 separated by commas' });
      return z.NEVER;
    }
    return groups as ('C0001' | 'C0002' | 'C0003' | 'C0004')[];
  });

/** The ERP integration API's development keys, one per tenant (docs/orders.md); a deployment sets its own. */
export const devIntegrationApiKeys = 'de=dev-only-erp-key-de-0123456789,at=dev-only-erp-key-at-0123456789,ch=dev-only-erp-key-ch-0123456789,nl=dev-only-erp-key-nl-0123456789';

/** `de=<key>,at=<key>`: the integration API key per tenant, each at least 24 characters. */
const tenantKeyMap = z
  .string()
  .trim()
  .default(devIntegrationApiKeys)
  .transform((v, ctx) => {
    const map: Record<string, string> = {};
    for (const pair of v.split(',').filter((p) => p.trim())) {
      const [key, secret] = pair.split('=').map((s) => s.trim());
      if (!key || !secret || secret.length < 24) {
        ctx.addIssue({ code: 'custom', message: 'expects tenant=key pairs (keys of 24+ characters) separated by commas' });
        return z.NEVER;
      }
      map[key] = secret;
    }
    return map;
  });

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Set by Next.js while it builds: the build is not the running shop, the start checks the payment rules. */
    NEXT_PHASE: z.string().optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** The port shoppers reach the shop on when a proxy in front listens elsewhere (start:cluster); unset: PORT. */
    PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
    /**
     * PostgreSQL connections per instance. More connections than the database's cores make transactions wait on
     * each other's CPU instead of in the pool's queue: at 32 shoppers ordering at once, a pool of 32 halved the
     * orders/s of one of 10 and doubled the p95 (docs/benchmarks.md, decision 0068). Unset: the pool's default (client.ts).
     */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
    REDIS_URL: optionalUrl(['redis://', 'rediss://']),
    CONTENT_DIR: z.string().trim().min(1).default('./content'),
    CONTENT_BASE_URL: optionalUrl(['http://', 'https://']),
    CONTENT_TOKEN: z.string().trim().optional(),
    GATEWAY_URL: z.string().trim().min(1).default('/api/gateway'),
    TENANT_BASE_URLS: tenantUrlMap,
    /** The service inbox per shop for contact requests; unset: kundenservice@ the shop's host. */
    SERVICE_INBOXES: tenantEmailMap,
    /** Load balancers and proxies in front of the app; empty: every client talks to the app directly. */
    TRUSTED_PROXIES: proxyList,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
    SEED: z
      .enum(['auto', 'never'])
      .default('auto')
      .describe('auto: seed demo data into an empty database at start'),
    /** HMAC key shared with the payment provider: it signs callbacks and hosted-page links (src/commerce/payment). */
    PAYMENT_PROVIDER_SECRET: secret('PAYMENT_PROVIDER_SECRET'),
    /** HMAC key of the payment links (/paylink?token=…): the shop's own, never given to the provider. */
    PAYLINK_SECRET: secret('PAYLINK_SECRET'),
    /**
     * HS256 key of the content preview's entry links (decision 0045). Unset: a development value outside production,
     * and no preview at all in production (previewSecret below).
     */
    PREVIEW_SECRET: z.string().trim().min(32, { message: 'must be at least 32 characters' }).optional(),
    /** The ERP integration API's keys per tenant; a deployment ignores the development ones (src/api/integration). */
    INTEGRATION_API_KEYS: tenantKeyMap,
    /** Who takes the shops' card, wallet and bank payments (docs/payments.md, decision 0017). */
    PAYMENT_PROVIDER: z.enum(['test', 'adyen']).default('test'),
    PAYMENT_TEST_MODE: testModeList,
    /** Adyen: API key of the web-service user, merchant account, HMAC key of the standard webhook (hex). */
    ADYEN_API_KEY: optionalText,
    ADYEN_MERCHANT_ACCOUNT: optionalText,
    ADYEN_HMAC_KEY: optionalText.refine((v) => v === undefined || /^([0-9a-fA-F]{2}){16,}$/.test(v), {
      message: 'must be the hex HMAC key from the Customer Area (at least 32 hex digits)',
    }),
    ADYEN_ENVIRONMENT: z.enum(['test', 'live']).default('test'),
    /** The live endpoints' prefix (Customer Area → Developers → API URLs); needed for ADYEN_ENVIRONMENT=live. */
    ADYEN_LIVE_URL_PREFIX: optionalText,
    /** Replaces Adyen's host (tests point it at a local stand-in). */
    ADYEN_API_BASE_URL: optionalUrl(['http://', 'https://']),
    // Third-party scripts (SPEC §7; docs/third-party.md, decision 0035).
    /** The tag manager's container per tenant; unset for a tenant: no tag manager there. */
    GTM_CONTAINER_IDS: containerMap,
    /** The tag manager's address per tenant (a server-side tagging host); unset: Google's. */
    GTM_URLS: tenantUrlMap,
    /** The tag manager's disable option: off unless the URL has `skipPTcheck` (performance tests run without it). */
    GTM_DISABLED: tenantSwitch,
    /** The environment's skip flag: no tag manager at all, whatever the URL says (all shops or the ones named). */
    SKIP_GTM: tenantSwitch,
    /** The consent groups the tag manager needs, all of them (SPEC §4: C0002 statistics, C0004 marketing). */
    GTM_CONSENT_GROUPS: consentGroups,
    /** Speed kit's install script (shops with the speedKit flag); unset: no speed kit. */
    SPEEDKIT_URL: optionalUrl(['https://', 'http://']),
    /** Which of the loyalty partner's bootstrap scripts loads: its staging or its production address. */
    LOYALTY_SCRIPT_STAGE: z.enum(['staging', 'production', 'off']).default('staging'),
    LOYALTY_SCRIPT_STAGING_URL: optionalUrl(['https://', 'http://']),
    LOYALTY_SCRIPT_PRODUCTION_URL: optionalUrl(['https://', 'http://']),
    /** The web-vitals dashboard's operator (not a customer account); unset: the dashboard answers 404. */
    OPERATOR_USER: optionalText,
    OPERATOR_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 16, {
      message: 'must be at least 16 characters',
    }),
    /** Days single web-vitals beacons are kept before they are rolled up into daily figures (decision 0036). */
    VITALS_RAW_DAYS: z.coerce.number().int().min(1).max(365).default(14),
    /**
     * `on`: the request header x-test-clock (an ISO date-time) sets the shop's clock for the banners of dynamically
     * rendered pages, so browser tests can see a date window open and close (decision 0043). Refused in production
     * unless every shop's payments are simulated (a demo or test deployment).
     */
    TEST_CLOCK_HEADER: z.enum(['on', 'off']).default('off').transform((v) => v === 'on'),
    /** Days the daily web-vitals figures are kept. */
    VITALS_DAILY_DAYS: z.coerce.number().int().min(30).max(3650).default(400),
    /**
     * The request header in which the CDN in front names the visitor's country (decision 0048: Cloudflare's
     * `cf-ipcountry`; `x-vercel-ip-country`, `cloudfront-viewer-country` … behind others); empty: none is read.
     */
    GEO_COUNTRY_HEADER: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]*$/, { message: 'must be a header name' })
      .default('cf-ipcountry'),
    /** The app per tenant, as the link that leads to it (a store page or a link that opens the right store); unset for a tenant: no app banner there (decision 0048). */
    APP_LINKS: keyValueMap((url) => /^https?:\/\//.test(url) && URL.canParse(url), 'key=https://…'),
  })
  .superRefine((value, ctx) => {
    if ((value.OPERATOR_USER === undefined) !== (value.OPERATOR_PASSWORD === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [value.OPERATOR_USER === undefined ? 'OPERATOR_USER' : 'OPERATOR_PASSWORD'],
        message: 'must be set together with OPERATOR_USER and OPERATOR_PASSWORD',
      });
    const production = value.NODE_ENV === 'production' && value.NEXT_PHASE !== 'phase-production-build';
    const testShops = paymentTestShops(value);
    // The development secrets are public (they are in this file): a production build never runs on them. A production
    // build on localhost (the browser tests) sets its own.
    const needed: (keyof typeof devSecrets)[] = ['PAYLINK_SECRET'];
    if (testShops === 'all' || testShops.length > 0) needed.push('PAYMENT_PROVIDER_SECRET');
    for (const name of needed) {
      if (production && value[name] === devSecrets[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be set when NODE_ENV=production (the built-in development value is public)',
        });
    }
    if (production && value.PAYMENT_PROVIDER === 'test' && testShops !== 'all' && testShops.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'is "test", which takes no real payments, and the test provider is off in production: set PAYMENT_PROVIDER=adyen, or PAYMENT_TEST_MODE=de,at,ch,nl (or all) for a demo shop',
      });
    if (production && value.TEST_CLOCK_HEADER && testShops !== 'all')
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_CLOCK_HEADER'],
        message: 'may only be on in production for a demo deployment whose payments are all simulated (PAYMENT_TEST_MODE=all)',
      });
    if (value.PAYMENT_PROVIDER === 'adyen') {
      for (const name of ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_HMAC_KEY'] as const)
        if (!value[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when PAYMENT_PROVIDER=adyen' });
      if (value.ADYEN_ENVIRONMENT === 'live' && !value.ADYEN_LIVE_URL_PREFIX)
        ctx.addIssue({ code: 'custom', path: ['ADYEN_LIVE_URL_PREFIX'], message: 'must be set when ADYEN_ENVIRONMENT=live' });
    }
  });

/**
 * The shops whose payments the test provider simulates: what PAYMENT_TEST_MODE says; unset, every shop outside
 * production while PAYMENT_PROVIDER=test (the development default), and none in production.
 */
export function paymentTestShops(
  value: { NODE_ENV: string; PAYMENT_PROVIDER: 'test' | 'adyen'; PAYMENT_TEST_MODE?: 'all' | string[] },
): 'all' | string[] {
  if (value.PAYMENT_TEST_MODE !== undefined) return value.PAYMENT_TEST_MODE;
  return value.NODE_ENV !== 'production' && value.PAYMENT_PROVIDER === 'test' ? 'all' : [];
}

export type Env = z.infer<typeof envSchema>;

/** Development-only key of the preview links; public (it is in this file), so production never falls back to it. */
export const devPreviewSecret = 'dev-only-preview-secret-do-not-use-in-production';

/** The key the preview links are signed with, or null: production without PREVIEW_SECRET offers no preview. */
export function previewSecret(value: Pick<Env, 'NODE_ENV' | 'PREVIEW_SECRET'> = env()): string | null {
  return value.PREVIEW_SECRET ?? (value.NODE_ENV === 'production' ? null : devPreviewSecret);
}

export class EnvError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // A secret's value never goes into an error message (it ends up in logs).
      const got = name in devSecrets || hiddenValues.has(name) ? '(hidden)' : `"${source[name] ?? ''}"`;
      return `${issue.path.join('.') || '(env)'} ${issue.message} (got ${got})`;
    }),
  );
}

let cached: Env | undefined;

/** The validated environment of this process, read once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
