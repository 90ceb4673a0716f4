// An invoice or credit note as its stored PDF (src/api/invoicing/invoice-endpoints.ts).
import { getInvoiceDocument } from '@/api/invoicing/invoice-endpoints';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ documentNumber: string }> }) {
  return getInvoiceDocument(request, (await params).documentNumber);
}
