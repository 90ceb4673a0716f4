// @vitest-environment happy-dom
// The loader itself, run in a document: what it adds to the head for each named script.
import { afterEach, describe, expect, it } from 'vitest';
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

  it('adds every named script to the head, async, in order; a vendor script keeps its crossorigin and name', () => {
    document.head.innerHTML =
      `<meta name="${scriptAfterPaintMeta}" content="/_next/static/chunks/one.js"/>` +
      `<meta name="${scriptAfterPaintMeta}" content="https://speedkit.example/install.js" data-crossorigin="anonymous" data-third-party="speedKit"/>` +
      `<meta name="${scriptAfterPaintMeta}" content="/_next/static/chunks/two.js"/>` +
      '<meta name="description" content="/not-a-script.js"/>';
    run();
    // The document parsed (or painted, whichever comes first): the loader adds the scripts, once.
    document.dispatchEvent(new Event('DOMContentLoaded'));
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(added()).toEqual([
      { src: '/_next/static/chunks/one.js', async: true, crossorigin: null, thirdParty: null },
      { src: 'https://speedkit.example/install.js', async: true, crossorigin: 'anonymous', thirdParty: 'speedKit' },
      { src: '/_next/static/chunks/two.js', async: true, crossorigin: null, thirdParty: null },
    ]);
  });
});
