// Who asks: the identity use cases need the client's address (per-address limits) and the session secrets the
// request presented (a login ends the session it replaces; a logout ends the one presented).
import type { SessionCredentials } from '@/platform/auth/session-store';

export interface Requester {
  address: string;
  credentials: SessionCredentials;
}
