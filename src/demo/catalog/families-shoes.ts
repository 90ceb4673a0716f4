// Shoes for women, men and children, and slippers.
import { brands } from './brands';
import type { Facts, Family } from './family';
import { tri as t } from './phrases';
import type { Rng } from './prng';

const shoes = { department: 'shoes', brands: brands.shoes } as const;

const shoeFeatures = [
  t('Das gepolsterte Fußbett federt jeden Schritt ab.', 'La semelle intérieure rembourrée amortit chaque pas.', 'Het gevoerde voetbed vangt elke stap op.'),
  t('Die rutschfeste Laufsohle gibt sicheren Halt.', 'La semelle antidérapante assure une bonne adhérence.', 'De antislipzool geeft stevig houvast.'),
  t('Fällt normal aus – bestelle deine gewohnte Größe.', 'Taille normalement : commandez votre pointure habituelle.', 'Valt normaal: bestel je gebruikelijke maat.'),
  t('Leicht und flexibel für lange Tage auf den Beinen.', 'Légère et souple pour les longues journées debout.', 'Licht en flexibel voor lange dagen op de been.'),
  t('Das atmungsaktive Innenfutter sorgt für ein gutes Fußklima.', 'La doublure respirante garde le pied au sec.', 'De ademende voering zorgt voor een prettig voetklimaat.'),
];

const heel = (min: number, max: number) => (rng: Rng): Facts => ({ attributes: { heel_cm: rng.int(min, max), care: 'wipe' } });
const wipe = () => ({ attributes: { care: 'wipe' } });

const sneakerIntro = [t('Die Sneaker von {brand} bringen Komfort in deinen Alltag.', 'Les baskets {brand} apportent du confort à votre quotidien.', 'De sneakers van {brand} brengen comfort in je dagelijks leven.')];
const bootIntro = [t('Mit den Boots von {brand} kommst du gut durch Herbst und Winter.', 'Avec ces boots {brand}, vous traversez l’automne et l’hiver au sec.', 'Met de boots van {brand} kom je goed de herfst en winter door.')];
const kidsIntro = [t('Kinderschuhe von {brand}, gemacht für kleine Füße mit viel vor.', 'Chaussures enfant {brand}, faites pour les petits pieds qui bougent beaucoup.', 'Kinderschoenen van {brand}, gemaakt voor kleine voeten met grote plannen.')];
const warmExtras = [t('mit Warmfutter', 'doublure chaude', 'met warme voering'), t('mit Profilsohle', 'semelle crantée', 'met profielzool')];

