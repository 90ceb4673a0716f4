// Children's and baby fashion, and the nursery.
import { brands } from './brands';
import type { Family } from './family';
import { tri as t } from './phrases';

const kids = { department: 'fashion', brands: brands.kids, sizes: 'kids' } as const;

const kidsFeatures = [
  t('Robust genug zum Toben, weich genug zum Kuscheln.', 'Assez solide pour jouer, assez doux pour les câlins.', 'Stevig genoeg om te ravotten, zacht genoeg om te knuffelen.'),
  t('Schadstoffgeprüft nach OEKO-TEX® Standard 100.', 'Testé contre les substances nocives selon OEKO-TEX® Standard 100.', 'Getest op schadelijke stoffen volgens OEKO-TEX® Standard 100.'),
  t('Leicht an- und auszuziehen – auch allein.', 'Facile à enfiler et à retirer, même tout seul.', 'Makkelijk aan en uit te trekken, ook zelf.'),
  t('Die Farben bleiben auch nach vielen Wäschen kräftig.', 'Les couleurs restent vives après de nombreux lavages.', 'De kleuren blijven ook na vele wasbeurten fel.'),
];

const kidsIntro = [
  t('Kindermode von {brand}: bequem, bunt und gemacht für jeden Tag.', 'La mode enfant {brand} : confortable, colorée et faite pour tous les jours.', 'Kinderkleding van {brand}: comfortabel, vrolijk en gemaakt voor elke dag.'),
  t('Von {brand} – für kleine Entdecker mit großen Plänen.', 'Signé {brand}, pour les petits explorateurs aux grands projets.', 'Van {brand}, voor kleine ontdekkers met grote plannen.'),
];

const girlColours = ['rosa', 'lila', 'hellblau', 'gelb', 'weiss', 'marine', 'rot', 'gruen'] as const;
const boyColours = ['blau', 'marine', 'gruen', 'grau', 'rot', 'oliv', 'gelb', 'schwarz'] as const;
const girlMotifs = [t('mit Pailletten', 'à sequins', 'met pailletten'), t('mit Einhorn-Print', 'imprimé licorne', 'met eenhoornprint'), t('im 2er-Pack', 'lot de 2', 'set van 2')];
const boyMotifs = [t('mit Dino-Print', 'imprimé dinosaure', 'met dinoprint'), t('mit Fußball-Motiv', 'motif football', 'met voetbalprint'), t('im 2er-Pack', 'lot de 2', 'set van 2')];
const trouserExtras = [t('mit verstellbarem Bund', 'à taille réglable', 'met verstelbare taille'), t('mit verstärkten Knien', 'à genoux renforcés', 'met verstevigde knieën')];

const care = () => ({ attributes: { care: 'machine40' } });

const nursery = { department: 'furniture', brands: brands.baby, bulky: true, colours: ['weiss', 'natur', 'grau'] } as const;
const nurseryFeatures = [
  t('Speichelfest lackiert und frei von Schadstoffen.', 'Laque résistante à la salive, sans substances nocives.', 'Speekselbestendig gelakt en vrij van schadelijke stoffen.'),
  t('Einfacher Aufbau mit bebilderter Anleitung.', 'Montage simple grâce à la notice illustrée.', 'Eenvoudige montage met geïllustreerde handleiding.'),
  t('Abgerundete Kanten schützen kleine Hände.', 'Les angles arrondis protègent les petites mains.', 'Afgeronde hoeken beschermen kleine handjes.'),
];

