// The one place that reads the environment. Validated with zod at start; a bad value stops the app with a
// message that names the variable and what it expected.
import { z } from 'zod';

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
        ctx.addIssue({ code: 'custom', message: `expects key=https://host pairs separated by commas, got "${pair}"` });
        return z.NEVER;
      }
      map[key] = url.replace(/\/$/, '');
    }
    return map;
  });

export const envSchema = z.object({
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
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  SEED: z
    .enum(['auto', 'never'])
    .default('auto')
    .describe('auto: seed demo data into an empty database at start'),
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
    result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'} ${issue.message} (got "${source[String(issue.path[0])] ?? ''}")`),
  );
}

let cached: Env | undefined;

/** The validated environment of this process, read once. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
