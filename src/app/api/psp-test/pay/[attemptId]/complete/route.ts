// The test page's pay / fail / cancel: the provider calls the shop back, then returns the shopper (303).
import { postPspTestComplete } from '@/api/payment/psp-test-endpoints';

export async function POST(request: Request, { params }: { params: Promise<{ attemptId: string }> }) {
  return postPspTestComplete(request, (await params).attemptId);
}
export const dynamic = 'force-dynamic';
