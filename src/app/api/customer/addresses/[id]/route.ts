// One address of the customer's book (src/api/checkout/address-endpoints.ts).
import { putAddress, removeAddress } from '@/api/checkout/address-endpoints';

type Context = { params: Promise<{ id: string }> };

export async function PUT(request: Request, { params }: Context) {
  return putAddress(request, (await params).id);
}

export async function DELETE(request: Request, { params }: Context) {
  return removeAddress(request, (await params).id);
}

export const dynamic = 'force-dynamic';
