// GET /api/customer/export: "download my data" for the fully logged-in customer (a soft or anonymous visitor gets
// 401 with the level, the page then asks for the password). A JSON file to keep: attachment, nosniff, never cached.
// Limited per customer; logged with the outcome, never the contents.
import { exportCustomerData } from '@/commerce/privacy/export-customer-data';
import { consume, type LimitRule } from '@/platform/rate-limit/rate-limiter';
import { accountRequest } from '@/api/http/require-customer';
import { downloadResponse, privateJson } from '@/api/http/responses';

/** Far above what a person needs (one download, maybe a second), a brake on a script pulling it again and again. */
export const exportLimit: LimitRule = { name: 'customer-export', points: 10, durationSeconds: 60 * 60 };

export async function getCustomerExport(request: Request): Promise<Response> {
  const who = await accountRequest(request, { write: false });
  if (!who.ok) return who.response;
  const { scope, db } = who;
  const limited = await consume(exportLimit, `${scope.shop.tenant.key}:${who.customer.id}`);
  if (!limited.allowed) {
    scope.log.info({ event: 'data-export', outcome: 'rate-limited' }, 'privacy');
    return privateJson({ error: 'EXPORT_RATE_LIMITED', retryAfterSeconds: limited.retryAfterSeconds }, 429, {
      'retry-after': String(limited.retryAfterSeconds),
    });
  }
  const data = await exportCustomerData(db, scope.shop, who.customer.id);
  if (!data) return privateJson({ error: 'CUSTOMER_NOT_LOGGED_IN', level: 'anonymous' }, 401);
  scope.log.info({ event: 'data-export', outcome: 'sent', orders: data.orders.length }, 'privacy');
  const day = data.exportedAt.slice(0, 10);
  const filename = `${scope.shop.tenant.brand.toLowerCase()}-${data.account.customerNumber}-${day}.json`;
  return downloadResponse(`${JSON.stringify(data, null, 2)}\n`, 'application/json; charset=utf-8', filename);
}
