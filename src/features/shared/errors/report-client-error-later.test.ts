// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportClientErrorLater } from './report-client-error-later';

afterEach(() => vi.restoreAllMocks());

describe('reporting a client error from a boundary', () => {
  it('loads the reporter, logs to the console and sends the error to the server log', async () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    reportClientErrorLater(new Error('kaputt'), { component: 'Reviews' });
    await vi.waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    expect((beacon.mock.calls[0] as unknown[])[0]).toBe('/api/client-errors');
    expect(console).toHaveBeenCalledWith('[Reviews]', expect.any(Error));
  });
});
