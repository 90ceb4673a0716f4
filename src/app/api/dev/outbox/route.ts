// The development mail outbox (README "Mail"): the newest mails of DATA_DIR/outbox as JSON. Only in development and
// only while mails go to the folder: the listing holds live reset links.
import { env } from '@/platform/config/env';
import { outboxDir } from '@/platform/mail/mail-transport';
import { listOutbox } from '@/platform/mail/outbox-folder';

export const dynamic = 'force-dynamic';

export async function GET() {
  const { NODE_ENV, SMTP_URL, DATA_DIR } = env();
  if (NODE_ENV !== 'development' || SMTP_URL) return new Response('Not Found', { status: 404 });
  return Response.json(
    { mails: await listOutbox(outboxDir(DATA_DIR)) },
    { headers: { 'cache-control': 'no-store' } },
  );
}
