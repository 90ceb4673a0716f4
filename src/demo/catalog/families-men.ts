// Men's fashion and underwear.
import { brands } from './brands';
import type { Family } from './family';
import { tri as t } from './phrases';

const fashion = { department: 'fashion', brands: brands.men } as const;

const menFeatures = [
  t('Robust verarbeitet und angenehm zu tragen.', 'Finitions solides et grand confort.', 'Stevig afgewerkt en prettig om te dragen.'),
  t('Passt ins Büro genauso wie zum Feierabend.', 'Convient au bureau comme après le travail.', 'Past op kantoor net zo goed als na het werk.'),
  t('Behält auch nach vielen Wäschen Form und Farbe.', 'Garde sa forme et sa couleur, même après de nombreux lavages.', 'Behoudt vorm en kleur, ook na vele wasbeurten.'),
  t('Die Schnittführung lässt Raum zum Bewegen.', 'La coupe laisse une bonne liberté de mouvement.', 'De snit geeft voldoende bewegingsvrijheid.'),
];

const shirtFeatures = [
  t('Bügelleicht – schnell wieder glatt nach dem Waschen.', 'Repassage facile : vite défroissée après le lavage.', 'Strijkvriendelijk: na het wassen snel weer glad.'),
  t('Mit verstärktem Kragen, der auch ohne Krawatte gut aussieht.', 'Col renforcé qui a de l’allure même sans cravate.', 'Met verstevigde kraag die ook zonder stropdas goed staat.'),
  t('Die Manschetten lassen sich mit zwei Knöpfen anpassen.', 'Les poignets s’ajustent grâce à deux boutons.', 'De manchetten zijn met twee knopen verstelbaar.'),
  ...menFeatures.slice(0, 2),
];

const trouserFeatures = [
  t('Mit Gürtelschlaufen, Reißverschluss und Knopf.', 'Avec passants de ceinture, fermeture éclair et bouton.', 'Met riemlussen, rits en knoop.'),
  t('Zwei Eingrifftaschen vorne, zwei Gesäßtaschen hinten.', 'Deux poches devant, deux poches arrière.', 'Twee steekzakken voor, twee achterzakken.'),
  t('Ein Hauch Elasthan sorgt für Bewegungsfreiheit.', 'Une pointe d’élasthanne pour la liberté de mouvement.', 'Een vleugje elastaan zorgt voor bewegingsvrijheid.'),
  ...menFeatures.slice(1, 3),
];

const underwearFeatures = [
  t('Der weiche Bund drückt nicht und rollt sich nicht ein.', 'La ceinture souple ne serre pas et ne roule pas.', 'De zachte band knelt niet en rolt niet op.'),
  t('Nach OEKO-TEX® Standard 100 geprüft.', 'Certifié OEKO-TEX® Standard 100.', 'Getest volgens OEKO-TEX® Standard 100.'),
  t('Atmungsaktiv und angenehm auf der Haut.', 'Respirant et agréable sur la peau.', 'Ademend en prettig op de huid.'),
];

