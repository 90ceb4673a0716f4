// RFC 8058 one-click unsubscribe, without login or CSRF header (src/api/newsletter/manage-endpoints.ts).
import { postOneClick } from '@/api/newsletter/manage-endpoints';

export const POST = postOneClick;
