// GET /api/preview?token=…&path=…: the content preview's entry link (src/api/content/preview-endpoints.ts).
import { getPreviewEntry } from '@/api/content/preview-endpoints';

export const GET = getPreviewEntry;
export const dynamic = 'force-dynamic';