export const menFamilies: Family[] = [
  {
    ...fashion, id: 'men-business-shirt', category: 'herren-bekleidung-hemden', kind: 'shirt',
    nouns: [t('Businesshemd', 'Chemise de ville', 'Zakelijk overhemd'), t('Oxfordhemd', 'Chemise Oxford', 'Oxford overhemd'), t('Popelinehemd', 'Chemise en popeline', 'Popeline overhemd')],
    extras: [t('bügelfrei', 'sans repassage', 'strijkvrij'), t('mit Haifischkragen', 'à col requin', 'met cutaway-kraag'), t('mit Brusttasche', 'avec poche poitrine', 'met borstzak')],
    materials: ['baumwolle', 'baumwollmix'], fits: ['slim', 'regular', 'comfort'], colours: ['weiss', 'hellblau', 'blau', 'rosa', 'grau', 'marine'],
    sizes: 'collar', price: [29, 79], facts: () => ({ attributes: { care: 'machine40' } }),
    intro: [t('Das Hemd von {brand} sitzt im Meeting genauso gut wie beim Abendessen.', 'Cette chemise {brand} est impeccable en réunion comme au dîner.', 'Dit overhemd van {brand} zit in een vergadering net zo goed als bij het diner.')],
    features: shirtFeatures,
  },
  {
    ...fashion, id: 'men-casual-shirt', category: 'herren-bekleidung-hemden', kind: 'shirt', weight: 0.8,
    nouns: [t('Freizeithemd', 'Chemise casual', 'Casual overhemd'), t('Flanellhemd', 'Chemise en flanelle', 'Flanellen overhemd'), t('Leinenhemd', 'Chemise en lin', 'Linnen overhemd'), t('Jeanshemd', 'Chemise en jean', 'Spijkeroverhemd')],
    nounAttributes: [undefined, { material: 'flanell' }, { material: 'leinen' }, undefined],
    extras: [t('mit Button-down-Kragen', 'à col boutonné', 'met button-downkraag'), t('kariert', 'à carreaux', 'geruit'), t('mit Stehkragen', 'à col officier', 'met maokraag')],
    materials: ['baumwolle', 'leinen', 'flanell'], fits: ['regular', 'slim'], colours: ['weiss', 'hellblau', 'oliv', 'marine', 'rot', 'beige', 'gruen'],
    sizes: 'menAlpha', price: [24, 69], facts: () => ({ attributes: { care: 'machine40' } }),
    intro: [t('Lässig, aber nicht nachlässig: das Freizeithemd von {brand}.', 'Décontractée sans être négligée : la chemise casual {brand}.', 'Relaxed, maar niet slordig: het casual overhemd van {brand}.')],
    features: menFeatures,
  },
  {
    ...fashion, id: 'men-tshirt', category: 'herren-bekleidung-shirts', kind: 'top', weight: 1.4,
    nouns: [t('T-Shirt', 'T-shirt', 'T-shirt'), t('Poloshirt', 'Polo', 'Poloshirt'), t('Longsleeve', 'T-shirt à manches longues', 'Longsleeve'), t('Henleyshirt', 'T-shirt col tunisien', 'Henley shirt')],
    extras: [t('im 3er-Pack', 'lot de 3', 'set van 3'), t('mit Brusttasche', 'avec poche poitrine', 'met borstzak'), t('mit Streifen', 'à rayures', 'met strepen'), t('mit Print', 'imprimé', 'met print')],
    materials: ['baumwolle', 'biobaumwolle', 'jersey'], fits: ['regular', 'slim'], colours: ['weiss', 'schwarz', 'grau', 'marine', 'oliv', 'rot', 'blau', 'gelb', 'anthrazit'],
    colourCount: [2, 4], sizes: 'menAlpha', price: [12, 39], facts: () => ({ attributes: { care: 'machine40' } }),
    intro: [t('Ein Shirt, das jeden Tag passt: von {brand}.', 'Un t-shirt pour tous les jours, signé {brand}.', 'Een shirt dat elke dag past: van {brand}.')],
    features: menFeatures,
  },
  {
    ...fashion, id: 'men-trousers', category: 'herren-bekleidung-hosen', kind: 'trousers',
    nouns: [t('Chinohose', 'Chino', 'Chino'), t('Cargohose', 'Pantalon cargo', 'Cargobroek'), t('Anzughose', 'Pantalon de costume', 'Pantalon'), t('Jogginghose', 'Pantalon de jogging', 'Joggingbroek'), t('Cordhose', 'Pantalon en velours côtelé', 'Ribbroek')],
    nounAttributes: [undefined, undefined, undefined, undefined, { material: 'cord' }],
    extras: [t('mit Stretch', 'stretch', 'met stretch'), t('mit Gürtel', 'avec ceinture', 'met riem'), t('mit Dehnbund', 'à taille élastique', 'met elastische band')],
    materials: ['baumwollmix', 'baumwolle', 'cord', 'wolle'], fits: ['slim', 'regular', 'comfort'], colours: ['beige', 'marine', 'schwarz', 'oliv', 'grau', 'braun', 'anthrazit'],
    sizes: 'menNumeric', price: [34, 89], facts: () => ({ attributes: { care: 'machine30' } }),
    intro: [t('Die Hose von {brand} ist gemacht für lange Tage.', 'Ce pantalon {brand} est fait pour les longues journées.', 'Deze broek van {brand} is gemaakt voor lange dagen.')],
    features: trouserFeatures,
  },
  {
    ...fashion, id: 'men-jeans', category: 'herren-bekleidung-jeans', kind: 'jeans',
    nouns: [t('Slim-Fit-Jeans', 'Jean slim', 'Slim fit jeans'), t('Regular-Fit-Jeans', 'Jean coupe droite', 'Regular fit jeans'), t('Tapered-Jeans', 'Jean fuselé', 'Tapered jeans'), t('Straight-Jeans', 'Jean droit', 'Straight jeans')],
    extras: [t('in Used-Waschung', 'délavé', 'met used-wassing'), t('mit Stretch', 'stretch', 'met stretch'), t('aus Selvedge-Denim', 'en denim selvedge', 'van selvedge denim')],
    materials: ['denim'], fits: ['slim', 'regular'], colours: ['blau', 'hellblau', 'marine', 'schwarz', 'grau'],
    sizes: 'jeans', price: [49, 109], facts: () => ({ attributes: { care: 'machine30' } }),
    intro: [t('Die Jeans von {brand} ist robust und wird mit jedem Tragen besser.', 'Ce jean {brand} est solide et s’embellit à chaque port.', 'Deze jeans van {brand} is stevig en wordt met elke draagbeurt mooier.')],
    features: trouserFeatures,
  },
  {
    ...fashion, id: 'men-knit', category: 'herren-bekleidung-strick', kind: 'knit',
    nouns: [t('Strickpullover', 'Pull en maille', 'Gebreide trui'), t('Troyer', 'Pull camionneur', 'Schipperstrui'), t('Strickjacke', 'Gilet en maille', 'Gebreid vest'), t('Rollkragenpullover', 'Pull à col roulé', 'Coltrui'), t('Sweatshirt', 'Sweat-shirt', 'Sweater')],
    extras: [t('mit Zopfmuster', 'à torsades', 'met kabelpatroon'), t('mit V-Ausschnitt', 'à col V', 'met V-hals'), t('mit Reißverschluss', 'zippé', 'met rits')],
    materials: ['wolle', 'strick', 'baumwolle'], fits: ['regular', 'slim'], colours: ['marine', 'grau', 'beige', 'bordeaux', 'oliv', 'anthrazit', 'schwarz'],
    sizes: 'menAlpha', price: [39, 119], facts: () => ({ attributes: { care: 'handwash' } }),
    intro: [t('Der Pullover von {brand} hält warm, ohne zu kratzen.', 'Ce pull {brand} tient chaud sans gratter.', 'Deze trui van {brand} houdt warm zonder te kriebelen.')],
    features: menFeatures,
  },
  {
    ...fashion, id: 'men-jacket', category: 'herren-bekleidung-jacken', kind: 'jacket',
    nouns: [t('Steppjacke', 'Doudoune légère', 'Gewatteerde jas'), t('Softshelljacke', 'Veste softshell', 'Softshell jas'), t('Fleecejacke', 'Veste polaire', 'Fleecejack'), t('Bikerjacke', 'Blouson motard', 'Bikerjack')],
    // A fleece jacket is polyester fleece, never leather.
    nounAttributes: [{ season: 'winter', lining: 'padded' }, { season: 'transition' }, { season: 'transition', material: 'polyester' }, { season: 'transition' }],
    extras: [t('mit Kapuze', 'à capuche', 'met capuchon'), t('wasserabweisend', 'déperlante', 'waterafstotend'), t('mit Stehkragen', 'à col montant', 'met opstaande kraag')],
    materials: ['polyester', 'lederimitat', 'leder'], colours: ['schwarz', 'marine', 'oliv', 'anthrazit', 'cognac', 'blau'],
    sizes: 'menAlpha', price: [59, 199], facts: () => ({ attributes: { care: 'machine30' } }),
    intro: [t('Die Jacke von {brand} ist bereit für jedes Wetter.', 'Cette veste {brand} est prête pour tous les temps.', 'Deze jas van {brand} is klaar voor elk weer.')],
    features: [
      t('Mit zwei Reißverschlusstaschen und einer Innentasche.', 'Avec deux poches zippées et une poche intérieure.', 'Met twee ritszakken en een binnenzak.'),
      t('Wind- und wasserabweisend.', 'Coupe-vent et déperlante.', 'Wind- en waterafstotend.'),
      t('Die Ärmelbündchen halten Kälte draußen.', 'Les poignets gardent le froid dehors.', 'De mouwboorden houden de kou buiten.'),
      ...menFeatures.slice(0, 1),
    ],
  },
  {
    ...fashion, id: 'men-coat', category: 'herren-bekleidung-jacken', kind: 'coat', weight: 0.6,
    nouns: [t('Parka', 'Parka', 'Parka'), t('Wollmantel', 'Manteau en laine', 'Wollen mantel'), t('Kurzmantel', 'Manteau court', 'Korte mantel')],
    nounAttributes: [{ season: 'winter', lining: 'teddy' }, { season: 'winter', material: 'wolle' }, { season: 'winter' }],
    extras: [t('mit Kapuze', 'à capuche', 'met capuchon'), t('mit Stehkragen', 'à col montant', 'met opstaande kraag')],
    materials: ['wolle', 'polyester', 'baumwollmix'], colours: ['schwarz', 'marine', 'oliv', 'grau', 'beige', 'anthrazit'],
    sizes: 'menNumeric', price: [99, 249], facts: () => ({ attributes: { care: 'dryclean' } }),
    intro: [t('Der Mantel von {brand} ist warm, klassisch und langlebig.', 'Ce manteau {brand} est chaud, classique et durable.', 'Deze mantel van {brand} is warm, klassiek en duurzaam.')],
    features: menFeatures,
  },
  {
    ...fashion, id: 'men-suit', category: 'herren-bekleidung-anzuege', kind: 'blazer',
    nouns: [t('Sakko', 'Veston', 'Colbert'), t('Anzug, zweiteilig', 'Costume deux pièces', 'Tweedelig pak'), t('Anzugweste', 'Gilet de costume', 'Gilet')],
    extras: [t('mit Zweiknopfverschluss', 'à deux boutons', 'met twee knopen'), t('mit Stretchanteil', 'stretch', 'met stretch'), t('mit Fischgratmuster', 'à chevrons', 'met visgraatmotief')],
    materials: ['wolle', 'baumwollmix', 'leinen'], fits: ['slim', 'regular'], colours: ['marine', 'anthrazit', 'grau', 'schwarz', 'blau', 'beige'],
    sizes: 'menNumeric', price: [89, 299], facts: () => ({ attributes: { care: 'dryclean' } }),
    intro: [t('Mit dem Anzug von {brand} bist du für jeden Anlass gut angezogen.', 'Avec ce costume {brand}, vous êtes bien habillé en toute occasion.', 'Met dit pak van {brand} ben je voor elke gelegenheid goed gekleed.')],
    features: [
      t('Halb gefüttert und dadurch angenehm leicht.', 'Demi-doublé, donc agréablement léger.', 'Half gevoerd en daardoor aangenaam licht.'),
      t('Mit zwei Pattentaschen und Brustleiste.', 'Avec deux poches à rabat et une poche poitrine.', 'Met twee klepzakken en een borstzak.'),
      t('Die Ärmel lassen sich bei Bedarf kürzen.', 'Les manches peuvent être raccourcies si besoin.', 'De mouwen kunnen indien nodig worden ingekort.'),
    ],
  },
  {
    ...fashion, id: 'men-underwear', category: 'herren-waesche-unterwaesche', kind: 'boxers',
    nouns: [t('Boxershorts', 'Boxers', 'Boxershorts'), t('Retroshorts', 'Boxers courts', 'Retroshorts'), t('Unterhemd', 'Maillot de corps', 'Onderhemd')],
    extras: [t('im 3er-Pack', 'lot de 3', 'set van 3'), t('im 5er-Pack', 'lot de 5', 'set van 5')],
    plainChance: 0.1, materials: ['baumwolle', 'biobaumwolle', 'mikrofaser'], colours: ['schwarz', 'marine', 'grau', 'weiss', 'blau', 'anthrazit'],
    sizes: 'menUnderwear', price: [14, 39], facts: () => ({ attributes: { care: 'machine60' } }),
    intro: [t('Unterwäsche von {brand}: bequem vom Morgen bis zum Abend.', 'Les sous-vêtements {brand} : confortables du matin au soir.', 'Ondergoed van {brand}: comfortabel van ’s ochtends tot ’s avonds.')],
    features: underwearFeatures,
  },
  {
    ...fashion, id: 'men-socks', category: 'herren-waesche-socken', kind: 'socks',
    nouns: [t('Socken', 'Chaussettes', 'Sokken'), t('Sneakersocken', 'Socquettes', 'Sneakersokken'), t('Businesssocken', 'Chaussettes de ville', 'Nette sokken'), t('Wollsocken', 'Chaussettes en laine', 'Wollen sokken')],
    // Wool socks are wool (the material was drawn at random before, so a third of them said cotton).
    nounAttributes: [undefined, undefined, undefined, { material: 'wolle' }],
    extras: [t('im 5er-Pack', 'lot de 5', 'set van 5'), t('im 10er-Pack', 'lot de 10', 'set van 10'), t('ohne Gummidruck', 'sans élastique comprimant', 'zonder knellend elastiek')],
    plainChance: 0.1, materials: ['baumwolle', 'wolle', 'biobaumwolle'], colours: ['schwarz', 'marine', 'grau', 'anthrazit', 'beige', 'bordeaux'],
    sizes: 'socks', price: [9, 29], facts: () => ({ attributes: { care: 'machine40' } }),
    intro: [t('Socken von {brand}, die auch nach vielen Wäschen in Form bleiben.', 'Des chaussettes {brand} qui gardent leur forme après de nombreux lavages.', 'Sokken van {brand} die ook na vele wasbeurten in vorm blijven.')],
    features: [
      t('Verstärkte Ferse und Spitze für eine lange Lebensdauer.', 'Talon et pointe renforcés pour durer longtemps.', 'Versterkte hiel en teen voor een lange levensduur.'),
      t('Flache Zehennaht, die nicht drückt.', 'Couture plate à la pointe, qui ne frotte pas.', 'Platte teennaad die niet knelt.'),
      underwearFeatures[1]!,
    ],
  },
  {
    ...fashion, id: 'men-nightwear', category: 'herren-waesche-nachtwaesche', kind: 'pyjamas',
    nouns: [t('Pyjama', 'Pyjama', 'Pyjama'), t('Schlafanzug kurz', 'Pyjashort', 'Korte pyjama'), t('Bademantel', 'Peignoir', 'Badjas')],
    extras: [t('kariert', 'à carreaux', 'geruit'), t('mit Knopfleiste', 'boutonné', 'met knoopsluiting'), t('mit Bündchen', 'avec bords-côtes', 'met boordjes')],
    materials: ['baumwolle', 'flanell', 'jersey'], colours: ['marine', 'grau', 'blau', 'bordeaux', 'anthrazit'],
    sizes: 'menAlpha', price: [29, 69], facts: () => ({ attributes: { care: 'machine40' } }),
    intro: [t('Entspannt in den Abend mit {brand}.', 'Soirée détente avec {brand}.', 'Ontspannen de avond in met {brand}.')],
    features: [
      t('Weich und atmungsaktiv für einen ruhigen Schlaf.', 'Doux et respirant pour un sommeil paisible.', 'Zacht en ademend voor een rustige nachtrust.'),
      t('Die Hose hat einen bequemen Gummibund mit Kordel.', 'Le pantalon a une taille élastique avec cordon.', 'De broek heeft een comfortabele elastische band met koord.'),
      underwearFeatures[1]!,
    ],
  },
];
