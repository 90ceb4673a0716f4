import { describe, expect, it } from 'vitest';
import { readJsonBody } from './read-json-body';

const request = (body: string) => new Request('http://localhost/api/x', { method: 'POST', body });

describe('readJsonBody', () => {
  it('reads JSON within the cap', async () => {
    expect(await readJsonBody(request('{"a":1}'), 100)).toEqual({ ok: true, value: { a: 1 } });
  });

  it('calls a malformed body malformed, without the parser’s message', async () => {
    expect(await readJsonBody(request('{"a":'), 100)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a body over the cap', async () => {
    expect(await readJsonBody(request(`"${'x'.repeat(200)}"`), 100)).toEqual({ ok: false, reason: 'too-large' });
  });
});
