// Furniture: living, sleeping, dining, garden. Prices follow the size; everything ships by freight.
import { brands } from './brands';
import type { Facts, Family } from './family';
import { tri as t } from './phrases';
import type { Rng } from './prng';

const furniture = { department: 'furniture', brands: brands.furniture, model: 'furniture', bulky: true } as const;

const delivery = t('Lieferung bis in die Wohnung – auf Wunsch mit Aufbauservice.', 'Livraison dans la pièce de votre choix, montage sur demande.', 'Bezorging tot in huis, op verzoek met montageservice.');
const seatFeatures = [
  t('Der Sitz ist angenehm fest und gibt trotzdem nach.', 'L’assise est ferme tout en restant moelleuse.', 'De zitting is aangenaam stevig en geeft toch mee.'),
  t('Die Kissen lassen sich aufschütteln und bleiben in Form.', 'Les coussins se regonflent et gardent leur forme.', 'De kussens zijn op te schudden en blijven in vorm.'),
  t('Der Bezug ist pflegeleicht und strapazierfähig.', 'Le revêtement est facile d’entretien et résistant.', 'De bekleding is onderhoudsvriendelijk en slijtvast.'),
  t('Die Füße aus Massivholz schützen den Boden.', 'Les pieds en bois massif protègent le sol.', 'De poten van massief hout beschermen de vloer.'),
  delivery,
];
const tableFeatures = [
  t('Die Oberfläche ist versiegelt und unempfindlich gegen Flecken.', 'La surface vernie résiste aux taches.', 'Het gelakte oppervlak is ongevoelig voor vlekken.'),
  t('Stabil und wackelfrei dank verstellbarer Füße.', 'Stable grâce aux pieds réglables.', 'Stabiel en wiebelvrij dankzij verstelbare poten.'),
  t('Durch die natürliche Maserung ist jedes Stück ein Unikat.', 'Chaque pièce est unique grâce au veinage naturel.', 'Elk stuk is uniek door de natuurlijke nerf.'),
  delivery,
];
const storageFeatures = [
  t('Soft-Close-Scharniere schließen die Türen leise.', 'Les charnières à fermeture amortie ferment les portes en douceur.', 'Soft-close scharnieren sluiten de deuren geruisloos.'),
  t('Die Einlegeböden lassen sich in der Höhe versetzen.', 'Les étagères sont réglables en hauteur.', 'De legplanken zijn in hoogte verstelbaar.'),
  t('Mit Aufbauanleitung und allen Beschlägen.', 'Livré avec notice de montage et toute la quincaillerie.', 'Met montagehandleiding en al het beslag.'),
  delivery,
];
const bedFeatures = [
  t('Das Kopfteil stützt beim Lesen angenehm den Rücken.', 'La tête de lit soutient agréablement le dos pour lire.', 'Het hoofdbord ondersteunt prettig je rug als je leest.'),
  t('Die Einstiegshöhe ist bequem und rückenschonend.', 'La hauteur de couchage ménage le dos.', 'De instaphoogte is comfortabel en rugvriendelijk.'),
  t('Lattenrost und Matratze sind separat erhältlich.', 'Sommier et matelas sont vendus séparément.', 'Lattenbodem en matras zijn apart verkrijgbaar.'),
  delivery,
];

const upholstery = ['webstoff', 'samt', 'cord', 'boucle', 'chenille'] as const;
const fabricColours = ['grau', 'anthrazit', 'beige', 'blau', 'gruen', 'natur', 'oliv', 'bordeaux', 'gelb'] as const;
const woodColours = ['natur', 'braun', 'weiss', 'schwarz'] as const;

