// Builds the search index of a snapshot: analyses every product's texts into weighted stems (compound parts
// included), fills the per-product arrays for filters and sorting, and numbers the category tree.
import { colourName, isColourKey, type ColourKey } from '@/commerce/catalog/colours';
import { attributeOfLabel } from '@/commerce/catalog/product-attributes';
import { languageOf, type Language } from '@/platform/i18n/locales';
import { splitCompound } from '../analysis/decompound';
import { foldText, originalWords, words } from '../analysis/fold';
import { exceptionWords, stemmerFor } from '../analysis/stemmer';
import { endsNameHead, isStopword, negatesNext } from '../analysis/stopwords';
import { classesFor, confusionsFor, phrasesFor, replacementsFor, synonymsFor, synonymWords } from '../analysis/synonyms';
import type { CatalogSnapshot, SnapshotProduct } from './catalog-snapshot';
import { attachProducts, buildCategoryTree, virtualCategoriesOf, type CategoryNode } from './category-tree';
import { compoundPartTest, learnModifiers } from './compound-parts';
import { headWord } from './query-head';
import { createScratch, type Postings, type SearchIndex } from './search-index';
import { buildSortOrders, sizeRanks } from './sort-orders';
import { VocabularyBuilder } from './vocabulary';
import { isReduced } from '@/commerce/catalog/shown-prices';

/**
 * How much a word counts by where it stands. `nameTail`: the part of a name after its first preposition. `type`:
 * the product type of the details table ("Produktart: Kaffeevollautomat") weighs most, so for a product-type query
 * the machines rank above the descaler "für Kaffeevollautomaten" and the beans in the machines' category.
 */
const WEIGHT = { type: 3.5, name: 3, nameTail: 1.5, brand: 2.5, category: 2, ancestor: 1.5, target: 1.5, colour: 1, attribute: 1, detail: 1, size: 0.5, description: 0.5 };
/** A compound's head (its last part, "schrank" in "Schuhschrank") counts almost fully, its modifiers little. */
const HEAD_PART = 0.8;
const MODIFIER_PART = 0.3;

type Field = keyof typeof WEIGHT;
/** Fields whose words suggestions, typo correction and compound splitting draw on. */
const STRONG: ReadonlySet<Field> = new Set(['type', 'name', 'nameTail', 'brand', 'category', 'ancestor', 'target', 'colour', 'attribute', 'detail']);
/**
 * How much a field says about what a product is, for exact matches (match-products.ts): 4, its product type; 3, what
 * it is (name head, category, brand); 2, how it is (colour, target group, structured attributes: they narrow what is
 * asked, they do not name it); 1, a stated feature or option (the name's tail after a preposition, "Stoffhose *mit
 * Gürtel*"; a size; a compound's modifier, "Schuh" in "Schuhschrank"); 0, a mention (another details row, "Pflege:
 * spülmaschinengeeignet"; the description, "ohne Krawatte").
 */
const LEVEL: Record<Field, 0 | 1 | 2 | 3 | 4> = { type: 4, name: 3, nameTail: 1, brand: 3, category: 3, ancestor: 3, target: 2, colour: 2, attribute: 2, detail: 0, size: 1, description: 0 };

/** The field a details row is indexed as: the structured attributes by their label (product-attributes.ts). */
function detailField(language: Language, label: string): Field {
  const attribute = attributeOfLabel(language, label);
  if (attribute === 'product_type') return 'type';
  if (attribute === 'target_group') return 'target';
  return attribute === undefined ? 'detail' : 'attribute';
}

/** A word of letters written with hyphens: "t-shirt", "kuhl-gefrier-kombination". */
const HYPHENATED = /\p{L}+(?:-\p{L}+)+/gu;

