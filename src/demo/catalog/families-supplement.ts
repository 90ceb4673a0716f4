// Families added to the assortment after the first catalog: women's knitwear and skirts, which shoppers search for
// ("pullover damen", "strickjacke damen", "rock") and the first families lacked. They are drawn for products of their
// own indexes (SUPPLEMENT_FIRST onwards, see generate-product.ts), so adding them left every earlier product as it was.
import { brands } from './brands';
import type { Family } from './family';
import { familiesOf } from './family-check';
import { tri as t } from './phrases';

const fashion = { department: 'fashion', brands: brands.women } as const;

const knitFeatures = [
  t('Weich, warm und angenehm auf der Haut.', 'Douce, chaude et agréable sur la peau.', 'Zacht, warm en prettig op de huid.'),
  t('Mit gerippten Bündchen an Ärmeln und Saum.', 'Avec bords côtes aux manches et à l’ourlet.', 'Met geribde boorden aan mouwen en zoom.'),
  t('Passt zu Jeans genauso wie zum Rock.', 'Se porte aussi bien avec un jean qu’avec une jupe.', 'Staat even goed bij een jeans als bij een rok.'),
  t('Formstabil, auch nach vielen Wäschen.', 'Garde sa forme, même après de nombreux lavages.', 'Blijft in vorm, ook na vele wasbeurten.'),
];

const skirtFeatures = [
  t('Der Bund sitzt bequem, ohne einzuengen.', 'La ceinture est confortable sans serrer.', 'De tailleband zit comfortabel zonder te knellen.'),
  t('Fällt schön und schwingt bei jedem Schritt.', 'Tombe joliment et bouge à chaque pas.', 'Valt mooi en zwiert bij elke stap.'),
  t('Passt zu Blusen, Shirts und Strick gleichermaßen.', 'S’accorde avec les blouses, les t-shirts comme avec la maille.', 'Past even goed bij blouses, shirts en breisels.'),
  t('Mit verdecktem Reißverschluss.', 'Avec fermeture éclair invisible.', 'Met verborgen rits.'),
];

export const supplementFamilies: readonly Family[] = familiesOf([
  {
    ...fashion, id: 'women-knit', category: 'damen-bekleidung-strick', kind: 'knit', weight: 1.2,
    nouns: [t('Strickpullover', 'Pull en maille', 'Gebreide trui'), t('Rollkragenpullover', 'Pull à col roulé', 'Coltrui'), t('Strickjacke', 'Gilet en maille', 'Gebreid vest'), t('Wollpullover', 'Pull en laine', 'Wollen trui'), t('Hoodie', 'Sweat à capuche', 'Hoodie'), t('Cardigan', 'Cardigan', 'Cardigan')],
    nounAttributes: [undefined, undefined, undefined, { material: 'wolle' }, { material: 'baumwolle' }, undefined],
    extras: [t('mit Zopfmuster', 'à torsades', 'met kabelpatroon'), t('mit V-Ausschnitt', 'à col V', 'met V-hals'), t('in Oversize-Form', 'oversize', 'oversized'), t('mit Knopfleiste', 'boutonné', 'met knoopsluiting')],
    materials: ['wolle', 'strick', 'baumwolle', 'viskose'], fits: ['regular', 'loose'],
    colours: ['beige', 'grau', 'schwarz', 'marine', 'rosa', 'bordeaux', 'oliv', 'weiss'],
    sizes: 'womenAlpha', price: [29, 129], facts: () => ({ attributes: { care: 'handwash' } }),
    intro: [t('Der Pullover von {brand} ist der gemütliche Begleiter für kühle Tage.', 'Ce pull {brand} est le compagnon douillet des jours frais.', 'Deze trui van {brand} is je knusse metgezel voor koele dagen.')],
    features: knitFeatures,
  },
  {
    ...fashion, id: 'women-skirt', category: 'damen-bekleidung-roecke', kind: 'skirt',
    nouns: [t('Midirock', 'Jupe midi', 'Midirok'), t('Plisseerock', 'Jupe plissée', 'Plisserok'), t('Jeansrock', 'Jupe en jean', 'Spijkerrok'), t('Bleistiftrock', 'Jupe crayon', 'Kokerrok'), t('Maxirock', 'Jupe longue', 'Maxirok'), t('Minirock', 'Minijupe', 'Minirok')],
    nounAttributes: [undefined, undefined, { material: 'denim' }, undefined, undefined, undefined],
    extras: [t('mit Gürtel', 'avec ceinture', 'met ceintuur'), t('mit Knopfleiste', 'boutonnée', 'met knoopsluiting'), t('mit Schlitz', 'fendue', 'met split'), t('mit Blumenprint', 'à imprimé fleuri', 'met bloemenprint')],
    materials: ['viskose', 'polyester', 'baumwolle', 'leinen'], fits: ['regular', 'slim'],
    colours: ['schwarz', 'marine', 'beige', 'bordeaux', 'oliv', 'blau', 'rot', 'grau'],
    sizes: 'womenNumeric', price: [25, 89], facts: () => ({ attributes: { care: 'machine30' } }),
    intro: [t('Der Rock von {brand} macht jeden Look feminin.', 'Cette jupe {brand} apporte une touche féminine à chaque tenue.', 'Deze rok van {brand} maakt elke look vrouwelijk.')],
    features: skirtFeatures,
  },
]);
