// POST /api/preview/end: ends the content preview in this browser (src/api/content/preview-endpoints.ts).
import { postPreviewEnd } from '@/api/content/preview-endpoints';

export const POST = postPreviewEnd;
export const dynamic = 'force-dynamic';
