import { describe, expect, it } from 'vitest';
import { splitCompound } from './decompound';
import { allowedEdits, boundedDistance } from './edit-distance';
import { foldText, words } from './fold';
import { MIN_STEM_LENGTH, stemmerFor } from './stemmer';
import { isStopword } from './stopwords';
import { buildReplacementMap, buildSynonymMap, confusionsFor, replacementsFor, synonymWords, synonymsFor } from './synonyms';

describe('folding', () => {
  it('lower-cases, drops accents and writes ß as ss, so spellings meet', () => {
    expect(foldText('Grün GRÜN Straße Téléviseur Œuvre')).toBe('grun grun strasse televiseur oeuvre');
  });

  it('splits words at anything that is not a letter or digit, keeping sizes whole', () => {
    expect(words(foldText('Leder-Sneaker, 160x200 (neu)!'))).toEqual(['leder', 'sneaker', '160x200', 'neu']);
  });
});

describe('stemming', () => {
  const de = stemmerFor('de');
  const fr = stemmerFor('fr');
  const nl = stemmerFor('nl');

  it('brings German singular and plural together', () => {
    expect(de.stem('schuhe')).toBe(de.stem('schuh'));
    expect(de.stem('damen')).toBe(de.stem('dame'));
    expect(de.stem('kleider')).toBe(de.stem('kleid'));
    expect(de.stem('sneakers')).toBe(de.stem('sneaker'));
  });

  it('brings German plurals in -eln to their singular, and Dutch kussens/kussen and wollen/wol together', () => {
    const de = stemmerFor('de');
    const nl = stemmerFor('nl');
    expect(de.stem('pantoffeln')).toBe(de.stem('pantoffel'));
    expect(de.stem('schusseln')).toBe(de.stem('schussel'));
    expect(nl.stem('kussens')).toBe(nl.stem('kussen'));
    expect(nl.stem('sierkussens')).toBe(nl.stem('sierkussen'));
    expect(nl.stem('wollen')).toBe(nl.stem('wol'));
  });

  it('brings Dutch plurals with a doubled consonant, z or v to their singular, and keeps the s of "-oes" words', () => {
    expect(nl.stem('koekenpannen')).toBe(nl.stem('koekenpan'));
    expect(nl.stem('kussenhoezen')).toBe(nl.stem('kussenhoes'));
    expect(nl.stem('brieven')).toBe(nl.stem('brief'));
    expect(nl.stem('bedden')).toBe(nl.stem('bed'));
    expect(nl.stem('koffiemachines')).toBe(nl.stem('koffiemachine'));
  });

  it('strips the -s plural of German loan words that Snowball keeps', () => {
    expect(de.stem('sofas')).toBe(de.stem('sofa'));
    expect(de.stem('handys')).toBe(de.stem('handy'));
  });

  it('does not merge unrelated words: leather is no LED, a bowl no scarf', () => {
    expect(de.stem('leder')).not.toBe(de.stem('led'));
    expect(de.stem('ledern')).toBe(de.stem('leder'));
    expect(de.stem('schale')).not.toBe(de.stem('schal'));
    expect(de.stem('schalen')).toBe(de.stem('schale'));
    expect(nl.stem('laarzen')).toBe(nl.stem('laars'));
    expect(nl.stem('leren')).toBe(nl.stem('leer'));
    expect(de.stem('glattleder')).toBe('glattleder');
    expect(de.stem('brater')).not.toBe(de.stem('brat'));
  });

  it('keeps a word whose stem would be shorter than the minimum stem length', () => {
    for (const stemmer of [de, fr, nl]) {
      for (const word of ['leder', 'hiver', 'eier', 'jas', 'tv']) {
        const stem = stemmer.stem(word);
        expect(stem.length >= MIN_STEM_LENGTH || stem === word, `${word} → ${stem}`).toBe(true);
      }
    }
  });

  it('stems French and Dutch words by their own rules', () => {
    expect(fr.stem('chaussures')).toBe(fr.stem('chaussure'));
    expect(fr.stem('femmes')).toBe(fr.stem('femme'));
    expect(nl.stem('schoenen')).toBe(nl.stem('schoen'));
    expect(nl.stem('banken')).toBe(nl.stem('bank'));
  });

  it('keeps numbers and sizes as they are', () => {
    expect(de.stem('160x200')).toBe('160x200');
    expect(de.stem('38')).toBe('38');
  });

  it('knows the stop words of each language', () => {
    expect(isStopword('de', 'fur')).toBe(true);
    expect(isStopword('fr', 'pour')).toBe(true);
    expect(isStopword('nl', 'voor')).toBe(true);
    expect(isStopword('de', 'schuhe')).toBe(false);
  });
});

