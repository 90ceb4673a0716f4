// GET /api/customer/export: "download my data" for the fully logged-in customer (a soft or anonymous visitor gets
// 401 with the level, the page then asks for the password). A JSON file to keep: attachment, nosniff, never cached.
// Limited per customer; logged with the outcome, never the contents.
import { currentCustomer } from '@/commerce/customer/current-customer';
import { exportCustomerData } from '@/commerce/privacy/export-customer-data';
import { consume, type LimitRule } from '@/platform/rate-limit/rate-limiter';
import { getDb } from '@/platform/db/database';
import { requestScope } from '@/api/http/request-shop-context';
import { noStore, privateJson } from '@/api/http/responses';
import { readCredentials } from '@/api/identity/session-cookies';

/** Far above what a person needs (one download, maybe a second), a brake on a script pulling it again and again. */
export const exportLimit: LimitRule = { name: 'customer-export', points: 10, durationSeconds: 60 * 60 };

export async function getCustomerExport(request: Request): Promise<Response> {
  const scope = requestScope(request);
  const db = await getDb();
  const current = await currentCustomer(db, scope.shop, readCredentials(request));
  if (current.level !== 'full') return privateJson({ error: 'CUSTOMER_NOT_LOGGED_IN', level: current.level }, 401);
  const limited = await consume(exportLimit, `${scope.shop.tenant.key}:${current.customer.id}`);
  if (!limited.allowed) {
    scope.log.info({ event: 'data-export', outcome: 'rate-limited' }, 'privacy');
    return privateJson({ error: 'EXPORT_RATE_LIMITED', retryAfterSeconds: limited.retryAfterSeconds }, 429, {
      'retry-after': String(limited.retryAfterSeconds),
    });
  }
  const data = await exportCustomerData(db, scope.shop, current.customer.id);
  if (!data) return privateJson({ error: 'CUSTOMER_NOT_LOGGED_IN', level: 'anonymous' }, 401);
  scope.log.info({ event: 'data-export', outcome: 'sent', orders: data.orders.length }, 'privacy');
  const day = data.exportedAt.slice(0, 10);
  const filename = `${scope.shop.tenant.brand.toLowerCase()}-${data.account.customerNumber}-${day}.json`.replace(/[^\w.-]/g, '-');
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      ...noStore,
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'x-content-type-options': 'nosniff',
    },
  });
}