const sofaIntro = [t('Mit dem Sofa {model} von {brand} wird das Wohnzimmer zum Lieblingsplatz.', 'Avec le canapé {model} de {brand}, le salon devient votre endroit préféré.', 'Met de bank {model} van {brand} wordt de woonkamer je favoriete plek.')];
const tableIntro = [t('Der Tisch {model} von {brand} wird zum Mittelpunkt des Raums.', 'La table {model} de {brand} devient le centre de la pièce.', 'De tafel {model} van {brand} wordt het middelpunt van de kamer.')];
const storageIntro = [t('Viel Platz und klare Linien: {model} von {brand}.', 'Beaucoup de place et des lignes épurées : {model} de {brand}.', 'Veel ruimte en strakke lijnen: {model} van {brand}.')];
const bedIntro = [t('Im Bett {model} von {brand} beginnt jeder Morgen entspannt.', 'Dans le lit {model} de {brand}, chaque matin commence en douceur.', 'In het bed {model} van {brand} begint elke ochtend ontspannen.')];

/** Width (cm) drawn from a range; the price grows with it. */
const sized = (width: [number, number], depth: [number, number], height: [number, number], eurPerCm: number, base: number, extra?: (rng: Rng) => Facts['attributes']) =>
  (rng: Rng): Facts => {
    const w = rng.int(width[0], width[1]);
    return {
      attributes: { dimensions_cm: `${w}x${rng.int(depth[0], depth[1])}x${rng.int(height[0], height[1])}`, ...extra?.(rng) },
      priceEur: (base + w * eurPerCm) * (0.85 + rng.next() * 0.3),
    };
  };

const sofaExtras = [t('mit Bettkasten', 'avec coffre de rangement', 'met opbergruimte'), t('mit Relaxfunktion', 'avec fonction relax', 'met relaxfunctie'), t('mit Federkern', 'à ressorts', 'met binnenvering')];