describe('compound splitting', () => {
  const known = new Set(['damen', 'schuhe', 'kaffee', 'vollautomat', 'arbeit', 'voll', 'automat', 'dames', 'schoenen']);
  const isPart = (piece: string) => known.has(piece);

  it('splits German compounds into the catalog words they are made of', () => {
    expect(splitCompound('damenschuhe', 'de', isPart)).toEqual(['damen', 'schuhe']);
  });

  it('prefers the split with the fewest parts', () => {
    expect(splitCompound('kaffeevollautomat', 'de', isPart)).toEqual(['kaffee', 'vollautomat']);
  });

  it('skips a linking s between parts', () => {
    expect(splitCompound('arbeitsschuhe', 'de', isPart)).toEqual(['arbeit', 'schuhe']);
  });

  it('splits Dutch compounds, never French words', () => {
    expect(splitCompound('damesschoenen', 'nl', isPart)).toEqual(['dames', 'schoenen']);
    expect(splitCompound('damenschuhe', 'fr', isPart)).toBeNull();
  });

  it('leaves words alone that no split covers', () => {
    expect(splitCompound('sneaker', 'de', isPart)).toBeNull();
    expect(splitCompound('damenhosen', 'de', isPart)).toBeNull();
    expect(splitCompound('schuhe', 'de', isPart)).toBeNull();
  });
});

describe('synonyms', () => {
  it('maps every stem of a group to the others', () => {
    const map = buildSynonymMap('de', [['Turnschuhe', 'Sneaker']]);
    const de = stemmerFor('de');
    expect(map.get(de.stem('turnschuhe'))).toEqual([de.stem('sneaker')]);
    expect(map.get(de.stem('sneaker'))).toEqual([de.stem('turnschuhe')]);
  });

  it('ships the groups the shops need per language', () => {
    const stem = (language: 'de' | 'fr' | 'nl', word: string) => stemmerFor(language).stem(foldText(word));
    expect(synonymsFor('de').get(stem('de', 'fernseher'))).toContain(stem('de', 'tv'));
    expect(synonymsFor('de').get(stem('de', 'couch'))).toContain(stem('de', 'sofa'));
    expect(synonymsFor('de').get(stem('de', 'handy'))).toContain(stem('de', 'smartphone'));
    expect(synonymsFor('fr').get(stem('fr', 'baskets'))).toContain(stem('fr', 'sneakers'));
    expect(synonymsFor('nl').get(stem('nl', 'bank'))).toContain(stem('nl', 'sofa'));
  });
});

describe('typo distance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(boundedDistance('snaeker', 'sneaker', 2)).toBe(1);
  });

  it('stops at the allowed maximum', () => {
    expect(boundedDistance('kaffeemaschine', 'kleiderschranke', 2)).toBe(3);
    expect(boundedDistance('abc', 'abcdef', 1)).toBe(2);
  });

  it('allows more edits for longer words', () => {
    expect([allowedEdits(3), allowedEdits(5), allowedEdits(8)]).toEqual([0, 1, 2]);
  });
});

