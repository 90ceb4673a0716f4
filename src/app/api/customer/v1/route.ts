// Customer info, SPEC §7 (src/api/identity/customer-endpoint.ts).
import { getCustomer } from '@/api/identity/customer-endpoint';

export const GET = getCustomer;
export const dynamic = 'force-dynamic';
