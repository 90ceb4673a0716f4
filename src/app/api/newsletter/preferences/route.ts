// The unsubscribe form: frequency, pause, unsubscribe per brand (src/api/newsletter/manage-endpoints.ts).
import { postPreferences } from '@/api/newsletter/manage-endpoints';

export const POST = postPreferences;
