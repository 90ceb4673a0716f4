// The subscription a signed link or the logged-in customer reaches (src/api/newsletter/manage-endpoints.ts).
import { postReadSubscription } from '@/api/newsletter/manage-endpoints';

export const POST = postReadSubscription;
