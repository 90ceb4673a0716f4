// Home: textiles, kitchen, lighting and decoration. Rug runners are sold by measure (unit price per m²).
import { brands } from './brands';
import type { Family } from './family';
import { tri as t } from './phrases';

const home = { department: 'home' } as const;
const textiles = { ...home, brands: brands.textiles } as const;
const kitchen = { ...home, brands: brands.kitchen } as const;

const textileFeatures = [
  t('Weich, langlebig und angenehm auf der Haut.', 'Doux, durable et agréable sur la peau.', 'Zacht, duurzaam en prettig op de huid.'),
  t('Nach OEKO-TEX® Standard 100 geprüft.', 'Certifié OEKO-TEX® Standard 100.', 'Getest volgens OEKO-TEX® Standard 100.'),
  t('Farbecht und formbeständig, auch bei häufigem Waschen.', 'Couleurs et forme durables, même lavé souvent.', 'Kleurvast en vormvast, ook bij vaak wassen.'),
  t('Passt zu vielen Stilen, von skandinavisch bis klassisch.', 'S’accorde à de nombreux styles, du scandinave au classique.', 'Past bij veel stijlen, van Scandinavisch tot klassiek.'),
];
const rugFeatures = [
  t('Mit rutschfester Rückseite.', 'Avec envers antidérapant.', 'Met antislip onderkant.'),
  t('Für Fußbodenheizung geeignet.', 'Compatible avec le chauffage au sol.', 'Geschikt voor vloerverwarming.'),
  t('Pflegeleicht – einfach absaugen.', 'Entretien facile : il suffit de passer l’aspirateur.', 'Makkelijk te onderhouden: gewoon stofzuigen.'),
  textileFeatures[3]!,
];
const cookFeatures = [
  t('Für alle Herdarten geeignet, auch für Induktion.', 'Convient à tous les types de feux, induction comprise.', 'Geschikt voor alle warmtebronnen, ook inductie.'),
  t('Spülmaschinenfest.', 'Passe au lave-vaisselle.', 'Vaatwasserbestendig.'),
  t('Backofenfest bis 220 °C.', 'Va au four jusqu’à 220 °C.', 'Ovenbestendig tot 220 °C.'),
  t('Die Griffe bleiben beim Kochen kühl.', 'Les poignées restent froides pendant la cuisson.', 'De grepen blijven koel tijdens het koken.'),
];
const rugIntro = [t('Der Teppich von {brand} bringt Wärme in den Raum.', 'Le tapis {brand} apporte de la chaleur à la pièce.', 'Het vloerkleed van {brand} brengt warmte in de kamer.')];
const cookIntro = [t('Kochen mit Freude: {brand} macht es möglich.', 'Cuisiner avec plaisir grâce à {brand}.', 'Met plezier koken dankzij {brand}.')];
const decoIntro = [t('Kleine Dinge, große Wirkung: Deko von {brand}.', 'Petits objets, grand effet : la déco {brand}.', 'Kleine dingen, groot effect: decoratie van {brand}.')];
const decoFeatures = [
  t('Jedes Stück ist ein Unikat.', 'Chaque pièce est unique.', 'Elk stuk is uniek.'),
  t('Schön allein und in der Gruppe.', 'Belle seule ou en groupe.', 'Mooi alleen en in een groepje.'),
  t('Ein schönes Geschenk zum Einzug.', 'Une jolie idée de cadeau de crémaillère.', 'Een mooi cadeau voor een nieuwe woning.'),
];
const roomColours = ['weiss', 'beige', 'grau', 'anthrazit', 'blau', 'gruen', 'rosa', 'gelb', 'natur', 'bordeaux', 'marine'] as const;