export function buildSearchIndex(snapshot: CatalogSnapshot, version = 0): SearchIndex {
  const language = languageOf(snapshot.locale);
  const stemmer = stemmerFor(language);
  const products = snapshot.products;
  const size = products.length;
  const tree = buildCategoryTree(snapshot.categories);
  const colourKeys = [...new Set(products.flatMap((p) => p.variants.map((v) => v.colour)).filter(isColourKey))].sort();
  const colourBit = new Map(colourKeys.map((key, i) => [key, i]));

  const virtualOf = virtualCategoriesOf(tree);
  const fieldTexts = (product: SnapshotProduct): [Field, string][] => {
    const node = tree.byId.get(product.categoryId);
    const reduced = isReduced(product.price, product.struckPrice);
    const texts: [Field, string][] = [
      ['name', product.name],
      ['brand', product.brand],
      ...(node ? ancestorTexts(node) : []),
      // "Sale" finds what the sale categories list.
      ...virtualOf(node?.pre ?? -1, reduced).map((v): [Field, string] => ['ancestor', v.name]),
      ...productColours(product).map((key): [Field, string] => ['colour', colourName(key, language)]),
      ...Object.entries(product.details).map(([label, value]): [Field, string] => [detailField(language, label), String(value)]),
      ...[...new Set(product.variants.map((v) => v.size).filter((s): s is string => !!s))].map((s): [Field, string] => ['size', s]),
      ['description', product.description],
    ];
    return texts;
  };

  // Pass 1: the words compounds may be split into (strong fields and the synonym files).
  const strongWords = new Set<string>([...synonymWords(language, snapshot.locale).map((w) => w.folded), ...exceptionWords(language)]);
  const joinedForms = new Map<string, string[]>();
  const negatedInCatalog = new Set<string>();
  // Words written as a later part of hyphenated words, and words written alone or first: the first less the second
  // are the hyphen tails ("ear" of On-Ear).
  const laterParts = new Set<string>();
  const aloneOrFirst = new Set<string>();
  for (const product of products) {
    for (const [field, text] of fieldTexts(product)) {
      if (!STRONG.has(field)) continue;
      const folded = foldText(text);
      for (const word of words(folded.replace(HYPHENATED, ' '))) aloneOrFirst.add(word);
      const list = words(folded);
      list.forEach((word, i) => {
        strongWords.add(word);
        if (i > 0 && negatesNext(language, list[i - 1]!)) negatedInCatalog.add(stemmer.stem(word));
      });
      // Hyphenated words, as shoppers type them joined: "T-Shirt" → "tshirt", "Push-up-BH" → "pushupbh".
      for (const [hyphenated] of folded.matchAll(HYPHENATED)) {
        const parts = words(hyphenated);
        aloneOrFirst.add(parts[0]!);
        for (const part of parts.slice(1)) laterParts.add(part);
        const joined = parts.join('');
        if (/\d/.test(joined) || joinedForms.has(joined)) continue;
        joinedForms.set(joined, parts);
        const stemmed = stemmer.stem(joined);
        if (!joinedForms.has(stemmed)) joinedForms.set(stemmed, parts);
      }
    }
  }
  const hyphenTails = new Set([...laterParts].filter((word) => !aloneOrFirst.has(word)));
  const compoundParts = new Set<string>();
  for (const word of strongWords) {
    if (word.length < 3 || isStopword(language, word) || /\d/.test(word)) continue;
    compoundParts.add(word);
    compoundParts.add(stemmer.stem(word));
  }
  // The modifiers of the catalog's compounds are parts too, though never written alone: "brat" of Bratpfanne,
  // "daunen" of Daunenjacke ("Daunenmantel" splits into daunen + mantel).
  const learnedModifiers = learnModifiers(strongWords, compoundParts, (word) => stemmer.stem(word), (word) => isStopword(language, word));
  for (const modifier of learnedModifiers) compoundParts.add(modifier);
  const isPart = compoundPartTest(compoundParts, learnedModifiers);
  const splits = new Map<string, string[] | null>();
  const splitOf = (word: string) => {
    let parts = splits.get(word);
    if (parts === undefined) splits.set(word, (parts = splitCompound(word, language, isPart)));
    return parts;
  };

  // The head a split compound is indexed with: its products are in that head's postings already.
  const splitHeads = new Map<string, string>();

  // Pass 2: weighted stems per product.
  const termIdOf = new Map<string, number>();
  const postingDocs: number[][] = [];
  const postingWeights: number[][] = [];
  const postingEvidence: number[][] = [];
  const vocabulary = new VocabularyBuilder();
  const termId = (stem: string) => {
    let id = termIdOf.get(stem);
    if (id === undefined) {
      termIdOf.set(stem, (id = postingDocs.length));
      postingDocs.push([]);
      postingWeights.push([]);
      postingEvidence.push([]);
    }
    return id;
  };

  products.forEach((product, doc) => {
    const best = new Map<number, { max: number; sum: number; level: number }>();
    const hit = (stem: string, weight: number, level: number) => {
      const id = termId(stem);
      const current = best.get(id);
      if (!current) best.set(id, { max: weight, sum: weight, level });
      else {
        current.sum += weight;
        if (weight > current.max) current.max = weight;
        if (level > current.level) current.level = level;
      }
    };
    const typeWords = productTypeWords(language, product);
    const texts = fieldTexts(product);
    // A category named after the target group ("Herren" above "Hosen") says how the product is, as the target
    // group does: no more evidence of what it is than "Zielgruppe: Herren".
    const targetStems = new Set(texts.flatMap(([field, text]) => (field === 'target' ? words(foldText(text)).map((w) => stemmer.stem(w)) : [])));
    for (const [field, text] of texts) {
      let weight = WEIGHT[field];
      let level: number = LEVEL[field];
      const strong = STRONG.has(field);
      const originals = strong ? originalWords(text) : [];
      for (const [position, original] of (strong ? originals : [text]).entries()) {
        for (const word of words(foldText(original))) {
          if (field === 'name' && endsNameHead(language, word)) {
            weight = WEIGHT.nameTail;
            level = LEVEL.nameTail;
          }
          if (isStopword(language, word)) continue;
          const stem = stemmer.stem(word);
          // An adjective after the noun states a feature, as a preposition's tail does ("Manteau court ceinturé" is
          // no belt, "Übergangsjacke wasserabweisend"); model names are capitalised, the type's own words stay.
          const afterType = field === 'name' && position > 0 && !typeWords.has(word);
          if (afterType && level === LEVEL.name && isLowerCase(original)) hit(stem, WEIGHT.nameTail, LEVEL.nameTail);
          else if ((field === 'category' || field === 'ancestor') && targetStems.has(stem)) hit(stem, weight, LEVEL.target);
          else hit(stem, weight, level);
          if (!strong) continue;
          // A capitalised word after the type is a model name ("Metallbett Föhr"), or in German a noun of the tail.
          const asModel = afterType && !isLowerCase(original) && (level === LEVEL.name || language !== 'de');
          vocabulary.add(word, stem, original, doc, asModel);
          // A brand is a name, not a compound that says what the product is ("Fjordmann" is no "Mann").
          const parts = field === 'brand' ? null : splitOf(word);
          if (parts) splitHeads.set(stem, stemmer.stem(parts[parts.length - 1]!));
          parts?.forEach((part, i) => {
            const head = i === parts.length - 1;
            hit(stemmer.stem(part), weight * (head ? HEAD_PART : MODIFIER_PART), head ? level : Math.min(level, 1));
          });
        }
      }
    }
    for (const [id, { max, sum, level }] of best) {
      postingDocs[id]!.push(doc);
      postingEvidence[id]!.push(level);
      // The best field counts; further mentions add a little, capped, so repetition cannot buy the top.
      postingWeights[id]!.push(Math.min(max + 0.25 * (sum - max), max * 1.5));
    }
  });

  for (const { original, folded } of synonymWords(language, snapshot.locale)) vocabulary.addKnown(folded, stemmer.stem(folded), original);

  const popularityOf = (doc: number) => ((products[doc]!.ratingAverage / 5) * Math.log1p(products[doc]!.ratingCount));
  const postings: Postings[] = postingDocs.map((docs, id) => {
    const weights = postingWeights[id]!;
    const best = topPostings(docs, weights, popularityOf);
    return {
      docs: Int32Array.from(docs),
      weights: Float32Array.from(weights),
      evidence: Uint8Array.from(postingEvidence[id]!),
      idf: Math.log(1 + (size - docs.length + 0.5) / (docs.length + 0.5)),
      top: Int32Array.from(best.map((i) => docs[i]!)),
      topWeights: Float32Array.from(best.map((i) => weights[i]!)),
    };
  });

  const brands = [...new Set(products.map((p) => p.brand))].sort((a, b) => a.localeCompare(b));
  const brandIdOf = new Map(brands.map((brand, i) => [brand, i]));
  const sizes = [...new Set(products.flatMap((p) => p.variants.map((v) => v.size)).filter((s): s is string => !!s))];
  const sizeIdOf = new Map(sizes.map((s, i) => [s, i]));

  const price = new Int32Array(size);
  const reduced = new Uint8Array(size);
  const rating = new Float32Array(size);
  const available = new Uint8Array(size);
  const brandOf = new Int32Array(size);
  const colourMask = new Uint32Array(size);
  const primaryColour = new Int8Array(size).fill(-1);
  const sizeStart = new Int32Array(size + 1);
  const sizeIdList: number[] = [];
  const categoryOrder = new Int32Array(size);
  const popularity = new Float32Array(size);
  // Phrase matches look for the term's stems in this order in the name.
  const nameStart = new Int32Array(size + 1);
  const nameTermList: number[] = [];
  products.forEach((p, doc) => {
    nameStart[doc] = nameTermList.length;
    for (const word of words(foldText(p.name))) if (!isStopword(language, word)) nameTermList.push(termIdOf.get(stemmer.stem(word)) ?? -1);
  });
  nameStart[size] = nameTermList.length;
  const maxCount = products.reduce((max, p) => Math.max(max, p.ratingCount), 1);
  products.forEach((product, doc) => {
    price[doc] = product.price;
    reduced[doc] = isReduced(product.price, product.struckPrice) ? 1 : 0;
    rating[doc] = product.ratingAverage;
    available[doc] = product.variants.some((v) => v.stock > 0) ? 1 : 0;
    brandOf[doc] = brandIdOf.get(product.brand)!;
    for (const key of productColours(product)) colourMask[doc]! |= 1 << colourBit.get(key)!;
    const first = productColours(product)[0];
    if (first) primaryColour[doc] = colourBit.get(first)!;
    sizeStart[doc] = sizeIdList.length;
    for (const s of new Set(product.variants.map((v) => v.size))) if (s) sizeIdList.push(sizeIdOf.get(s)!);
    categoryOrder[doc] = tree.byId.get(product.categoryId)?.pre ?? -1;
    popularity[doc] = ((product.ratingAverage / 5) * Math.log1p(product.ratingCount)) / Math.log1p(maxCount);
  });
  sizeStart[size] = sizeIdList.length;

  // The head noun of each product's type and category ("Koffiebonen", "Machine à café automatique" → machine,
  // "Koffiemachines"); the type's, and its last compound part ("bonen"), name a product type.
  const typeHead: string[] = [];
  const categoryHead = new Int32Array(size);
  const productTypeTerms = new Set<number>();
  products.forEach((product, doc) => {
    const typeText = Object.entries(product.details).find(([label]) => detailField(language, label) === 'type')?.[1];
    const word = typeText === undefined ? undefined : headWord(language, String(typeText));
    typeHead.push(word ?? '');
    const parts = word === undefined ? null : splitOf(word);
    for (const piece of word === undefined ? [] : [word, ...(parts ? [parts[parts.length - 1]!] : [])]) {
      const id = termIdOf.get(stemmer.stem(piece));
      if (id !== undefined) productTypeTerms.add(id);
    }
    const category = tree.byId.get(product.categoryId)?.name;
    const categoryWord = category === undefined ? undefined : headWord(language, category);
    categoryHead[doc] = categoryWord === undefined ? -1 : (termIdOf.get(stemmer.stem(categoryWord)) ?? -1);
  });

  const modifierTerms = new Set<number>();
  for (const modifier of learnedModifiers) {
    const id = termIdOf.get(stemmer.stem(modifier));
    if (id !== undefined) modifierTerms.add(id);
  }

  // What a product is: the words of the category names and product types (and their compounds' heads).
  const typeTerms = new Set<number>();
  const typeTexts = new Set(snapshot.categories.map((c) => c.name));
  for (const product of products) {
    for (const [label, value] of Object.entries(product.details)) if (detailField(language, label) === 'type') typeTexts.add(value);
  }
  for (const text of typeTexts) {
    for (const word of words(foldText(text))) {
      const parts = splitOf(word);
      for (const piece of [word, ...(parts ? [parts[parts.length - 1]!] : [])]) {
        const id = termIdOf.get(stemmer.stem(piece));
        if (id !== undefined) typeTerms.add(id);
      }
    }
  }

  return {
    tenant: snapshot.tenant,
    locale: snapshot.locale,
    language,
    currency: snapshot.currency,
    builtAt: Date.now(),
    version,
    products,
    size,
    price,
    reduced,
    rating,
    available,
    brandOf,
    colourMask,
    primaryColour,
    sizeStart,
    sizeIds: Int32Array.from(sizeIdList),
    categoryOrder,
    nameStart,
    nameTerms: Int32Array.from(nameTermList),
    popularity,
    brands,
    brandIdOf,
    colourKeys,
    sizes,
    sizeIdOf,
    sizeRank: sizeRanks(sizes),
    termIdOf,
    postings,
    vocabulary: vocabulary.build(),
    compoundParts,
    modifierParts: learnedModifiers,
    splitHeads,
    joinedForms,
    hyphenTails,
    negatedInCatalog,
    synonyms: synonymsFor(language),
    replacements: replacementsFor(language, snapshot.locale),
    phrases: phrasesFor(language, snapshot.locale),
    classes: classesFor(language),
    confusions: confusionsFor(language),
    typeTerms,
    productTypeTerms,
    typeHead,
    categoryHead,
    modifierTerms,
    stemmer,
    categories: attachProducts(tree, categoryOrder, reduced),
    orders: buildSortOrders(products, available, popularity),
    scratch: createScratch(size),
  };
}

