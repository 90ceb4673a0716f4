// A link to the newsletter settings, sent to the address (src/api/newsletter/manage-endpoints.ts).
import { postManageLink } from '@/api/newsletter/manage-endpoints';

export const POST = postManageLink;
