// What goes with what, by category id (the language-neutral ids of the category tree): the 'bought together'
// fallback until the order history can say it. A rule applies to its category and every category below it; the
// longest matching rule wins, so "schuhe-herren-business" can differ from "schuhe".
const rules: Record<string, readonly string[]> = {
  schuhe: ['herren-waesche-socken', 'damen-accessoires-taschen'],
  'schuhe-herren-business': [
    'herren-waesche-socken',
    'herren-bekleidung-anzuege',
    'herren-bekleidung-hemden',
  ],
  'damen-bekleidung': ['damen-accessoires-schals', 'damen-accessoires-taschen', 'damen-accessoires-schmuck'],
  'damen-bekleidung-kleider': [
    'damen-accessoires-taschen',
    'damen-accessoires-schmuck',
    'schuhe-damen-pumps',
  ],
  'damen-waesche-bhs': ['damen-waesche-slips'],
  'herren-bekleidung': ['herren-waesche-socken', 'herren-waesche-unterwaesche', 'schuhe-herren-sneaker'],
  'herren-bekleidung-anzuege': [
    'herren-bekleidung-hemden',
    'schuhe-herren-business',
    'herren-waesche-socken',
  ],
  'kinder-baby': ['kinder-baby-bodys', 'kinder-baby-babyzimmer'],
  'moebel-wohnzimmer-sofas': [
    'wohnen-heimtextilien-teppiche',
    'wohnen-deko-accessoires',
    'moebel-wohnzimmer-couchtische',
    'wohnen-deko-lampen',
  ],
  'moebel-wohnzimmer-sessel': [
    'wohnen-deko-accessoires',
    'wohnen-heimtextilien-teppiche',
    'wohnen-deko-lampen',
  ],
  'moebel-wohnzimmer-couchtische': [
    'wohnen-heimtextilien-teppiche',
    'moebel-wohnzimmer-sofas',
    'wohnen-deko-lampen',
  ],
  'moebel-wohnzimmer-tv-moebel': ['technik-tv-audio-fernseher', 'technik-tv-audio-soundbars'],
  'moebel-schlafzimmer-betten': ['moebel-schlafzimmer-matratzen', 'wohnen-heimtextilien-bettwaesche'],
  'moebel-schlafzimmer-matratzen': ['wohnen-heimtextilien-bettwaesche', 'moebel-schlafzimmer-betten'],
  'moebel-esszimmer-esstische': ['moebel-esszimmer-stuehle', 'wohnen-kueche-geschirr', 'wohnen-deko-lampen'],
  'moebel-esszimmer-stuehle': ['moebel-esszimmer-esstische', 'wohnen-deko-accessoires'],
  'wohnen-heimtextilien-bettwaesche': ['wohnen-heimtextilien-handtuecher', 'moebel-schlafzimmer-matratzen'],
  'wohnen-kueche': ['wohnen-kueche-aufbewahrung', 'wohnen-kueche-geschirr', 'wohnen-kueche-toepfe-pfannen'],
  'technik-tv-audio-fernseher': [
    'technik-tv-audio-soundbars',
    'moebel-wohnzimmer-tv-moebel',
    'technik-tv-audio-kopfhoerer',
  ],
  'technik-tv-audio-soundbars': ['technik-tv-audio-fernseher', 'moebel-wohnzimmer-tv-moebel'],
  'technik-computer': ['technik-tv-audio-kopfhoerer', 'technik-computer-tablets'],
  'technik-computer-smartphones': ['technik-tv-audio-kopfhoerer', 'technik-computer-tablets'],
  'technik-haushaltsgeraete-kaffeevollautomaten': ['wohnen-kueche-geschirr'],
  'technik-haushaltsgeraete-waschmaschinen': ['technik-haushaltsgeraete-staubsauger'],
};

/** Complementary category ids for a product's category, in order of relevance; [] when no rule applies. */
export function complementsOf(categoryId: string): readonly string[] {
  let best: string | null = null;
  for (const key of Object.keys(rules)) {
    const applies = categoryId === key || categoryId.startsWith(`${key}-`);
    if (applies && (best === null || key.length > best.length)) best = key;
  }
  return best ? rules[best]!.filter((id) => id !== categoryId) : [];
}
