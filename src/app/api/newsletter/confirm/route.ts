// The double opt-in link's confirmation (src/api/newsletter/subscription-endpoints.ts).
import { postConfirm } from '@/api/newsletter/subscription-endpoints';

export const POST = postConfirm;
