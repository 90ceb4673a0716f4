import { describe, expect, it } from 'vitest';
import { complementsOf } from './complementary-categories';

describe('complementsOf', () => {
  it('suggests socks for shoes, a soundbar for a TV, rugs and cushions for a sofa', () => {
    expect(complementsOf('schuhe-damen-sneaker')).toContain('herren-waesche-socken');
    expect(complementsOf('technik-tv-audio-fernseher')[0]).toBe('technik-tv-audio-soundbars');
    expect(complementsOf('moebel-wohnzimmer-sofas')).toEqual(
      expect.arrayContaining(['wohnen-heimtextilien-teppiche', 'wohnen-deko-accessoires']),
    );
  });

  it('lets the most specific rule win', () => {
    expect(complementsOf('schuhe-herren-business')).toContain('herren-bekleidung-anzuege');
    expect(complementsOf('schuhe-herren-sneaker')).not.toContain('herren-bekleidung-anzuege');
  });

  it('needs a whole id segment to match, and knows nothing about unknown categories', () => {
    expect(complementsOf('schuhecreme')).toEqual([]);
    expect(complementsOf('garten')).toEqual([]);
  });
});