describe('replacements', () => {
  const stem = (language: 'de' | 'fr' | 'nl', word: string) => stemmerFor(language).stem(foldText(word));

  it('maps a shopper word to the catalog’s phrasings, each as the stems that must all match', () => {
    const map = buildReplacementMap('de', { Stehlampe: ['Stehleuchte', 'Jacke für den Winter', 'stehlampe'] });
    expect(map.get(stem('de', 'stehlampe'))).toEqual([[stem('de', 'stehleuchte')], [stem('de', 'jacke'), stem('de', 'winter')]]);
  });

  it('ignores a source of several words (only one-word sources are looked up)', () => {
    expect(buildReplacementMap('fr', { 'lampe sur pied': ['lampadaire'] }).size).toBe(0);
  });

  it('ships the shopper words of each language', () => {
    expect(replacementsFor('de').get(stem('de', 'Stehlampe'))).toContainEqual([stem('de', 'stehleuchte')]);
    expect(replacementsFor('de').get(stem('de', 'Winterjacke'))).toContainEqual([stem('de', 'steppjacke')]);
    expect(replacementsFor('fr').get(stem('fr', 'fourrées'))).toContainEqual([stem('fr', 'doublure'), stem('fr', 'chaude')]);
    expect(replacementsFor('nl').get(stem('nl', 'winterjas'))).toContainEqual([stem('nl', 'gewatteerde'), stem('nl', 'jas')]);
  });

  it('ships the regional words of Swiss, French and Dutch shoppers', () => {
    expect(replacementsFor('de').get(stem('de', 'Trainerhose'))).toContainEqual([stem('de', 'jogginghose')]);
    expect(replacementsFor('de').get(stem('de', 'Bettanzug'))).toContainEqual([stem('de', 'bettwäsche')]);
    expect(replacementsFor('de').get(stem('de', 'Duvetbezug'))).toContainEqual([stem('de', 'bettwäsche')]);
    expect(replacementsFor('de').get(stem('de', 'Salontisch'))).toContainEqual([stem('de', 'couchtisch')]);
    expect(replacementsFor('de').get(stem('de', 'Jupe'))).toContainEqual([stem('de', 'rock')]);
    expect(replacementsFor('de').get(stem('de', 'Natel'))).toContainEqual([stem('de', 'smartphone')]);
    expect(replacementsFor('fr').get(stem('fr', 'téléphone'))).toContainEqual([stem('fr', 'smartphone')]);
    expect(replacementsFor('fr').get(stem('fr', 'casserole'))).toContainEqual([stem('fr', 'faitout')]);
    expect(replacementsFor('nl').get(stem('nl', 'telefoon'))).toContainEqual([stem('nl', 'smartphone')]);
    expect(replacementsFor('nl').get(stem('nl', 'warme'))).toContainEqual([stem('nl', 'warme'), stem('nl', 'voering')]);
  });

  it('ships the Austrian and Swiss words and everyday words shoppers use for what the catalog names otherwise', () => {
    expect(replacementsFor('de').get(stem('de', 'Eiskasten'))).toContainEqual([stem('de', 'kühlschrank')]);
    expect(replacementsFor('de').get(stem('de', 'Häferl'))).toContainEqual([stem('de', 'becher')]);
    expect(replacementsFor('de').get(stem('de', 'Polster'))).toContainEqual([stem('de', 'dekokissen')]);
    expect(replacementsFor('de').get(stem('de', 'Badetuch'))).toContainEqual([stem('de', 'duschtuch')]);
    expect(replacementsFor('de').get(stem('de', 'Teller'))).toContainEqual([stem('de', 'tafelservice')]);
    expect(replacementsFor('de').get(stem('de', 'Wildleder'))).toContainEqual([stem('de', 'veloursleder')]);
    expect(replacementsFor('fr').get(stem('fr', 'tasses'))).toContainEqual([stem('fr', 'mugs')]);
    expect(replacementsFor('fr').get(stem('fr', 'fil'))).toContainEqual([stem('fr', 'bluetooth')]);
    expect(replacementsFor('nl').get(stem('nl', 'plafondlamp'))).toContainEqual([stem('nl', 'hanglamp')]);
    expect(synonymsFor('nl').get(stem('nl', 'beha'))).toContain(stem('nl', 'bh'));
    expect(synonymsFor('de').get(stem('de', 'Cardigan'))).toContain(stem('de', 'strickjacke'));
  });

  it('ships the words of the fourth held-out set’s shoppers (decision 0056)', () => {
    expect(replacementsFor('de').get(stem('de', 'Puschen'))).toContainEqual([stem('de', 'hausschuhe')]);
    expect(replacementsFor('de').get(stem('de', 'Hausschlapfen'))).toContainEqual([stem('de', 'pantoffeln')]);
    expect(replacementsFor('de').get(stem('de', 'Pfandl'))).toContainEqual([stem('de', 'pfanne')]);
    expect(replacementsFor('de').get(stem('de', 'Tumbler'))).toContainEqual([stem('de', 'waschtrockner')]);
    expect(replacementsFor('de').get(stem('de', 'Gilet'))).toContainEqual([stem('de', 'anzugweste')]);
    expect(replacementsFor('de').get(stem('de', 'Übergang'))).toContainEqual([stem('de', 'frühjahr'), stem('de', 'herbst')]);
    expect(replacementsFor('fr').get(stem('fr', 'caoutchouc'))).toContainEqual([stem('fr', 'bottes'), stem('fr', 'pluie')]);
    expect(replacementsFor('nl').get(stem('nl', 'nachtjapon'))).toContainEqual([stem('nl', 'nachthemd')]);
    expect(replacementsFor('nl').get(stem('nl', 'grijs'))).toContainEqual([stem('nl', 'antraciet')]);
  });

  it('knows confusions: an undershirt is no shirt, imitation leather no leather', () => {
    expect(confusionsFor('de').get(stem('de', 'Hemd'))).toContain(stem('de', 'unterhemd'));
    expect(confusionsFor('de').get(stem('de', 'Leder'))).toContain(stem('de', 'lederimitat'));
  });

  it('makes the shopper words known, so they are neither corrected nor split away', () => {
    expect(synonymWords('de').map((w) => w.folded)).toContain('stehlampe');
  });
});
