// Newsletter sign-up with double opt-in (src/api/newsletter/subscription-endpoints.ts).
import { postSubscribe } from '@/api/newsletter/subscription-endpoints';

export const POST = postSubscribe;