/** Positions of the TOP_POSTINGS heaviest entries (ties: the more popular product). */
const TOP_POSTINGS = 8;
function topPostings(docs: number[], weights: number[], popularity: (doc: number) => number): number[] {
  const best: number[] = [];
  const better = (a: number, b: number) => weights[a]! - weights[b]! || popularity(docs[a]!) - popularity(docs[b]!);
  for (let i = 0; i < docs.length; i++) {
    if (best.length < TOP_POSTINGS) best.push(i);
    else if (better(i, best[TOP_POSTINGS - 1]!) > 0) best[TOP_POSTINGS - 1] = i;
    else continue;
    best.sort((a, b) => better(b, a));
  }
  return best;
}

const isLowerCase = (word: string) => word[0] !== undefined && word[0] !== word[0].toUpperCase() && word[0] === word[0].toLowerCase();

/** The folded words of a product's type ("Produktart: Manteau court"): they say what it is, wherever they stand. */
function productTypeWords(language: Language, product: SnapshotProduct): Set<string> {
  const out = new Set<string>();
  for (const [label, value] of Object.entries(product.details)) {
    if (detailField(language, label) === 'type') for (const word of words(foldText(String(value)))) out.add(word);
  }
  return out;
}

function ancestorTexts(node: CategoryNode): [Field, string][] {
  return node.pathNames.map((name, i): [Field, string] => [i === node.pathNames.length - 1 ? 'category' : 'ancestor', name]);
}

function productColours(product: SnapshotProduct): ColourKey[] {
  return [...new Set(product.variants.map((v) => v.colour).filter(isColourKey))];
}
