// Texts and messages of the newsletter sheet, loaded when it opens (src/api/newsletter/sheet-endpoint.ts).
import { getSheet } from '@/api/newsletter/sheet-endpoint';

export const GET = getSheet;
