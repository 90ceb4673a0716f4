// A registered return's slip as a PDF (src/api/returns/return-endpoints.ts).
import { getReturnSlip } from '@/api/returns/return-endpoints';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ returnNumber: string }> }) {
  return getReturnSlip(request, (await params).returnNumber);
}
