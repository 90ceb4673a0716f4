// A guest's account afterwards (src/api/identity/guest-endpoints.ts).
import { postGuestAccount } from '@/api/identity/guest-endpoints';

export const POST = postGuestAccount;
