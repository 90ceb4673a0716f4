// Reads a JSON request body with a size cap, so a client cannot make the server buffer megabytes of junk.
export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: 'too-large' | 'malformed' };

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return { ok: false, reason: 'too-large' };
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) return { ok: false, reason: 'too-large' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}
