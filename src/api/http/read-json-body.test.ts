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

describe('readJsonBody on a stream without a length', () => {
  it('stops reading once the cap is passed', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode('x'.repeat(64)));
        if (pulled > 1000) controller.close();
      },
    });
    const streamed = new Request('http://localhost/api/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(await readJsonBody(streamed, 256)).toEqual({ ok: false, reason: 'too-large' });
    expect(pulled).toBeLessThan(10);
  });
});