export const shoeFamilies: Family[] = [
  {
    ...shoes, id: 'women-sneaker', category: 'schuhe-damen-sneaker', kind: 'sneaker', weight: 1.3,
    nouns: [t('Sneaker', 'Baskets', 'Sneakers'), t('Plateau-Sneaker', 'Baskets à plateforme', 'Plateausneakers'), t('Slip-on-Sneaker', 'Baskets à enfiler', 'Instapsneakers'), t('Laufschuh', 'Chaussure de running', 'Hardloopschoen')],
    extras: [t('mit Wechselfußbett', 'avec semelle amovible', 'met uitneembaar voetbed'), t('mit Memory-Foam', 'avec mousse à mémoire de forme', 'met memory foam')],
    materials: ['leder', 'textil', 'veloursleder', 'lederimitat'], colours: ['weiss', 'schwarz', 'beige', 'grau', 'rosa', 'marine', 'silber'],
    sizes: 'shoesWomen', price: [49, 119], facts: wipe, intro: sneakerIntro, features: shoeFeatures,
  },
  {
    ...shoes, id: 'women-ankle-boot', category: 'schuhe-damen-stiefeletten', kind: 'ankle-boot', weight: 1.2,
    nouns: [t('Stiefelette', 'Bottine', 'Enkellaarsje'), t('Chelsea-Boots', 'Chelsea boots', 'Chelsea boots'), t('Schnürstiefelette', 'Bottine à lacets', 'Veterenkellaars'), t('Winterstiefelette', 'Bottine d’hiver', 'Winterenkellaars'), t('Stiefel', 'Bottes', 'Laarzen')],
    nounAttributes: [undefined, undefined, undefined, { season: 'winter', lining: 'warm' }, undefined],
    extraAttributes: [undefined, { season: 'winter', lining: 'warm' }, undefined],
    extras: [t('mit Blockabsatz', 'à talon carré', 'met blokhak'), ...warmExtras],
    materials: ['leder', 'veloursleder', 'lederimitat'], colours: ['schwarz', 'cognac', 'braun', 'beige', 'bordeaux', 'grau'], colourCount: [1, 2],
    sizes: 'shoesWomen', price: [69, 159], facts: heel(2, 8), intro: bootIntro, features: shoeFeatures,
  },
  {
    ...shoes, id: 'women-pump', category: 'schuhe-damen-pumps', kind: 'pump',
    nouns: [t('Pumps', 'Escarpins', 'Pumps'), t('Slingpumps', 'Escarpins à bride arrière', 'Slingbacks'), t('Riemchenpumps', 'Escarpins à bride', 'Pumps met bandje')],
    extras: [t('mit Stilettoabsatz', 'à talon aiguille', 'met naaldhak'), t('mit Blockabsatz', 'à talon carré', 'met blokhak'), t('in Lackoptik', 'effet verni', 'in lakleer-look')],
    materials: ['leder', 'veloursleder', 'lederimitat'], colours: ['schwarz', 'beige', 'rot', 'marine', 'cognac', 'gold'], colourCount: [1, 3],
    sizes: 'shoesWomen', price: [49, 129], facts: heel(5, 10),
    intro: [t('Die Pumps von {brand} machen jedes Outfit festlicher.', 'Les escarpins {brand} rendent toute tenue plus habillée.', 'De pumps van {brand} maken elke outfit feestelijker.')],
    features: shoeFeatures,
  },
  {
    ...shoes, id: 'women-sandal', category: 'schuhe-damen-sandalen', kind: 'sandal',
    nouns: [t('Sandale', 'Sandale', 'Sandaal'), t('Pantolette', 'Mule', 'Slipper'), t('Keilsandalette', 'Sandale compensée', 'Sleehaksandaal'), t('Zehentrenner', 'Tong', 'Teenslipper')],
    extras: [t('mit Fußbett', 'avec semelle anatomique', 'met voetbed'), t('mit Riemchen', 'à brides', 'met bandjes')],
    materials: ['leder', 'lederimitat', 'veloursleder'], colours: ['cognac', 'schwarz', 'beige', 'gold', 'weiss', 'silber', 'rot'],
    sizes: 'shoesWomen', price: [29, 89], facts: wipe,
    intro: [t('Sommer an den Füßen: Sandalen von {brand}.', 'L’été à vos pieds : les sandales {brand}.', 'Zomer aan je voeten: sandalen van {brand}.')],
    features: shoeFeatures,
  },
  {
    ...shoes, id: 'men-sneaker', category: 'schuhe-herren-sneaker', kind: 'sneaker', weight: 1.2,
    nouns: [t('Sneaker', 'Baskets', 'Sneakers'), t('Ledersneaker', 'Baskets en cuir', 'Leren sneakers'), t('Laufschuh', 'Chaussure de running', 'Hardloopschoen')],
    nounAttributes: [undefined, { material: 'leder' }, undefined],
    extras: [t('mit Wechselfußbett', 'avec semelle amovible', 'met uitneembaar voetbed'), t('mit dämpfender Sohle', 'à semelle amortissante', 'met dempende zool')],
    materials: ['leder', 'textil', 'veloursleder'], colours: ['weiss', 'schwarz', 'grau', 'marine', 'oliv', 'blau'],
    sizes: 'shoesMen', price: [59, 139], facts: wipe, intro: sneakerIntro, features: shoeFeatures,
  },
  {
    ...shoes, id: 'men-business', category: 'schuhe-herren-business', kind: 'derby',
    nouns: [t('Schnürschuh', 'Derby', 'Veterschoen'), t('Oxford-Schuh', 'Richelieu', 'Oxford schoen'), t('Loafer', 'Mocassin', 'Loafer'), t('Budapester', 'Richelieu brogue', 'Brogue')],
    extras: [t('mit Ledersohle', 'semelle en cuir', 'met leren zool'), t('rahmengenäht', 'cousu Goodyear', 'randgenaaid')],
    materials: ['leder', 'veloursleder'], colours: ['schwarz', 'braun', 'cognac', 'bordeaux'], colourCount: [1, 2],
    sizes: 'shoesMen', price: [79, 199], facts: wipe,
    intro: [t('Schuhe von {brand} für Büro, Hochzeit und jeden Tag dazwischen.', 'Des chaussures {brand} pour le bureau, les mariages et tous les jours entre les deux.', 'Schoenen van {brand} voor kantoor, bruiloften en elke dag daartussen.')],
    features: shoeFeatures,
  },
  {
    ...shoes, id: 'men-boot', category: 'schuhe-herren-boots', kind: 'boot',
    nouns: [t('Boots', 'Boots', 'Boots'), t('Schnürboots', 'Boots à lacets', 'Veterboots'), t('Chelsea-Boots', 'Chelsea boots', 'Chelsea boots'), t('Winterboots', 'Bottes d’hiver', 'Winterboots')],
    nounAttributes: [undefined, undefined, undefined, { season: 'winter', lining: 'warm' }],
    extras: [t('wasserdicht', 'imperméables', 'waterdicht'), ...warmExtras],
    extraAttributes: [undefined, { season: 'winter', lining: 'warm' }, undefined],
    materials: ['leder', 'veloursleder'], colours: ['braun', 'schwarz', 'cognac', 'grau', 'oliv'], colourCount: [1, 2],
    sizes: 'shoesMen', price: [89, 189], facts: wipe, intro: bootIntro, features: shoeFeatures,
  },
  {
    ...shoes, brands: brands.kids, id: 'kids-sneaker', category: 'schuhe-kinder', kind: 'sneaker',
    nouns: [t('Kindersneaker', 'Baskets enfant', 'Kindersneakers'), t('Lauflernschuh', 'Chaussure premiers pas', 'Eerste loopschoen')],
    extras: [t('mit Klettverschluss', 'à scratch', 'met klittenband'), t('mit Blinklicht', 'à semelle lumineuse', 'met lichtjes')],
    materials: ['textil', 'leder'], colours: ['blau', 'rosa', 'rot', 'weiss', 'gruen', 'marine', 'lila'],
    sizes: 'shoesKids', price: [29, 59], facts: wipe, intro: kidsIntro, features: shoeFeatures.slice(0, 2),
  },
  {
    ...shoes, brands: brands.kids, id: 'kids-boot', category: 'schuhe-kinder', kind: 'boot', weight: 0.6,
    nouns: [t('Winterstiefel', 'Bottes d’hiver', 'Winterlaarzen'), t('Gummistiefel', 'Bottes de pluie', 'Regenlaarzen')],
    nounAttributes: [{ season: 'winter' }, undefined],
    extras: [t('mit Warmfutter', 'doublure chaude', 'met warme voering'), t('mit Reflektoren', 'avec bandes réfléchissantes', 'met reflectoren')],
    extraAttributes: [{ season: 'winter', lining: 'warm' }, undefined],
    materials: ['textil', 'kunststoff'], colours: ['blau', 'rosa', 'rot', 'gelb', 'gruen', 'marine'],
    sizes: 'shoesKids', price: [24, 59], facts: wipe, intro: kidsIntro, features: shoeFeatures.slice(1, 3),
  },
  {
    ...shoes, brands: brands.kids, id: 'kids-sandal', category: 'schuhe-kinder', kind: 'sandal', weight: 0.5,
    nouns: [t('Kindersandale', 'Sandale enfant', 'Kindersandaal'), t('Badeschuh', 'Sandale de plage', 'Waterschoen')],
    extras: [t('mit Klettverschluss', 'à scratch', 'met klittenband')],
    materials: ['leder', 'textil', 'kunststoff'], colours: ['blau', 'rosa', 'rot', 'gelb', 'gruen', 'marine'],
    sizes: 'shoesKids', price: [19, 44], facts: wipe, intro: kidsIntro, features: shoeFeatures.slice(0, 2),
  },
  {
    ...shoes, id: 'slippers', category: 'schuhe-hausschuhe', kind: 'slipper',
    nouns: [t('Hausschuhe', 'Pantoufles', 'Pantoffels'), t('Filzpantoffeln', 'Chaussons en feutre', 'Vilten pantoffels'), t('Clogs', 'Sabots', 'Clogs')],
    nounAttributes: [undefined, { material: 'filz' }, undefined],
    extras: [t('mit Fellimitat', 'avec doublure fourrée', 'met imitatiebont'), t('mit rutschfester Sohle', 'à semelle antidérapante', 'met antislipzool')],
    materials: ['filz', 'textil', 'veloursleder'], colours: ['grau', 'anthrazit', 'bordeaux', 'marine', 'beige', 'rosa'],
    sizes: 'slippers', price: [19, 49], facts: () => ({ attributes: { care: 'handwash' } }),
    intro: [t('Ankommen und wohlfühlen: Hausschuhe von {brand}.', 'Rentrer et se sentir bien : les pantoufles {brand}.', 'Thuiskomen en ontspannen: pantoffels van {brand}.')],
    features: [shoeFeatures[0]!, shoeFeatures[1]!, t('Warm und weich – auch an kalten Abenden.', 'Chaudes et douces, même les soirs d’hiver.', 'Warm en zacht, ook op koude avonden.')],
  },
];