export const homeFamilies: Family[] = [
  {
    ...textiles, id: 'bedding', category: 'wohnen-heimtextilien-bettwaesche', kind: 'bedding', weight: 1.3,
    nouns: [t('Bettwäsche', 'Parure de lit', 'Dekbedovertrek'), t('Wendebettwäsche', 'Parure de lit réversible', 'Omkeerbaar dekbedovertrek'), t('Bettwäsche-Garnitur', 'Ensemble de linge de lit', 'Beddengoedset')],
    extras: [t('gestreift', 'rayée', 'gestreept'), t('mit Blumenmuster', 'à motif floral', 'met bloemenpatroon'), t('uni', 'unie', 'effen'), t('mit Karomuster', 'à carreaux', 'geruit')],
    materials: ['renforce', 'satinbaumwolle', 'flanell', 'leinen'], colours: roomColours, colourCount: [1, 4], sizes: 'bedding', price: [29, 99],
    facts: () => ({ attributes: { care: 'machine60' } }),
    intro: [t('Gut schlafen mit Bettwäsche von {brand}.', 'Bien dormir avec le linge de lit {brand}.', 'Lekker slapen met beddengoed van {brand}.')],
    features: [
      ...textileFeatures,
      t('Der verdeckte Reißverschluss hält die Decke sicher im Bezug.', 'La fermeture éclair cachée maintient la couette dans la housse.', 'De verborgen rits houdt het dekbed netjes in de hoes.'),
      t('Inklusive passendem Kissenbezug.', 'Taie d’oreiller assortie comprise.', 'Inclusief bijpassende kussensloop.'),
    ],
  },
  {
    ...textiles, id: 'towels', category: 'wohnen-heimtextilien-handtuecher', kind: 'towel',
    nouns: [t('Handtuch', 'Serviette de toilette', 'Handdoek'), t('Duschtuch', 'Drap de douche', 'Badlaken'), t('Frottiertuch', 'Serviette éponge', 'Badstof handdoek')],
    extras: [t('extra flauschig', 'extra moelleuse', 'extra zacht'), t('mit Bordüre', 'avec bordure', 'met sierrand'), t('schnelltrocknend', 'à séchage rapide', 'sneldrogend')],
    materials: ['frottee', 'bambus'], colours: roomColours, colourCount: [2, 5], sizes: 'towels', price: [9, 39],
    facts: (rng) => ({ attributes: { grammage: rng.pick([450, 500, 550, 600]), care: 'machine60' } }),
    intro: [t('Flauschige Frottierware von {brand} für jeden Tag.', 'Du linge de bain moelleux {brand} pour tous les jours.', 'Zachte badstof van {brand} voor elke dag.')],
    features: [
      t('Saugt schnell und trocknet zügig.', 'Absorbe vite et sèche rapidement.', 'Neemt snel vocht op en droogt vlot.'),
      t('Mit Aufhängeschlaufe.', 'Avec boucle de suspension.', 'Met ophanglus.'),
      ...textileFeatures.slice(0, 3),
    ],
  },
  {
    ...textiles, id: 'curtains', category: 'wohnen-heimtextilien-vorhaenge', kind: 'curtain',
    nouns: [t('Vorhang mit Ösen', 'Rideau à œillets', 'Gordijn met ringen'), t('Schlaufenschal', 'Rideau à passants', 'Gordijn met lussen'), t('Verdunkelungsvorhang', 'Rideau occultant', 'Verduisteringsgordijn'), t('Gardine', 'Voilage', 'Vitrage')],
    extras: [t('blickdicht', 'opaque', 'ondoorzichtig'), t('halbtransparent', 'semi-transparent', 'half transparant'), t('im 2er-Set', 'lot de 2', 'set van 2')],
    materials: ['polyester', 'leinen', 'baumwolle', 'samt'], colours: roomColours, colourCount: [1, 4], sizes: 'curtains', price: [19, 69],
    facts: () => ({ attributes: { care: 'machine30' } }),
    intro: [t('Vorhänge von {brand} machen aus vier Wänden ein Zuhause.', 'Les rideaux {brand} transforment quatre murs en un chez-soi.', 'Gordijnen van {brand} maken van vier muren een thuis.')],
    features: [
      t('Lässt sich an jeder gängigen Gardinenstange aufhängen.', 'S’accroche à toutes les tringles courantes.', 'Past aan elke gangbare gordijnroede.'),
      t('Dämpft Licht und Geräusche.', 'Atténue la lumière et le bruit.', 'Dempt licht en geluid.'),
      ...textileFeatures.slice(2),
    ],
  },
  {
    ...textiles, id: 'rugs', category: 'wohnen-heimtextilien-teppiche', kind: 'rug',
    nouns: [t('Kurzflorteppich', 'Tapis à poils ras', 'Laagpolig vloerkleed'), t('Hochflorteppich', 'Tapis à poils longs', 'Hoogpolig vloerkleed'), t('Wollteppich', 'Tapis en laine', 'Wollen vloerkleed'), t('Outdoor-Teppich', 'Tapis d’extérieur', 'Buitenkleed'), t('Berberteppich', 'Tapis berbère', 'Berber vloerkleed')],
    // A wool rug is wool (its material was drawn from the family's list before).
    nounAttributes: [undefined, undefined, { material: 'wollteppich' }, undefined, undefined],
    extras: [t('mit Rautenmuster', 'à motif losange', 'met ruitpatroon'), t('im Vintage-Look', 'effet vintage', 'in vintagelook'), t('waschbar', 'lavable', 'wasbaar')],
    materials: ['polyester', 'wollteppich', 'jute', 'baumwolle'], colours: roomColours, colourCount: [1, 3], sizes: 'rugs', price: [49, 399],
    intro: rugIntro, features: rugFeatures,
  },
  {
    ...textiles, id: 'rug-runner', category: 'wohnen-heimtextilien-teppiche', kind: 'rug', weight: 0.5,
    type: t('Teppichläufer', 'Tapis de couloir', 'Loper'),
    nouns: [t('Teppichläufer {w} × {l} cm', 'Tapis de couloir {w} × {l} cm', 'Loper {w} × {l} cm')],
    extras: [t('mit Bordüre', 'avec bordure', 'met sierrand'), t('im Vintage-Look', 'effet vintage', 'in vintagelook')],
    materials: ['polyester', 'jute'], colours: ['grau', 'anthrazit', 'beige', 'natur', 'blau', 'bordeaux'], colourCount: [1, 3], price: [29, 99],
    facts: (rng) => {
      const w = rng.pick([67, 80, 90]);
      const l = rng.pick([200, 250, 300, 400]);
      const area = (w * l) / 10_000;
      return { vars: { w, l }, attributes: { dimensions_cm: `${w}x${l}x1` }, measure: { unit: 'm2', quantity: area }, priceEur: area * (16 + rng.next() * 20) };
    },
    intro: rugIntro, features: rugFeatures,
  },
  {
    ...kitchen, id: 'pots', category: 'wohnen-kueche-toepfe-pfannen', kind: 'pot',
    nouns: [t('Topfset, 5-teilig', 'Batterie de cuisine, 5 pièces', 'Pannenset, 5-delig'), t('Bräter', 'Cocotte', 'Braadpan'), t('Kochtopf', 'Faitout', 'Kookpan'), t('Schnellkochtopf', 'Autocuiseur', 'Snelkookpan')],
    extras: [t('induktionsgeeignet', 'compatible induction', 'geschikt voor inductie'), t('mit Glasdeckel', 'avec couvercle en verre', 'met glazen deksel')],
    materials: ['edelstahl', 'gusseisen'], colours: ['silber', 'schwarz', 'rot', 'anthrazit', 'gruen'], colourCount: [1, 2], price: [29, 249],
    facts: () => ({ attributes: { care: 'dishwasher' } }), intro: cookIntro, features: cookFeatures,
  },
  {
    ...kitchen, id: 'pans', category: 'wohnen-kueche-toepfe-pfannen', kind: 'pan',
    nouns: [t('Bratpfanne', 'Poêle', 'Koekenpan'), t('Wokpfanne', 'Wok', 'Wokpan'), t('Grillpfanne', 'Poêle gril', 'Grillpan'), t('Schmorpfanne', 'Sauteuse', 'Hapjespan')],
    extras: [t('antihaftbeschichtet', 'antiadhésive', 'met antiaanbaklaag'), t('induktionsgeeignet', 'compatible induction', 'geschikt voor inductie')],
    materials: ['edelstahl', 'aluminium', 'gusseisen'], colours: ['schwarz', 'anthrazit', 'silber', 'rot'], colourCount: [1, 2], sizes: 'pans', price: [19, 99],
    facts: () => ({ attributes: { care: 'dishwasher' } }), intro: cookIntro, features: cookFeatures,
  },
  {
    ...kitchen, id: 'tableware', category: 'wohnen-kueche-geschirr', kind: 'tableware',
    nouns: [t('Tafelservice, 12-teilig', 'Service de table, 12 pièces', 'Serviesset, 12-delig'), t('Kombiservice, 18-teilig', 'Service combiné, 18 pièces', 'Combiservies, 18-delig'), t('Frühstücksset, 6-teilig', 'Service petit-déjeuner, 6 pièces', 'Ontbijtset, 6-delig'), t('Pastateller, 4er-Set', 'Assiettes à pâtes, lot de 4', 'Pastaborden, set van 4'), t('Becher, 4er-Set', 'Mugs, lot de 4', 'Mokken, set van 4')],
    extras: [t('im Landhausstil', 'style campagne', 'in landelijke stijl'), t('mit Goldrand', 'à liseré doré', 'met gouden rand'), t('handbemalt', 'peint à la main', 'handbeschilderd')],
    materials: ['porzellan', 'steingut', 'keramik'], colours: ['weiss', 'beige', 'grau', 'blau', 'gruen', 'anthrazit'], colourCount: [1, 3], price: [24, 149],
    facts: () => ({ attributes: { care: 'dishwasher' } }),
    intro: [t('Schön gedeckt mit Geschirr von {brand}.', 'Une belle table avec la vaisselle {brand}.', 'Mooi gedekt met servies van {brand}.')],
    features: [
      t('Spülmaschinen- und mikrowellengeeignet.', 'Compatible lave-vaisselle et micro-ondes.', 'Geschikt voor vaatwasser en magnetron.'),
      t('Zeitloses Design, das sich gut ergänzen lässt.', 'Un design intemporel facile à compléter.', 'Tijdloos ontwerp dat makkelijk aan te vullen is.'),
      t('Stapelbar und platzsparend.', 'Empilable et peu encombrant.', 'Stapelbaar en ruimtebesparend.'),
    ],
  },
  {
    ...kitchen, id: 'storage', category: 'wohnen-kueche-aufbewahrung', kind: 'storage',
    nouns: [t('Vorratsdosen-Set', 'Lot de boîtes de conservation', 'Voorraadbussen, set'), t('Aufbewahrungsbox mit Deckel', 'Boîte de rangement avec couvercle', 'Opbergbox met deksel'), t('Brotkasten', 'Boîte à pain', 'Broodtrommel'), t('Frischhaltedosen, 10er-Set', 'Boîtes hermétiques, lot de 10', 'Vershouddozen, set van 10')],
    extras: [t('stapelbar', 'empilable', 'stapelbaar'), t('luftdicht', 'hermétique', 'luchtdicht')],
    materials: ['glas', 'kunststoff', 'bambus', 'edelstahl'], colours: ['weiss', 'natur', 'grau', 'schwarz', 'gruen', 'silber'], colourCount: [1, 2], price: [12, 59],
    facts: () => ({ attributes: { care: 'dishwasher' } }),
    intro: [t('Ordnung in der Küche mit {brand}.', 'De l’ordre dans la cuisine avec {brand}.', 'Orde in de keuken met {brand}.')],
    features: [
      t('Hält Lebensmittel länger frisch.', 'Garde les aliments frais plus longtemps.', 'Houdt levensmiddelen langer vers.'),
      t('Der Deckel schließt dicht.', 'Le couvercle ferme hermétiquement.', 'Het deksel sluit goed af.'),
      t('Stapelbar und platzsparend.', 'Empilable et peu encombrant.', 'Stapelbaar en ruimtebesparend.'),
    ],
  },
  {
    ...home, brands: brands.lighting, id: 'lamps', category: 'wohnen-deko-lampen', kind: 'lamp', weight: 1.3,
    nouns: [t('Stehleuchte', 'Lampadaire', 'Vloerlamp'), t('Tischleuchte', 'Lampe de table', 'Tafellamp'), t('Pendelleuchte', 'Suspension', 'Hanglamp'), t('Bogenleuchte', 'Lampadaire arc', 'Booglamp')],
    extras: [t('dimmbar', 'à intensité variable', 'dimbaar'), t('mit Textilschirm', 'avec abat-jour en tissu', 'met stoffen kap'), t('mit Rattanschirm', 'avec abat-jour en rotin', 'met rotan kap')],
    materials: ['metall', 'glas', 'rattan', 'keramik'], colours: ['schwarz', 'weiss', 'gold', 'natur', 'grau', 'gruen'], colourCount: [1, 3], price: [29, 299],
    facts: (rng) => ({ attributes: { height_cm: rng.int(35, 180), power_w: rng.pick([25, 40, 60]) } }),
    intro: [t('Die Leuchte von {brand} setzt dein Zuhause ins rechte Licht.', 'Ce luminaire {brand} met votre intérieur en valeur.', 'De lamp van {brand} zet je huis in het juiste licht.')],
    features: [
      t('Für LED-Leuchtmittel mit E27-Fassung.', 'Pour ampoules LED à culot E27.', 'Voor ledlampen met E27-fitting.'),
      t('Sorgt für warmes, blendfreies Licht.', 'Diffuse une lumière chaude sans éblouir.', 'Geeft warm, verblindingsvrij licht.'),
      t('Mit Schalter am Kabel.', 'Avec interrupteur sur le câble.', 'Met schakelaar in het snoer.'),
      t('Leuchtmittel nicht im Lieferumfang.', 'Ampoule non fournie.', 'Lamp niet inbegrepen.'),
    ],
  },
  {
    ...home, brands: brands.lighting, id: 'vases', category: 'wohnen-deko-accessoires', kind: 'vase',
    nouns: [t('Vase', 'Vase', 'Vaas'), t('Vasen-Set, 3-teilig', 'Lot de 3 vases', 'Vazenset, 3-delig'), t('Dekoschale', 'Coupe décorative', 'Decoratieve schaal'), t('Windlicht', 'Photophore', 'Windlicht')],
    extras: [t('handgemacht', 'fait main', 'handgemaakt'), t('in Steinoptik', 'effet pierre', 'met steenlook')],
    materials: ['keramik', 'glas', 'steingut'], colours: ['weiss', 'beige', 'gruen', 'blau', 'rosa', 'grau', 'gold', 'natur'], colourCount: [1, 3], price: [14, 69],
    facts: (rng) => ({ attributes: { height_cm: rng.int(12, 45), care: 'wipe' } }), intro: decoIntro, features: decoFeatures,
  },
  {
    ...textiles, id: 'cushions', category: 'wohnen-deko-accessoires', kind: 'cushion',
    nouns: [t('Kissenhülle, 2er-Set', 'Housses de coussin, lot de 2', 'Kussenhoezen, set van 2'), t('Dekokissen', 'Coussin décoratif', 'Sierkussen'), t('Kuscheldecke', 'Plaid', 'Plaid')],
    extras: [t('mit Fransen', 'à franges', 'met franjes'), t('mit Strukturmuster', 'à motif texturé', 'met structuurpatroon')],
    materials: ['samt', 'baumwolle', 'leinen', 'chenille'], colours: roomColours, colourCount: [2, 5], price: [14, 49],
    facts: () => ({ attributes: { care: 'machine30' } }), intro: decoIntro, features: [...textileFeatures.slice(0, 2), decoFeatures[2]!],
  },
];
