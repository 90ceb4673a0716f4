// A payment attempt's outcome for its owner or its payment link's holder (src/api/payment/payment-attempt-endpoint.ts).
import { getPaymentAttempt } from '@/api/payment/payment-attempt-endpoint';

export async function GET(request: Request, { params }: { params: Promise<{ attemptId: string }> }) {
  return getPaymentAttempt(request, (await params).attemptId);
}
export const dynamic = 'force-dynamic';
