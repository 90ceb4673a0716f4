// @vitest-environment happy-dom
// The loader itself, run in a document: what it adds to the head for each named script.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaintLoader, scriptAfterPaintMeta } from './scripts-after-first-paint';

const run = () => new Function(afterFirstPaintLoader)() as void;
const added = () =>
  [...document.head.querySelectorAll('script')].map((s) => ({
    src: s.getAttribute('src'),
    async: s.hasAttribute('async'),
    crossorigin: s.getAttribute('crossorigin'),
    thirdParty: s.getAttribute('data-third-party'),
  }));

describe('the loader of the scripts named for after the first paint', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds every named script to the head after the first frame, async, in order; a vendor script keeps its crossorigin and name', async () => {
    document.head.innerHTML =
      `<meta name="${scriptAfterPaintMeta}" content="/_next/static/chunks/one.js"/>` +
      `<meta name="${scriptAfterPaintMeta}" content="https://speedkit.example/install.js" data-crossorigin="anonymous" data-third-party="speedKit"/>` +
      `<meta name="${scriptAfterPaintMeta}" content="/_next/static/chunks/two.js"/>` +
      '<meta name="description" content="/not-a-script.js"/>';
    run();
    // The document is parsed before anything is painted: the scripts wait for the frame after it (decision 0075).
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(added()).toEqual([]);
    await vi.waitFor(() => expect(added()).toHaveLength(3));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await new Promise((done) => setTimeout(done, 600));
    // Added once (the fallback after 500 ms and a second event add nothing), in order, async.
    expect(added()).toEqual([
      { src: '/_next/static/chunks/one.js', async: true, crossorigin: null, thirdParty: null },
      {
        src: 'https://speedkit.example/install.js',
        async: true,
        crossorigin: 'anonymous',
        thirdParty: 'speedKit',
      },
      { src: '/_next/static/chunks/two.js', async: true, crossorigin: null, thirdParty: null },
    ]);
  });
});
