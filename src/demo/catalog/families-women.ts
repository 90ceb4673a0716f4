// Women's fashion, lingerie and accessories.
import { brands } from './brands';
import type { Family } from './family';
import { tri as t } from './phrases';

const fashion = { department: 'fashion', brands: brands.women } as const;

const wearFeatures = [
  t('Der weich fallende Stoff fühlt sich angenehm auf der Haut an.', 'La matière fluide est agréable à porter.', 'De soepel vallende stof voelt prettig aan op de huid.'),
  t('Lässt sich zu Sneakern genauso kombinieren wie zu Pumps.', 'Se porte aussi bien avec des baskets qu’avec des escarpins.', 'Combineer je net zo makkelijk met sneakers als met pumps.'),
  t('Die Passform ist bequem, ohne weit zu wirken.', 'La coupe est confortable sans paraître ample.', 'De pasvorm zit comfortabel zonder wijd te ogen.'),
  t('Ein Lieblingsteil für Büro, Freizeit und besondere Anlässe.', 'Une pièce favorite pour le bureau, les loisirs et les grandes occasions.', 'Een favoriet voor kantoor, vrije tijd en speciale gelegenheden.'),
  t('Farbecht und formstabil, auch nach vielen Wäschen.', 'Couleurs et forme tiennent, même après de nombreux lavages.', 'Kleurvast en vormvast, ook na vele wasbeurten.'),
];

const bottomFeatures = [
  t('Der elastische Anteil sorgt für viel Bewegungsfreiheit.', 'La part d’élasthanne offre une grande liberté de mouvement.', 'Het elastische aandeel zorgt voor veel bewegingsvrijheid.'),
  t('Mit zwei Eingrifftaschen vorne und zwei Gesäßtaschen.', 'Avec deux poches devant et deux poches arrière.', 'Met twee steekzakken voor en twee achterzakken.'),
  t('Die Leibhöhe ist so gewählt, dass nichts rutscht oder kneift.', 'La hauteur de taille est pensée pour que rien ne glisse ni ne serre.', 'De taillehoogte is zo gekozen dat er niets afzakt of knelt.'),
  t('Passt zu Blusen, Shirts und Strick gleichermaßen.', 'S’accorde avec les blouses, les t-shirts comme avec la maille.', 'Past even goed bij blouses, shirts en breisels.'),
  t('Mit Gürtelschlaufen, Reißverschluss und Knopf.', 'Avec passants de ceinture, fermeture éclair et bouton.', 'Met riemlussen, rits en knoop.'),
];

const jacketFeatures = [
  t('Die wattierte Füllung hält warm, ohne schwer zu sein.', 'Le rembourrage tient chaud sans alourdir.', 'De gewatteerde vulling houdt warm zonder zwaar te zijn.'),
  t('Wasserabweisend ausgerüstet – ideal für wechselhaftes Wetter.', 'Traitement déperlant, idéal par temps changeant.', 'Waterafstotend behandeld, ideaal bij wisselvallig weer.'),
  t('Mit zwei Seitentaschen und einer Innentasche.', 'Avec deux poches latérales et une poche intérieure.', 'Met twee zijzakken en een binnenzak.'),
  t('Lang genug, um die Hüften zu bedecken.', 'Assez longue pour couvrir les hanches.', 'Lang genoeg om de heupen te bedekken.'),
];

const coatFeatures = [
  t('Der klassische Schnitt passt über Blazer und Strick.', 'La coupe classique passe par-dessus un blazer ou un pull.', 'De klassieke snit past over een blazer of trui.'),
  t('Das Futter gleitet leicht über die Kleidung darunter.', 'La doublure glisse facilement sur les vêtements.', 'De voering glijdt soepel over je kleding.'),
  t('Mit zwei Pattentaschen und einer Innentasche.', 'Avec deux poches à rabat et une poche intérieure.', 'Met twee klepzakken en een binnenzak.'),
  t('Hält warm an kalten Tagen und sieht dabei elegant aus.', 'Tient chaud les jours froids tout en restant élégant.', 'Houdt warm op koude dagen en oogt toch elegant.'),
];

