// GET/POST /api/orders/{orderNumber}/survey: the survey after an order (src/api/order/order-survey-endpoints.ts).
import { getOrderSurvey, postOrderSurvey } from '@/api/order/order-survey-endpoints';

type Context = { params: Promise<{ orderNumber: string }> };

export async function GET(request: Request, { params }: Context) {
  return getOrderSurvey(request, (await params).orderNumber);
}

export async function POST(request: Request, { params }: Context) {
  return postOrderSurvey(request, (await params).orderNumber);
}

export const dynamic = 'force-dynamic';
