import { z } from 'zod';
import { requestScope } from '@/api/http/request-shop-context';
import { readJsonBody } from '@/api/http/read-json-body';
import { beaconLimit, limitByAddress } from '@/api/http/limit-request';

const clientErrorSchema = z.object({
  message: z.string().max(500),
  name: z.string().max(100).optional(),
  stack: z.string().max(2000).optional(),
  component: z.string().max(100),
  componentStack: z.string().max(2000).optional(),
  digest: z.string().max(100).optional(),
  pathname: z.string().max(500).optional(),
});

// Errors caught by the client's error boundaries (SPEC §2), written to the server log with the request context.
export async function POST(request: Request) {
  const limited = await limitByAddress(request, beaconLimit);
  if (limited) return limited;
  const { log } = requestScope(request);
  const body = await readJsonBody(request, 16_384);
  const parsed = clientErrorSchema.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) return Response.json({ error: 'invalid payload' }, { status: 400 });
  log.error({ clientError: parsed.data }, 'client error');
  return new Response(null, { status: 204 });
}
