// Test support for the client helpers: a fetch that gives one answer (or fails), and the request it was sent.
import { vi } from 'vitest';

export function answering(answer: Response | Error) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

export function firstRequest(spy: ReturnType<typeof answering>) {
  const [url, init] = spy.mock.calls[0]!;
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
}
