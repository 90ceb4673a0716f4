// GET /api/customer/invoices/<number>: an invoice or credit note as the PDF stored when it was made, for its
// customer only (another customer's number and an unknown one read the same "not found"). A file to keep:
// attachment, nosniff, never in a shared cache. Bytes that no longer match their checksum are not served.
import { currentCustomer } from '@/commerce/customer/current-customer';
import { customerDocument } from '@/commerce/invoicing/invoice-store';
import { servesAccountPage } from '@/commerce/tenant/account-pages';
import { getDb } from '@/platform/db/database';
import { requestScope } from '@/api/http/request-shop-context';
import { noStore, privateJson } from '@/api/http/responses';
import { readCredentials } from '@/api/identity/session-cookies';

export async function getInvoiceDocument(request: Request, documentNumber: string): Promise<Response> {
  const scope = requestScope(request);
  const db = await getDb();
  const current = await currentCustomer(db, scope.shop, readCredentials(request));
  if (current.level !== 'full') return privateJson({ error: 'CUSTOMER_NOT_LOGGED_IN', level: current.level }, 401);
  const document = servesAccountPage(scope.shop.tenant.flags, '/account/invoices')
    ? await customerDocument(db, scope.shop, current.customer.id, documentNumber)
    : null;
  if (!document) return privateJson({ error: 'INVOICE_NOT_FOUND' }, 404);
  if (!document.intact) {
    scope.log.error({ event: 'invoice-download', outcome: 'checksum-mismatch', documentNumber }, 'invoices');
    return privateJson({ error: 'INVOICE_UNAVAILABLE' }, 503);
  }
  return new Response(Buffer.from(document.pdf), {
    headers: {
      ...noStore,
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${document.documentNumber}.pdf"`,
      'x-content-type-options': 'nosniff',
    },
  });
}
