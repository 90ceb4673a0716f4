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

/** `de=https://www.example.de,at=https://www.example.at` → { de: 'https://www.example.de', ... } */
const tenantUrlMap = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx) => {
    const map: Record<string, string> = {};
    if (!v) return map;
    for (const pair of v.split(',')) {
      const [key, url] = pair.split('=').map((s) => s.trim());
      if (!key || !url || !URL.canParse(url)) {
        ctx.addIssue({
          code: 'custom',
          message: `expects key=https://host pairs separated by commas, got "${pair}"`,
        });
        return z.NEVER;
      }
      map[key] = url.replace(/\/$/, '');
    }
    return map;
  });

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
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
    REDIS_URL: optionalUrl(['redis://', 'rediss://']),
    CONTENT_DIR: z.string().trim().min(1).default('./content'),
    CONTENT_BASE_URL: optionalUrl(['http://', 'https://']),
    CONTENT_TOKEN: z.string().trim().optional(),
    GATEWAY_URL: z.string().trim().min(1).default('/api/gateway'),
    TENANT_BASE_URLS: tenantUrlMap,
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
    /** The ERP integration API's keys per tenant; a deployment ignores the development ones (src/api/integration). */
    INTEGRATION_API_KEYS: tenantKeyMap,
  })
  // A production build that serves public hosts (TENANT_BASE_URLS set) is a real deployment: it must bring its own
  // secrets. A production build on localhost (npm start, the browser tests) may run on the development ones.
  .superRefine((value, ctx) => {
    if (value.NODE_ENV !== 'production' || Object.keys(value.TENANT_BASE_URLS).length === 0) return;
    for (const name of Object.keys(devSecrets) as (keyof typeof devSecrets)[]) {
      if (value[name] === devSecrets[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be set in production (a deployment with TENANT_BASE_URLS)',
        });
    }
  });

export type Env = z.infer<typeof envSchema>;

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
      const got = name in devSecrets || name === 'INTEGRATION_API_KEYS' ? '(hidden)' : `"${source[name] ?? ''}"`;
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
