// Register a return from the account (src/api/returns/return-endpoints.ts).
import { postReturn } from '@/api/returns/return-endpoints';

export const POST = postReturn;
export const dynamic = 'force-dynamic';
