// The development payment provider's hosted test page (src/api/payment/psp-test-endpoints.ts).
import { getPspTestPage } from '@/api/payment/psp-test-endpoints';

export async function GET(request: Request, { params }: { params: Promise<{ attemptId: string }> }) {
  return getPspTestPage(request, (await params).attemptId);
}
export const dynamic = 'force-dynamic';
