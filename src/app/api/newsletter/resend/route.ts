// Resend the double opt-in mail (src/api/newsletter/subscription-endpoints.ts).
import { postResend } from '@/api/newsletter/subscription-endpoints';

export const POST = postResend;
