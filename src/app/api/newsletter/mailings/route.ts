// Leave the market-research mailing or the personalised newsletter (src/api/newsletter/manage-endpoints.ts).
import { postLeaveMailing } from '@/api/newsletter/manage-endpoints';

export const POST = postLeaveMailing;
