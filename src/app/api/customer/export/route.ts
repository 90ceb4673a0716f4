// "Download my data" (src/api/privacy/export-endpoint.ts).
import { getCustomerExport } from '@/api/privacy/export-endpoint';

export const GET = getCustomerExport;
export const dynamic = 'force-dynamic';