export const furnitureFamilies: Family[] = [
  {
    ...furniture, id: 'sofa-corner', category: 'moebel-wohnzimmer-sofas', kind: 'sofa', weight: 1.2,
    nouns: [t('Ecksofa', 'Canapé d’angle', 'Hoekbank'), t('Wohnlandschaft', 'Canapé panoramique', 'Loungebank')],
    extras: [t('mit Schlaffunktion', 'convertible', 'met slaapfunctie'), ...sofaExtras], plainChance: 0.2,
    materials: [...upholstery, 'leder'], colours: [...fabricColours, 'cognac'], colourCount: [2, 4], price: [799, 1899],
    facts: sized([240, 330], [160, 220], [80, 92], 4.5, -250, () => ({ care: 'cover' })), intro: sofaIntro, features: seatFeatures,
  },
  {
    ...furniture, id: 'sofa-three', category: 'moebel-wohnzimmer-sofas', kind: 'sofa',
    nouns: [t('3-Sitzer-Sofa', 'Canapé 3 places', '3-zitsbank'), t('Big-Sofa', 'Grand canapé', 'Bigsofa')],
    extras: sofaExtras, materials: upholstery, colours: fabricColours, colourCount: [2, 4], price: [499, 1299],
    facts: sized([190, 250], [90, 110], [80, 90], 3.8, -150, () => ({ seats: 3 })), intro: sofaIntro, features: seatFeatures,
  },
  {
    ...furniture, id: 'sofa-two', category: 'moebel-wohnzimmer-sofas', kind: 'sofa', weight: 0.7,
    nouns: [t('2-Sitzer-Sofa', 'Canapé 2 places', '2-zitsbank'), t('Schlafsofa', 'Canapé-lit', 'Slaapbank')],
    extras: sofaExtras.slice(0, 2), materials: upholstery, colours: fabricColours, colourCount: [1, 3], price: [349, 899],
    facts: sized([140, 180], [85, 100], [78, 88], 3.2, -80, () => ({ seats: 2 })), intro: sofaIntro, features: seatFeatures,
  },
  {
    ...furniture, id: 'armchair', category: 'moebel-wohnzimmer-sessel', kind: 'armchair',
    nouns: [t('Ohrensessel', 'Fauteuil à oreilles', 'Oorfauteuil'), t('Relaxsessel', 'Fauteuil relax', 'Relaxfauteuil'), t('Cocktailsessel', 'Fauteuil cocktail', 'Cocktailfauteuil'), t('Schaukelsessel', 'Fauteuil à bascule', 'Schommelfauteuil')],
    extras: [t('mit Hocker', 'avec repose-pieds', 'met hocker'), t('mit Aufstehhilfe', 'avec aide au lever', 'met opstahulp'), t('drehbar', 'pivotant', 'draaibaar')],
    materials: [...upholstery, 'leder'], colours: [...fabricColours, 'cognac'], colourCount: [1, 4], price: [199, 899],
    facts: sized([68, 95], [75, 95], [85, 110], 5, -150),
    intro: [t('Der Sessel {model} von {brand} lädt zum Lesen und Entspannen ein.', 'Le fauteuil {model} de {brand} invite à la lecture et à la détente.', 'De fauteuil {model} van {brand} nodigt uit tot lezen en ontspannen.')],
    features: seatFeatures,
  },
  {
    ...furniture, id: 'coffee-table', category: 'moebel-wohnzimmer-couchtische', kind: 'coffee-table',
    nouns: [t('Couchtisch', 'Table basse', 'Salontafel'), t('Beistelltisch', 'Table d’appoint', 'Bijzettafel'), t('Satztisch-Set', 'Tables gigognes', 'Bijzettafelset')],
    extras: [t('mit Ablage', 'avec plateau inférieur', 'met onderblad'), t('höhenverstellbar', 'à hauteur réglable', 'in hoogte verstelbaar'), t('rund', 'ronde', 'rond')],
    materials: ['eiche', 'akazie', 'glas', 'metall', 'mdf', 'eichenfurnier'], colours: woodColours, colourCount: [1, 2], price: [79, 499],
    facts: sized([45, 120], [45, 70], [40, 50], 3, 20, () => ({ care: 'wipe' })), intro: tableIntro, features: tableFeatures,
  },
  {
    ...furniture, id: 'tv-stand', category: 'moebel-wohnzimmer-tv-moebel', kind: 'tv-stand',
    nouns: [t('Lowboard', 'Meuble TV bas', 'Laag tv-meubel'), t('TV-Board', 'Meuble TV', 'Tv-meubel'), t('TV-Wand', 'Ensemble TV mural', 'Tv-wandmeubel')],
    extras: [t('mit LED-Beleuchtung', 'avec éclairage LED', 'met ledverlichting'), t('mit Klappen', 'à abattants', 'met kleppen'), t('grifflos', 'sans poignées', 'greeploos')],
    materials: ['eichenfurnier', 'mdf', 'eiche', 'akazie'], colours: woodColours, colourCount: [1, 3], price: [149, 699],
    facts: sized([140, 240], [38, 48], [45, 60], 2.4, -120, () => ({ care: 'wipe' })), intro: storageIntro,
    features: [t('Kabeldurchlässe halten Ordnung hinter den Geräten.', 'Des passe-câbles gardent l’ordre derrière les appareils.', 'Kabeldoorvoeren houden het netjes achter de apparaten.'), ...storageFeatures],
  },
  {
    ...furniture, brands: brands.sleep, id: 'bed-upholstered', category: 'moebel-schlafzimmer-betten', kind: 'bed', weight: 1.2,
    nouns: [t('Boxspringbett', 'Lit boxspring', 'Boxspring'), t('Polsterbett', 'Lit capitonné', 'Gestoffeerd bed')],
    extras: [t('mit Bettkasten', 'avec coffre de rangement', 'met opbergruimte'), t('mit Topper', 'avec surmatelas', 'met topper'), t('mit LED-Beleuchtung', 'avec éclairage LED', 'met ledverlichting')],
    materials: upholstery, colours: fabricColours, colourCount: [1, 3], sizes: 'bed', price: [449, 1599],
    facts: (rng) => ({ attributes: { height_cm: rng.int(100, 125), care: 'wipe' } }), intro: bedIntro, features: bedFeatures,
  },
  {
    ...furniture, brands: brands.sleep, id: 'bed-wood', category: 'moebel-schlafzimmer-betten', kind: 'bed',
    nouns: [t('Massivholzbett', 'Lit en bois massif', 'Massief houten bed'), t('Futonbett', 'Lit futon', 'Futonbed'), t('Metallbett', 'Lit en métal', 'Metalen bed')],
    extras: [t('mit Schubkästen', 'avec tiroirs', 'met lades'), t('mit hohem Kopfteil', 'avec haute tête de lit', 'met hoog hoofdbord')],
    materials: ['eiche', 'kiefer', 'akazie', 'metall'], colours: woodColours, colourCount: [1, 2], sizes: 'bed', price: [299, 1199],
    facts: (rng) => ({ attributes: { height_cm: rng.int(85, 110), care: 'wipe' } }), intro: bedIntro, features: bedFeatures,
  },
  {
    ...furniture, brands: brands.sleep, id: 'mattress', category: 'moebel-schlafzimmer-matratzen', kind: 'mattress', weight: 1.2,
    nouns: [t('Kaltschaummatratze', 'Matelas en mousse HR', 'Koudschuimmatras'), t('Taschenfederkernmatratze', 'Matelas à ressorts ensachés', 'Pocketveringmatras'), t('Gelschaummatratze', 'Matelas en mousse gel', 'Gelschuimmatras'), t('Hybridmatratze', 'Matelas hybride', 'Hybride matras')],
    extras: [t('Härtegrad {firmness}', 'fermeté {firmness}', 'hardheid {firmness}'), t('mit 7 Liegezonen', 'à 7 zones de confort', 'met 7 comfortzones')],
    plainChance: 0.1, materials: ['schaum', 'tonnen'], colours: ['weiss'], colourChoice: false, sizes: 'mattress', price: [199, 899],
    facts: (rng) => {
      const firmness = rng.pick(['H2', 'H3', 'H4']);
      return { vars: { firmness }, attributes: { firmness, height_cm: rng.int(18, 28), care: 'cover' } };
    },
    intro: [t('Die Matratze {model} von {brand} passt sich deinem Körper an.', 'Le matelas {model} de {brand} s’adapte à votre corps.', 'De matras {model} van {brand} past zich aan je lichaam aan.')],
    features: [
      t('Sieben Liegezonen entlasten Schultern und Becken.', 'Sept zones de confort soulagent les épaules et le bassin.', 'Zeven comfortzones ontlasten schouders en bekken.'),
      t('Mit 100 Nächten Probeschlafen.', 'Avec 100 nuits d’essai.', 'Met 100 nachten proefslapen.'),
      t('Geeignet für alle Schlafpositionen.', 'Convient à toutes les positions de sommeil.', 'Geschikt voor elke slaaphouding.'),
      t('Wird platzsparend gerollt geliefert.', 'Livré roulé pour prendre peu de place.', 'Wordt opgerold geleverd en neemt weinig ruimte in.'),
    ],
  },
  {
    ...furniture, id: 'wardrobe', weight: 1.4, category: 'moebel-schlafzimmer-kleiderschraenke', kind: 'wardrobe',
    nouns: [t('Drehtürenschrank', 'Armoire à portes battantes', 'Draaideurkast'), t('Schwebetürenschrank', 'Armoire à portes coulissantes', 'Schuifdeurkast'), t('Kleiderschrank', 'Armoire', 'Kledingkast')],
    extras: [t('mit Spiegel', 'avec miroir', 'met spiegel'), t('mit Schubladen', 'avec tiroirs', 'met lades'), t('mit LED-Beleuchtung', 'avec éclairage LED', 'met ledverlichting')],
    materials: ['eichenfurnier', 'mdf', 'kiefer'], colours: ['weiss', 'natur', 'grau', 'schwarz'], colourCount: [1, 3], price: [199, 1199],
    facts: sized([100, 300], [55, 65], [195, 236], 3.6, -150, () => ({ care: 'wipe' })), intro: storageIntro, features: storageFeatures,
  },
  {
    ...furniture, id: 'dining-table', category: 'moebel-esszimmer-esstische', kind: 'dining-table',
    nouns: [t('Esstisch', 'Table à manger', 'Eettafel'), t('Ausziehtisch', 'Table extensible', 'Uitschuifbare eettafel'), t('Baumkantentisch', 'Table à bords naturels', 'Boomstamtafel')],
    extras: [t('mit X-Gestell', 'avec piètement en X', 'met X-poten'), t('mit Metallkufen', 'avec piètement luge', 'met sledepoten')],
    materials: ['eiche', 'akazie', 'eichenfurnier', 'glas', 'mdf'], colours: woodColours, colourCount: [1, 2], price: [249, 1299],
    facts: sized([140, 240], [80, 100], [75, 77], 4.5, -300, (rng) => ({ seats: rng.pick([4, 6, 8]), care: 'wipe' })), intro: tableIntro, features: tableFeatures,
  },
  {
    ...furniture, id: 'chair', category: 'moebel-esszimmer-stuehle', kind: 'chair', weight: 1.2,
    nouns: [t('Polsterstuhl, 2er-Set', 'Chaises rembourrées, lot de 2', 'Gestoffeerde stoelen, set van 2'), t('Freischwinger, 2er-Set', 'Chaises cantilever, lot de 2', 'Sledestoelen, set van 2'), t('Sitzbank', 'Banc', 'Eetbank'), t('Schalenstuhl, 4er-Set', 'Chaises coque, lot de 4', 'Kuipstoelen, set van 4')],
    extras: [t('mit Armlehnen', 'avec accoudoirs', 'met armleuningen'), t('mit Metallgestell', 'piètement métal', 'met metalen onderstel')],
    materials: ['samt', 'webstoff', 'lederimitat', 'eiche'], colours: [...fabricColours, 'cognac', 'schwarz'], colourCount: [1, 4], price: [89, 499],
    facts: () => ({ attributes: { care: 'wipe' } }),
    intro: [t('Gemütlich am Tisch sitzen mit {model} von {brand}.', 'Confortablement assis à table avec {model} de {brand}.', 'Comfortabel aan tafel met {model} van {brand}.')],
    features: seatFeatures,
  },
  {
    ...furniture, brands: brands.garden, id: 'garden', category: 'moebel-garten', kind: 'garden-set', weight: 1.3,
    nouns: [t('Gartenlounge-Set', 'Salon de jardin', 'Loungeset'), t('Balkonset, 3-teilig', 'Ensemble de balcon, 3 pièces', 'Balkonset, 3-delig'), t('Gartenstuhl, 2er-Set', 'Chaises de jardin, lot de 2', 'Tuinstoelen, set van 2'), t('Sonnenliege', 'Bain de soleil', 'Ligbed')],
    extras: [t('wetterfest', 'résistant aux intempéries', 'weerbestendig'), t('klappbar', 'pliant', 'inklapbaar'), t('mit Auflagen', 'avec coussins', 'met kussens')],
    materials: ['rattan', 'aluminium', 'akazie', 'metall'], colours: ['anthrazit', 'natur', 'grau', 'schwarz', 'weiss', 'beige'], colourCount: [1, 2], price: [99, 999],
    facts: () => ({ attributes: { care: 'wipe' } }),
    intro: [t('Sommer auf Balkon und Terrasse mit {model} von {brand}.', 'L’été sur le balcon et la terrasse avec {model} de {brand}.', 'Zomer op balkon en terras met {model} van {brand}.')],
    features: [
      t('Wetterfest und UV-beständig.', 'Résiste aux intempéries et aux UV.', 'Weerbestendig en uv-bestendig.'),
      t('Die Auflagen sind abnehmbar und waschbar.', 'Les coussins sont déhoussables et lavables.', 'De kussenhoezen zijn afneembaar en wasbaar.'),
      t('Leicht und schnell umgestellt.', 'Léger et facile à déplacer.', 'Licht en snel verplaatst.'),
      t('Im Winter platzsparend zu verstauen.', 'Se range facilement pour l’hiver.', 'Neemt in de winter weinig ruimte in.'),
    ],
  },
];