const underwearFeatures = [
  t('Die weichen Nähte tragen unter keinem Shirt auf.', 'Les coutures souples restent invisibles sous un t-shirt.', 'De zachte naden blijven onzichtbaar onder een shirt.'),
  t('Hautfreundlich und nach OEKO-TEX® Standard 100 geprüft.', 'Agréable pour la peau et certifié OEKO-TEX® Standard 100.', 'Huidvriendelijk en getest volgens OEKO-TEX® Standard 100.'),
  t('Bleibt auch an langen Tagen angenehm.', 'Reste agréable même lors de longues journées.', 'Blijft ook op lange dagen comfortabel zitten.'),
];

const braFeatures = [
  ...underwearFeatures,
  t('Verstellbare Träger und ein Hakenverschluss in drei Stufen sorgen für sicheren Halt.', 'Bretelles réglables et fermeture à trois rangées d’agrafes pour un bon maintien.', 'Verstelbare bandjes en een sluiting met drie haakjes zorgen voor goede steun.'),
  t('Unsere BH-Größenberatung hilft bei der Wahl der richtigen Größe.', 'Notre guide des tailles vous aide à choisir le bon soutien-gorge.', 'Onze bh-maatadviseur helpt je de juiste maat te kiezen.'),
];

export const womenFamilies: Family[] = [
  {
    ...fashion, id: 'women-dress', category: 'damen-bekleidung-kleider', kind: 'dress', weight: 1.6,
    nouns: [t('Jerseykleid', 'Robe en jersey', 'Jersey jurk'), t('Blusenkleid', 'Robe chemisier', 'Blousejurk'), t('Midikleid', 'Robe midi', 'Midi-jurk'), t('Etuikleid', 'Robe fourreau', 'Kokerjurk'), t('Maxikleid', 'Robe longue', 'Maxi-jurk'), t('Hemdblusenkleid', 'Robe chemise', 'Overhemdjurk'), t('Sommerkleid', 'Robe d’été', 'Zomerjurk')],
    extras: [t('mit Wickeloptik', 'effet portefeuille', 'met overslag'), t('mit Bindegürtel', 'à ceinture à nouer', 'met strikceintuur'), t('mit Volantsaum', 'à volants', 'met volantzoom'), t('mit Puffärmeln', 'à manches bouffantes', 'met pofmouwen'), t('mit Knopfleiste', 'boutonnée', 'met knoopsluiting'), t('mit Blumenprint', 'à imprimé fleuri', 'met bloemenprint'), t('mit Taschen', 'à poches', 'met zakken')],
    materials: ['jersey', 'viskose', 'baumwolle', 'leinen', 'polyester'], fits: ['regular', 'loose', 'slim'],
    colours: ['schwarz', 'marine', 'rot', 'bordeaux', 'rosa', 'gruen', 'blau', 'beige', 'oliv', 'gelb', 'weiss'],
    sizes: 'womenNumeric', price: [29, 119], facts: () => ({ attributes: { care: 'machine30' } }),
    intro: [t('Dieses Kleid von {brand} macht im Büro wie am Wochenende eine gute Figur.', 'Cette robe {brand} fait bonne figure au bureau comme le week-end.', 'Deze jurk van {brand} staat goed op kantoor en in het weekend.'), t('Feminin, bequem und schnell angezogen: das Kleid für jeden Tag von {brand}.', 'Féminine, confortable et vite enfilée : la robe de tous les jours signée {brand}.', 'Vrouwelijk, comfortabel en snel aangetrokken: de jurk voor elke dag van {brand}.')],
    features: wearFeatures,
  },
  {
    ...fashion, id: 'women-blouse', category: 'damen-bekleidung-blusen', kind: 'blouse',
    nouns: [t('Bluse', 'Blouse', 'Blouse'), t('Tunika', 'Tunique', 'Tuniek'), t('Schlupfbluse', 'Blouse à enfiler', 'Instapblouse'), t('Hemdbluse', 'Chemisier', 'Overhemdblouse'), t('Chiffonbluse', 'Blouse en mousseline', 'Chiffon blouse')],
    extras: [t('mit Stehkragen', 'à col montant', 'met opstaande kraag'), t('mit Rüschen', 'à volants', 'met ruches'), t('mit Allover-Print', 'à imprimé intégral', 'met all-over print'), t('mit 3/4-Ärmeln', 'à manches 3/4', 'met driekwartmouwen'), t('mit V-Ausschnitt', 'à col V', 'met V-hals'), t('mit Schluppe', 'à col lavallière', 'met strikkraag')],
    materials: ['viskose', 'baumwolle', 'leinen', 'polyester', 'satin'], fits: ['regular', 'loose'],
    colours: ['weiss', 'beige', 'hellblau', 'rosa', 'marine', 'schwarz', 'gruen', 'bordeaux', 'gelb'],
    sizes: 'womenNumeric', price: [19, 69], facts: () => ({ attributes: { care: 'machine30' } }),
    intro: [t('Die Bluse von {brand} bringt Leichtigkeit in jedes Outfit.', 'Cette blouse {brand} apporte de la légèreté à toutes les tenues.', 'Deze blouse van {brand} brengt luchtigheid in elke outfit.')],
    features: wearFeatures,
  },
  {
    ...fashion, id: 'women-top', category: 'damen-bekleidung-shirts', kind: 'top', weight: 1.4,
    nouns: [t('T-Shirt', 'T-shirt', 'T-shirt'), t('Longsleeve', 'T-shirt à manches longues', 'Longsleeve'), t('Shirttop', 'Top', 'Top'), t('Rippshirt', 'T-shirt côtelé', 'Geribd shirt'), t('Poloshirt', 'Polo', 'Poloshirt')],
    extras: [t('mit Rundhalsausschnitt', 'à col rond', 'met ronde hals'), t('mit V-Ausschnitt', 'à col V', 'met V-hals'), t('im 2er-Pack', 'lot de 2', 'set van 2'), t('mit Streifen', 'à rayures', 'met strepen'), t('mit Print', 'imprimé', 'met print')],
    materials: ['baumwolle', 'biobaumwolle', 'jersey', 'viskose'], fits: ['regular', 'slim', 'loose'],
    colours: ['weiss', 'schwarz', 'grau', 'marine', 'rosa', 'rot', 'gruen', 'gelb', 'hellblau', 'oliv', 'lila'],
    colourCount: [2, 4], sizes: 'womenAlpha', price: [9, 39], facts: () => ({ attributes: { care: 'machine40' } }),
    intro: [t('Ein Basic, das immer passt: das Shirt von {brand}.', 'Un basique qui va avec tout : le t-shirt {brand}.', 'Een basic die altijd past: het shirt van {brand}.')],
    features: wearFeatures,
  },
  {
    ...fashion, id: 'women-trousers', category: 'damen-bekleidung-hosen', kind: 'trousers',
    nouns: [t('Stoffhose', 'Pantalon en tissu', 'Pantalon'), t('Marlenehose', 'Pantalon large', 'Marlenebroek'), t('Chinohose', 'Chino', 'Chino'), t('Culotte', 'Jupe-culotte', 'Culotte'), t('Jogpants', 'Pantalon de jogging', 'Joggingbroek'), t('Paperbag-Hose', 'Pantalon paperbag', 'Paperbagbroek')],
    extras: [t('mit Bügelfalte', 'à pli marqué', 'met persplooi'), t('mit Gürtel', 'avec ceinture', 'met riem'), t('in 7/8-Länge', 'longueur 7/8', 'in 7/8-lengte'), t('mit Stretch', 'stretch', 'met stretch'), t('mit Bundfalten', 'à pinces', 'met bandplooien')],
    materials: ['baumwollmix', 'viskose', 'leinen', 'polyester'], fits: ['regular', 'slim', 'loose'],
    colours: ['schwarz', 'marine', 'beige', 'grau', 'oliv', 'weiss', 'braun', 'bordeaux'],
    sizes: 'womenNumeric', price: [29, 79], facts: () => ({ attributes: { care: 'machine30' } }),
    intro: [t('Die Hose von {brand} sitzt bequem und sieht dabei gepflegt aus.', 'Ce pantalon {brand} est confortable tout en restant soigné.', 'Deze broek van {brand} zit comfortabel en ziet er verzorgd uit.')],
    features: bottomFeatures,
  },
  {
    ...fashion, id: 'women-jeans', category: 'damen-bekleidung-jeans', kind: 'jeans',
    nouns: [t('Skinny-Jeans', 'Jean skinny', 'Skinny jeans'), t('Straight-Jeans', 'Jean droit', 'Straight jeans'), t('Mom-Jeans', 'Jean mom', 'Mom jeans'), t('Bootcut-Jeans', 'Jean bootcut', 'Bootcut jeans'), t('Wide-Leg-Jeans', 'Jean large', 'Wide leg jeans')],
    extras: [t('mit High Waist', 'taille haute', 'met hoge taille'), t('in Used-Waschung', 'délavé', 'met used-wassing'), t('mit Stretch', 'stretch', 'met stretch'), t('in 7/8-Länge', 'longueur 7/8', 'in 7/8-lengte'), t('mit Shaping-Effekt', 'effet gainant', 'met shaping-effect')],
    materials: ['denim'], fits: ['slim', 'regular', 'loose'], colours: ['blau', 'hellblau', 'marine', 'schwarz', 'grau', 'weiss'],
    sizes: 'womenNumeric', price: [39, 99], facts: () => ({ attributes: { care: 'machine30' } }),
    intro: [t('Die Jeans von {brand} wird schnell zum Lieblingsstück.', 'Ce jean {brand} deviendra vite votre préféré.', 'Deze jeans van {brand} wordt al snel je favoriet.')],
    features: bottomFeatures,
  },
  {
    ...fashion, id: 'women-jacket', category: 'damen-bekleidung-jacken-maentel', kind: 'jacket',
    nouns: [t('Steppjacke', 'Doudoune légère', 'Gewatteerde jas'), t('Übergangsjacke', 'Veste mi-saison', 'Tussenjas'), t('Outdoorjacke', 'Veste outdoor', 'Outdoorjas'), t('Daunenjacke', 'Doudoune en duvet', 'Donsjas'), t('Winterjacke', 'Veste d’hiver', 'Winterjas'), t('Parka', 'Parka', 'Parka')],
    nounAttributes: [{ season: 'winter', lining: 'padded' }, { season: 'transition' }, { season: 'transition' }, { season: 'winter', lining: 'down' }, { season: 'winter', lining: 'padded' }, { season: 'winter', lining: 'teddy' }],
    extraAttributes: [undefined, undefined, undefined, { lining: 'teddy', season: 'winter' }],
    extras: [t('mit Kapuze', 'à capuche', 'met capuchon'), t('mit Stehkragen', 'à col montant', 'met opstaande kraag'), t('wasserabweisend', 'déperlante', 'waterafstotend'), t('mit Teddyfutter', 'doublée sherpa', 'met teddyvoering')],
    materials: ['polyester', 'baumwollmix'], colours: ['schwarz', 'marine', 'oliv', 'beige', 'rot', 'grau', 'cognac'],
    sizes: 'womenNumeric', price: [49, 159], facts: () => ({ attributes: { care: 'machine30' } }),
    intro: [t('Die Jacke von {brand} begleitet dich zuverlässig durch die Übergangszeit.', 'Cette veste {brand} vous accompagne fidèlement à la mi-saison.', 'Deze jas van {brand} begeleidt je betrouwbaar door het tussenseizoen.')],
    features: jacketFeatures,
  },
  {
    ...fashion, id: 'women-coat', category: 'damen-bekleidung-jacken-maentel', kind: 'coat',
    nouns: [t('Wollmantel', 'Manteau en laine', 'Wollen mantel'), t('Trenchcoat', 'Trench', 'Trenchcoat'), t('Kurzmantel', 'Manteau court', 'Korte mantel')],
    nounAttributes: [{ season: 'winter', material: 'wolle' }, { season: 'transition' }, { season: 'winter' }],
    extras: [t('mit Gürtel', 'ceinturé', 'met ceintuur'), t('mit Reverskragen', 'à col à revers', 'met reverskraag'), t('zweireihig', 'croisé', 'met dubbele knoopsluiting')],
    materials: ['wolle', 'baumwollmix', 'polyester'], colours: ['beige', 'schwarz', 'marine', 'grau', 'cognac', 'bordeaux'],
    sizes: 'womenNumeric', price: [79, 249], facts: () => ({ attributes: { care: 'dryclean' } }),
    intro: [t('Der Mantel von {brand} hält warm und sieht dabei elegant aus.', 'Ce manteau {brand} tient chaud tout en restant élégant.', 'Deze mantel van {brand} houdt warm en oogt elegant.')],
    features: coatFeatures,
  },
  {
    ...fashion, id: 'women-blazer', category: 'damen-bekleidung-jacken-maentel', kind: 'blazer', weight: 0.6,
    nouns: [t('Blazer', 'Blazer', 'Blazer'), t('Longblazer', 'Blazer long', 'Lange blazer'), t('Jerseyblazer', 'Blazer en jersey', 'Jersey blazer')],
    extras: [t('mit Reverskragen', 'à col à revers', 'met reverskraag'), t('mit Einknopfverschluss', 'à un bouton', 'met één knoop'), t('tailliert', 'cintré', 'getailleerd')],
    materials: ['viskose', 'baumwollmix', 'wolle'], fits: ['slim', 'regular'], colours: ['schwarz', 'marine', 'beige', 'grau', 'rosa', 'weiss'],
    sizes: 'womenNumeric', price: [49, 129], facts: () => ({ attributes: { care: 'dryclean' } }),
    intro: [t('Der Blazer von {brand} macht aus Jeans und Shirt ein Outfit.', 'Ce blazer {brand} transforme un jean et un t-shirt en tenue soignée.', 'Deze blazer van {brand} maakt van jeans en shirt een outfit.')],
    features: wearFeatures,
  },
  {
    ...fashion, brands: brands.lingerie, id: 'women-bra', category: 'damen-waesche-bhs', kind: 'bra', weight: 1.3,
    nouns: [t('Bügel-BH', 'Soutien-gorge à armatures', 'Beugelbh'), t('Schalen-BH', 'Soutien-gorge à coques', 'Voorgevormde bh'), t('Push-up-BH', 'Soutien-gorge push-up', 'Push-upbh'), t('Bralette', 'Bralette', 'Bralette'), t('Minimizer-BH', 'Soutien-gorge minimiseur', 'Minimizer-bh'), t('Sport-BH', 'Brassière de sport', 'Sportbeha')],
    extras: [t('mit Spitze', 'en dentelle', 'met kant'), t('mit Zierschleife', 'avec petit nœud', 'met strikje'), t('nahtlos', 'sans coutures', 'naadloos'), t('mit breiten Trägern', 'à larges bretelles', 'met brede bandjes')],
    materials: ['spitze', 'mikrofaser', 'baumwolle', 'satin'], colours: ['schwarz', 'weiss', 'beige', 'rosa', 'bordeaux', 'marine', 'lila'],
    colourCount: [1, 2], sizes: 'bra', price: [24, 59], facts: () => ({ attributes: { care: 'handwash' } }),
    intro: [t('Der BH von {brand} verbindet Halt und Tragekomfort.', 'Ce soutien-gorge {brand} allie maintien et confort.', 'Deze bh van {brand} combineert steun en draagcomfort.')],
    features: braFeatures,
  },
  {
    ...fashion, brands: brands.lingerie, id: 'women-briefs', category: 'damen-waesche-slips', kind: 'briefs',
    nouns: [t('Slip', 'Culotte', 'Slip'), t('Hipster', 'Shorty', 'Hipster'), t('Taillenslip', 'Culotte taille haute', 'Tailleslip'), t('String', 'String', 'String')],
    extras: [t('im 3er-Pack', 'lot de 3', 'set van 3'), t('mit Spitzenbund', 'à taille en dentelle', 'met kanten tailleband'), t('nahtlos', 'sans coutures', 'naadloos')],
    materials: ['baumwolle', 'mikrofaser', 'spitze'], colours: ['schwarz', 'weiss', 'beige', 'rosa', 'marine', 'bordeaux'],
    sizes: 'briefs', price: [9, 34], facts: () => ({ attributes: { care: 'machine40' } }),
    intro: [t('Wäsche für jeden Tag von {brand}: weich, bequem und unsichtbar unter der Kleidung.', 'Lingerie de tous les jours signée {brand} : douce, confortable et invisible sous les vêtements.', 'Ondergoed voor elke dag van {brand}: zacht, comfortabel en onzichtbaar onder je kleding.')],
    features: underwearFeatures,
  },
  {
    ...fashion, brands: brands.lingerie, id: 'women-nightwear', category: 'damen-waesche-nachtwaesche', kind: 'pyjamas',
    nouns: [t('Pyjama', 'Pyjama', 'Pyjama'), t('Nachthemd', 'Chemise de nuit', 'Nachthemd'), t('Shorty-Pyjama', 'Pyjashort', 'Shortama')],
    extras: [t('mit Knopfleiste', 'boutonné', 'met knoopsluiting'), t('mit Spitzendetails', 'à détails en dentelle', 'met kanten details'), t('mit Print', 'imprimé', 'met print')],
    materials: ['baumwolle', 'viskose', 'satin', 'flanell'], colours: ['rosa', 'hellblau', 'marine', 'grau', 'bordeaux', 'weiss', 'lila'],
    sizes: 'womenAlpha', price: [24, 59], facts: () => ({ attributes: { care: 'machine40' } }),
    intro: [t('Gute Nacht mit {brand}: Nachtwäsche, die sich anfühlt wie eine Umarmung.', 'Bonne nuit avec {brand} : des vêtements de nuit doux comme un câlin.', 'Welterusten met {brand}: nachtmode die voelt als een knuffel.')],
    features: [
      t('Kuschelig weich für erholsame Nächte.', 'Tout doux pour des nuits reposantes.', 'Heerlijk zacht voor een goede nachtrust.'),
      t('Mit bequemem Gummibund an der Hose.', 'Pantalon à taille élastique confortable.', 'Broek met comfortabele elastische band.'),
      ...underwearFeatures.slice(1),
    ],
  },
  {
    ...fashion, brands: brands.lingerie, id: 'women-swimwear', category: 'damen-waesche-bademode', kind: 'swimsuit',
    nouns: [t('Badeanzug', 'Maillot de bain une pièce', 'Badpak'), t('Bikini-Set', 'Bikini', 'Bikini'), t('Tankini', 'Tankini', 'Tankini')],
    extras: [t('mit Shaping-Effekt', 'effet gainant', 'met shaping-effect'), t('mit Neckholder', 'dos nu', 'met halterhals'), t('mit Raffungen', 'drapé', 'met plooien')],
    materials: ['polyester'], colours: ['schwarz', 'marine', 'rot', 'gruen', 'gelb', 'blau', 'orange', 'rosa'],
    colourCount: [1, 2], sizes: 'womenNumeric', price: [29, 79], facts: () => ({ attributes: { care: 'handwash' } }),
    intro: [t('Bereit für Strand und Pool: Bademode von {brand}.', 'Prête pour la plage et la piscine : la mode balnéaire {brand}.', 'Klaar voor strand en zwembad: badmode van {brand}.')],
    features: [
      t('Chlor- und salzwasserbeständig.', 'Résiste au chlore et à l’eau salée.', 'Bestand tegen chloor en zout water.'),
      t('Mit herausnehmbaren Softcups.', 'Avec coques amovibles.', 'Met uitneembare cups.'),
      t('Trocknet schnell und behält seine Form.', 'Sèche rapidement et garde sa forme.', 'Droogt snel en blijft in vorm.'),
    ],
  },
  {
    ...fashion, brands: brands.accessories, id: 'women-bag', category: 'damen-accessoires-taschen', kind: 'bag',
    nouns: [t('Shopper', 'Cabas', 'Shopper'), t('Umhängetasche', 'Sac bandoulière', 'Schoudertas'), t('Henkeltasche', 'Sac à main', 'Handtas'), t('Rucksack', 'Sac à dos', 'Rugzak'), t('Clutch', 'Pochette', 'Clutch')],
    extras: [t('mit Kettenriemen', 'avec chaîne', 'met kettinghengsel'), t('mit Steppung', 'matelassé', 'gewatteerd'), t('im Croco-Look', 'effet croco', 'met krokoprint')],
    materials: ['leder', 'lederimitat', 'veloursleder', 'webstoff'], colours: ['schwarz', 'cognac', 'braun', 'beige', 'rot', 'marine', 'grau'],
    colourCount: [1, 3], price: [29, 149], facts: () => ({ attributes: { care: 'wipe' } }),
    intro: [t('Die Tasche von {brand} ist groß genug für den Alltag und klein genug für den Abend.', 'Ce sac {brand} est assez grand pour le quotidien et assez petit pour le soir.', 'Deze tas van {brand} is groot genoeg voor elke dag en klein genoeg voor de avond.')],
    features: [
      t('Innen mit Reißverschlussfach und Handyfach.', 'Intérieur avec poche zippée et poche pour téléphone.', 'Binnenin een ritsvak en een telefoonvak.'),
      t('Der verstellbare Riemen lässt sich abnehmen.', 'La bandoulière réglable est amovible.', 'De verstelbare schouderband is afneembaar.'),
      t('Bietet Platz für Tablet, Geldbörse und Schlüssel.', 'Assez grand pour une tablette, un portefeuille et des clés.', 'Biedt plaats aan tablet, portemonnee en sleutels.'),
    ],
  },
  {
    ...fashion, brands: brands.accessories, id: 'women-jewellery', category: 'damen-accessoires-schmuck', kind: 'necklace',
    nouns: [t('Halskette mit Anhänger', 'Collier avec pendentif', 'Ketting met hanger'), t('Gliederkette', 'Chaîne à maillons', 'Schakelketting'), t('Perlenkette', 'Collier de perles', 'Parelketting'), t('Armband', 'Bracelet', 'Armband')],
    extras: [t('mit Zirkonia', 'avec zircons', 'met zirkonia'), t('mit Gravurplatte', 'avec plaque à graver', 'met graveerplaatje')],
    plainChance: 0.5, colours: ['gold', 'silber'], colourCount: [1, 2], price: [19, 129],
    intro: [t('Schmuck von {brand} setzt feine Akzente.', 'Les bijoux {brand} apportent une touche raffinée.', 'Sieraden van {brand} zorgen voor een verfijnd accent.')],
    features: [
      t('Nickelfrei und hautverträglich.', 'Sans nickel et bien toléré par la peau.', 'Nikkelvrij en huidvriendelijk.'),
      t('Wird in einer Geschenkbox geliefert.', 'Livré dans un écrin cadeau.', 'Wordt geleverd in een cadeaudoosje.'),
      t('Die Länge ist in zwei Stufen verstellbar.', 'La longueur est réglable sur deux positions.', 'De lengte is in twee standen verstelbaar.'),
    ],
  },
  {
    ...fashion, brands: brands.accessories, id: 'women-scarf', category: 'damen-accessoires-schals', kind: 'scarf',
    nouns: [t('Schal', 'Écharpe', 'Sjaal'), t('Tuch', 'Foulard', 'Omslagdoek'), t('Loop-Schal', 'Snood', 'Colsjaal'), t('Strickschal', 'Écharpe en maille', 'Gebreide sjaal')],
    extras: [t('mit Fransen', 'à franges', 'met franjes'), t('mit Karomuster', 'à carreaux', 'geruit'), t('mit Paisley-Print', 'à motif cachemire', 'met paisleyprint')],
    materials: ['viskose', 'wolle', 'baumwolle', 'polyester'], colours: ['rot', 'beige', 'grau', 'marine', 'gruen', 'gelb', 'bordeaux', 'rosa'],
    price: [14, 49], facts: () => ({ attributes: { care: 'handwash' } }),
    intro: [t('Der Schal von {brand} rundet jedes Outfit ab.', 'Cette écharpe {brand} complète toutes les tenues.', 'Deze sjaal van {brand} maakt elke outfit af.')],
    features: [
      t('Groß genug, um ihn auch um die Schultern zu legen.', 'Assez grand pour être porté sur les épaules.', 'Groot genoeg om ook om de schouders te dragen.'),
      t('Mit feinen Fransen an den Enden.', 'Avec de fines franges aux extrémités.', 'Met fijne franjes aan de uiteinden.'),
      t('Weich, leicht und angenehm am Hals.', 'Doux, léger et agréable autour du cou.', 'Zacht, licht en prettig om de hals.'),
    ],
  },
];
