// GET /api/customer/invoices/<number>: an invoice or credit note as the PDF stored when it was made, for its
// customer only (another customer's number and an unknown one read the same "not found"). A file to keep:
// attachment, nosniff, never in a shared cache. Bytes that no longer match their checksum are not served.
import { customerDocument } from '@/commerce/invoicing/invoice-store';
import { servesAccountPage } from '@/commerce/tenant/account-pages';
import { accountRequest } from '@/api/http/require-customer';
import { downloadResponse, privateJson } from '@/api/http/responses';

export async function getInvoiceDocument(request: Request, documentNumber: string): Promise<Response> {
  const who = await accountRequest(request, { write: false });
  if (!who.ok) return who.response;
  const { scope, db } = who;
  const document = servesAccountPage(scope.shop.tenant.flags, '/account/invoices')
    ? await customerDocument(db, scope.shop, who.customer.id, documentNumber)
    : null;
  if (!document) return privateJson({ error: 'INVOICE_NOT_FOUND' }, 404);
  if (!document.intact) {
    scope.log.error({ event: 'invoice-download', outcome: 'checksum-mismatch', documentNumber }, 'invoices');
    return privateJson({ error: 'INVOICE_UNAVAILABLE' }, 503);
  }
  return downloadResponse(Buffer.from(document.pdf), 'application/pdf', `${document.documentNumber}.pdf`);
}
