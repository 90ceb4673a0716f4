// Ordering as a guest (src/api/identity/guest-endpoints.ts).
import { postGuest } from '@/api/identity/guest-endpoints';

export const POST = postGuest;
