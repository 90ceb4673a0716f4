// `npm run preview-link -- --tenant de [--path /service-hilfe] [--hours 1]`: the signed entry link of the content
// preview (docs/content.md, decision 0045) for an editor. Signed with PREVIEW_SECRET; the shop's address comes from
// TENANT_BASE_URLS (else the local development host).
import { parseArgs } from 'node:util';
import { redirectOrigin } from '../src/commerce/tenant/resolve-tenant';
import { isTenantKey } from '../src/commerce/tenant/tenants';
import { env, previewSecret } from '../src/platform/config/env';
import { previewLifetime, previewTarget, signPreviewToken } from '../src/platform/content/preview-token';
import { contentApiPaths } from '../src/platform/routing/api-paths/content';

const { values } = parseArgs({
  options: { tenant: { type: 'string', default: 'de' }, path: { type: 'string', default: '/' }, hours: { type: 'string', default: '1' } },
});

const tenant = values.tenant;
const hours = Number(values.hours);
const secret = previewSecret();
if (!isTenantKey(tenant)) throw new Error(`unknown tenant "${tenant}"`);
if (!secret) throw new Error('PREVIEW_SECRET is not set: production offers no preview without it');
if (!(hours > 0 && hours * 3600 <= previewLifetime.maxSeconds)) throw new Error(`--hours must be above 0 and at most ${previewLifetime.maxSeconds / 3600}`);

const token = await signPreviewToken({ tenant, secret, now: new Date(), lifetimeSeconds: Math.round(hours * 3600) });
const url = new URL(contentApiPaths.previewEntry, redirectOrigin(tenant, env().TENANT_BASE_URLS, `${tenant}.localhost:${process.env.PORT ?? 3000}`));
url.searchParams.set('token', token);
url.searchParams.set('path', previewTarget(values.path));
console.log(url.href);
