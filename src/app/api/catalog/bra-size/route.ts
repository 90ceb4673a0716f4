// The bra size finder (src/api/catalog/bra-size-endpoint.ts).
import { postBraSize } from '@/api/catalog/bra-size-endpoint';

export const POST = postBraSize;
export const dynamic = 'force-dynamic';