export const kidsFamilies: Family[] = [
  {
    ...kids, id: 'girls-dress', category: 'kinder-maedchen-kleider', kind: 'dress',
    nouns: [t('Sommerkleid', 'Robe d’été', 'Zomerjurk'), t('Jerseykleid', 'Robe en jersey', 'Jersey jurk'), t('Tüllkleid', 'Robe en tulle', 'Tule jurk')],
    extras: girlMotifs.slice(0, 2), materials: ['baumwolle', 'jersey', 'biobaumwolle'], colours: girlColours, price: [14, 39], facts: care,
    intro: kidsIntro, features: kidsFeatures,
  },
  {
    ...kids, id: 'girls-skirt', category: 'kinder-maedchen-kleider', kind: 'skirt', weight: 0.6,
    nouns: [t('Tüllrock', 'Jupe en tulle', 'Tulerok'), t('Jeansrock', 'Jupe en jean', 'Spijkerrok'), t('Faltenrock', 'Jupe plissée', 'Plooirok')],
    extras: [t('mit Gummibund', 'à taille élastique', 'met elastische band')], materials: ['baumwolle', 'denim', 'polyester'], colours: girlColours,
    price: [12, 29], facts: care, intro: kidsIntro, features: kidsFeatures,
  },
  {
    ...kids, id: 'girls-top', category: 'kinder-maedchen-oberteile', kind: 'top',
    nouns: [t('T-Shirt', 'T-shirt', 'T-shirt'), t('Longsleeve', 'T-shirt à manches longues', 'Longsleeve')],
    extras: girlMotifs, materials: ['baumwolle', 'biobaumwolle'], colours: girlColours, colourCount: [2, 3], price: [8, 24], facts: care,
    intro: kidsIntro, features: kidsFeatures,
  },
  {
    ...kids, id: 'girls-sweat', category: 'kinder-maedchen-oberteile', kind: 'knit', weight: 0.7,
    nouns: [t('Sweatshirt', 'Sweat-shirt', 'Sweater'), t('Kapuzenpullover', 'Sweat à capuche', 'Hoodie'), t('Strickpullover', 'Pull en maille', 'Gebreide trui')],
    extras: girlMotifs.slice(0, 2), materials: ['baumwolle', 'strick'], colours: girlColours, price: [16, 39], facts: care,
    intro: kidsIntro, features: kidsFeatures,
  },
  {
    ...kids, id: 'girls-trousers', category: 'kinder-maedchen-hosen', kind: 'trousers',
    nouns: [t('Leggings', 'Legging', 'Legging'), t('Jogginghose', 'Pantalon de jogging', 'Joggingbroek'), t('Schlupfhose', 'Pantalon à enfiler', 'Instapbroek')],
    extras: trouserExtras, materials: ['baumwolle', 'jersey'], colours: girlColours, price: [9, 29], facts: care, intro: kidsIntro, features: kidsFeatures,
  },
  {
    ...kids, id: 'girls-jeans', category: 'kinder-maedchen-hosen', kind: 'jeans', weight: 0.7,
    nouns: [t('Jeans', 'Jean', 'Jeans'), t('Skinny-Jeans', 'Jean skinny', 'Skinny jeans'), t('Jeggings', 'Jegging', 'Jegging')],
    extras: trouserExtras, materials: ['denim'], colours: ['blau', 'hellblau', 'schwarz', 'rosa'], price: [19, 39], facts: care,
    intro: kidsIntro, features: kidsFeatures,
  },
  {
    ...kids, id: 'boys-top', category: 'kinder-jungen-oberteile', kind: 'top',
    nouns: [t('T-Shirt', 'T-shirt', 'T-shirt'), t('Poloshirt', 'Polo', 'Poloshirt'), t('Longsleeve', 'T-shirt à manches longues', 'Longsleeve')],
    extras: boyMotifs, materials: ['baumwolle', 'biobaumwolle'], colours: boyColours, colourCount: [2, 3], price: [8, 24], facts: care,
    intro: kidsIntro, features: kidsFeatures,
  },
  {
    ...kids, id: 'boys-sweat', category: 'kinder-jungen-oberteile', kind: 'knit', weight: 0.7,
    nouns: [t('Sweatshirt', 'Sweat-shirt', 'Sweater'), t('Kapuzenpullover', 'Sweat à capuche', 'Hoodie'), t('Sweatjacke', 'Veste en molleton', 'Sweatvest')],
    extras: boyMotifs.slice(0, 2), materials: ['baumwolle'], colours: boyColours, price: [16, 39], facts: care, intro: kidsIntro, features: kidsFeatures,
  },
  {
    ...kids, id: 'boys-trousers', category: 'kinder-jungen-hosen', kind: 'trousers',
    nouns: [t('Cargohose', 'Pantalon cargo', 'Cargobroek'), t('Jogginghose', 'Pantalon de jogging', 'Joggingbroek'), t('Chinohose', 'Chino', 'Chino')],
    extras: trouserExtras, materials: ['baumwolle', 'baumwollmix'], colours: boyColours, price: [14, 34], facts: care, intro: kidsIntro, features: kidsFeatures,
  },
  {
    ...kids, id: 'boys-jeans', category: 'kinder-jungen-hosen', kind: 'jeans', weight: 0.8,
    nouns: [t('Jeans', 'Jean', 'Jeans'), t('Slim-Jeans', 'Jean slim', 'Slim jeans'), t('Regular-Jeans', 'Jean coupe droite', 'Regular jeans')],
    extras: trouserExtras, materials: ['denim'], colours: ['blau', 'hellblau', 'schwarz', 'grau'], price: [19, 39], facts: care, intro: kidsIntro, features: kidsFeatures,
  },
  {
    ...kids, id: 'boys-jacket', category: 'kinder-jungen-jacken', kind: 'jacket',
    nouns: [t('Regenjacke', 'Veste de pluie', 'Regenjas'), t('Winterjacke', 'Veste d’hiver', 'Winterjas'), t('Softshelljacke', 'Veste softshell', 'Softshell jas')],
    nounAttributes: [{ season: 'transition' }, { season: 'winter', lining: 'padded' }, { season: 'transition' }],
    extras: [t('mit Reflektoren', 'avec bandes réfléchissantes', 'met reflectoren'), t('mit Kapuze', 'à capuche', 'met capuchon')],
    materials: ['polyester'], colours: boyColours, price: [29, 79], facts: care, intro: kidsIntro,
    features: [
      ...kidsFeatures.slice(0, 2),
      t('Wasserdicht verschweißte Nähte halten den Regen draußen.', 'Les coutures étanches gardent la pluie dehors.', 'Waterdicht gelaste naden houden de regen buiten.'),
      t('Reflektierende Details sorgen für Sichtbarkeit im Dunkeln.', 'Des détails réfléchissants pour être vu dans l’obscurité.', 'Reflecterende details zorgen voor zichtbaarheid in het donker.'),
    ],
    // The rain jacket keeps the sealed seams; the winter and the softshell jacket say what they are made for.
    nounFeatures: [
      undefined,
      [
        ...kidsFeatures.slice(0, 2),
        t('Die wattierte Füllung hält auch bei Frost schön warm.', 'Le rembourrage ouatiné tient bien chaud, même par temps de gel.', 'De gewatteerde vulling houdt ook bij vorst lekker warm.'),
        t('Reflektierende Details sorgen für Sichtbarkeit im Dunkeln.', 'Des détails réfléchissants pour être vu dans l’obscurité.', 'Reflecterende details zorgen voor zichtbaarheid in het donker.'),
      ],
      [
        ...kidsFeatures.slice(0, 2),
        t('Winddicht und wasserabweisend – ideal für die Übergangszeit.', 'Coupe-vent et déperlante – idéale pour la mi-saison.', 'Winddicht en waterafstotend – ideaal voor het tussenseizoen.'),
        t('Reflektierende Details sorgen für Sichtbarkeit im Dunkeln.', 'Des détails réfléchissants pour être vu dans l’obscurité.', 'Reflecterende details zorgen voor zichtbaarheid in het donker.'),
      ],
    ],
  },
  {
    ...kids, sizes: 'baby', brands: brands.baby, id: 'baby-body', category: 'kinder-baby-bodys', kind: 'bodysuit',
    nouns: [t('Body', 'Body', 'Romper'), t('Strampler', 'Grenouillère', 'Boxpakje'), t('Wickelbody', 'Body croisé', 'Overslagromper')],
    extras: [t('im 3er-Pack', 'lot de 3', 'set van 3'), t('kurzarm', 'manches courtes', 'korte mouw'), t('langarm', 'manches longues', 'lange mouw')],
    plainChance: 0.1, materials: ['biobaumwolle'], colours: ['weiss', 'hellblau', 'rosa', 'gelb', 'grau', 'natur', 'gruen'], price: [12, 29], facts: care,
    intro: [t('Für die Kleinsten von {brand}: weich, sicher und schnell gewickelt.', 'Pour les tout-petits, signé {brand} : doux, sûr et vite changé.', 'Voor de kleinsten van {brand}: zacht, veilig en snel verschoond.')],
    features: [
      t('Druckknöpfe im Schritt erleichtern das Wickeln.', 'Les pressions à l’entrejambe facilitent le change.', 'Drukknoopjes in het kruis maken verschonen makkelijk.'),
      t('Aus weicher Bio-Baumwolle, die sanft zur Babyhaut ist.', 'En coton bio tout doux pour la peau de bébé.', 'Van zacht biologisch katoen, mild voor de babyhuid.'),
      kidsFeatures[1]!,
    ],
  },
  {
    ...nursery, id: 'baby-cot', weight: 0.6, category: 'kinder-baby-babyzimmer', kind: 'cot',
    nouns: [t('Babybett', 'Lit bébé', 'Babybed'), t('Gitterbett', 'Lit à barreaux', 'Ledikant'), t('Beistellbett', 'Berceau cododo', 'Co-sleeper')],
    model: 'furniture', extras: [t('mit Matratze', 'avec matelas', 'met matras'), t('umbaubar zum Juniorbett', 'évolutif en lit junior', 'ombouwbaar tot juniorbed')],
    materials: ['kiefer', 'mdf'], price: [119, 329], colourChoice: false,
    facts: (rng) => ({ attributes: { dimensions_cm: rng.pick(['66x126x91', '76x146x88', '56x96x75']) } }),
    intro: [t('Im Babybett {model} von {brand} schläft dein Kind sicher und geborgen.', 'Dans le lit {model} de {brand}, votre enfant dort en toute sécurité.', 'In het bed {model} van {brand} slaapt je kind veilig en geborgen.')],
    features: [
      t('Der Lattenrost lässt sich in drei Höhen einstellen.', 'Le sommier est réglable sur trois hauteurs.', 'De lattenbodem is in drie hoogtes verstelbaar.'),
      t('Mit Schlupfsprossen, sobald dein Kind allein aufstehen kann.', 'Avec barreaux amovibles dès que votre enfant se lève seul.', 'Met uitneembare spijlen zodra je kind zelf kan opstaan.'),
      ...nurseryFeatures,
    ],
  },
  {
    ...nursery, id: 'baby-wardrobe', category: 'kinder-baby-babyzimmer', kind: 'wardrobe', weight: 0.4,
    nouns: [t('Kinderkleiderschrank', 'Armoire enfant', 'Kinderkledingkast'), t('Wickelkommode', 'Commode à langer', 'Commode met aankleedkussen')],
    model: 'furniture', materials: ['kiefer', 'mdf'], price: [149, 399], colourChoice: false,
    facts: (rng) => ({ attributes: { dimensions_cm: rng.pick(['90x52x180', '100x55x190', '110x50x92']) } }),
    intro: [t('Ordnung im Kinderzimmer mit {model} von {brand}.', 'De l’ordre dans la chambre d’enfant avec {model} de {brand}.', 'Orde in de kinderkamer met {model} van {brand}.')],
    features: nurseryFeatures,
  },
];
