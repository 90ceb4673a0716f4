// The session token of the client session manager (src/api/identity/session-endpoint.ts).
import { getSessionToken } from '@/api/identity/session-endpoint';

export const GET = getSessionToken;
export const dynamic = 'force-dynamic';
