// The customer's address book (src/api/checkout/address-endpoints.ts).
import { getAddresses, postAddress } from '@/api/checkout/address-endpoints';

export const GET = getAddresses;
export const POST = postAddress;
export const dynamic = 'force-dynamic';
