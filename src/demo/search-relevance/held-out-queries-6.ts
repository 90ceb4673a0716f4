// The sixth held-out shopper relevance set. Written on 2026-11-26 (branch `s30-search6`) before its first scoring and
// before any engine change of that session, as a further honest unseen measure of issue 20 beside set 5. The author
// had not seen the engine: he read only the header and helper constants of held-out-queries-5.ts (not its queries), the
// Want/ShopperQuery types, the scoring predicate (shopper-relevance.ts), the seeded snapshot, the source of
// scripts/score-held-out.ts (to add the set) and the demo catalog as the generator makes it (families, product types,
// names in three languages, materials, colours, target groups, seasons, linings, categories) — not the engine, its
// synonym or replacement data, the decision records, docs/search.md, the bench results nor any scoring output. (The
// first lines of shopper-queries.ts' query list were on screen while its types were read.) A script (scripts/check-held-out.ts --set 6) then compared the strings with sets 1–5, the shopper set and
// relevance-set.json, printing only the colliding ones: 74 of the first draft's 262 strings repeated an earlier query
// ("tankini", "puschen", "fernsehschrank", "tumbler", "mocassins", "gympen" …), and 15 of their replacements did too;
// all were dropped or replaced before any scoring, so none repeats. The same script checks, from the catalog alone,
// that every answerable query has products it wants in its shop (seven colour or type pairings the seed never draws,
// such as a black sheath dress, were loosened) and that the nearest products of the unanswerable ones do not exist.
//
// Queries as customers of a German, Austrian, Swiss (German and French) and Dutch mail-order shop type them: lowercase,
// typos and missing umlauts ("tshirt", "bluse weiss", "ubergangsjacke", "rucksak", "kaffebohnen", "pijama", "canape
// velours", "apres ski"), colloquial words ("holzfällerhemd", "prinzessinnenkleid", "füßlinge", "badelatschen",
// "morgenmantel", "schlafcouch"), regional ones (Austrian "turnpatschen", "hauspatschen", "schlapfen", "leiberl",
// "kleiderkasten", "schiebetürkasten", "tuchentüberzug", "bettzeug", "nachtkastl", "buben", a "sakko" for women;
// Swiss "jupe", "gilet", "trainerhose", "tschopen", "knaben", "finken", "polstergruppe", "natel"; Swiss French "fourre
// de duvet", "savates", "souliers", "pantalon de training"; Dutch "vest" for a cardigan, "bank" and "bedbank" for a
// sofa and a sofa bed, "sloffen", "ijskast", "karpet", "ochtendjas", diminutives "rokje", "zomerjurkjes",
// "schoudertasje"), English loan words ("crossbody bag", "high heels", "dutch oven", "pufferjacke", "jogger", "4k tv",
// "rocking chair", "tapis shaggy"), product type with colour, material, target group, season or lining, fit through
// the types that carry it ("weite hose", "tapered jeans", "jeans slim homme"), split and joined compounds, plural and
// singular, natural phrases ("bh ohne bugel", "kopfhörer ohne kabel", "decke für das sofa", "leichte jacke für den
// frühling", "winterjacke für buben"), and things the shop does not sell — most of them close to what it does sell (a
// men's down jacket or hoodie beside women's and boys', men's sandals and swim shorts beside women's, long johns beside
// boxers, in-ear headphones and earbuds beside over-ear ones, a belt beside trousers "mit Gürtel", a shower curtain
// beside curtains, a slatted frame beside beds, a bassinet beside cots, shorts beside trousers). Each is judged by a
// predicate over the generated attributes — what a shopper would accept — never by what a search returns; `want: null`
// marks things the shop does not sell. Colour words take their near shades ("grau" also anthracite, "blau" also navy
// and light blue, "grün" also olive, "braun" also cognac, "rot" also bordeaux). The predicate knows no fit, size,
// pattern or extra, so queries that hinge on one ("mit kapuze", "180x200", "kariert") were left out or judged on the
// type that carries it. Do not tune the engine on this set's queries one by one.
import type { ShopperQuery, Want } from './shopper-queries';
import { de, at, ch, fr, nl } from './held-out-query';

const grey = ['grau', 'anthrazit'] as const;
const blue = ['blau', 'hellblau', 'marine'] as const;
const green = ['gruen', 'oliv'] as const;
const brown = ['braun', 'cognac'] as const;
const red = ['rot', 'bordeaux'] as const;
const leather = ['leder', 'veloursleder'];
const oak = ['eiche', 'eichenfurnier'];
const solidWood = ['eiche', 'kiefer', 'akazie'];
const cotton = ['baumwolle', 'biobaumwolle'];
const cottonBedding = ['renforce', 'satinbaumwolle', 'flanell'];
const upholstery = ['webstoff', 'samt', 'cord', 'boucle', 'chenille'];
/** Pullovers, not cardigans: a "Pulli" has no buttons. */
const pullovers = [
  'Strickpullover',
  'Rollkragenpullover',
  'Wollpullover',
  'Sweatshirt',
  'Troyer',
  'Kapuzenpullover',
  'Hoodie',
];
const cardigans = ['Strickjacke', 'Cardigan'];
const hoodies = ['Kapuzenpullover', 'Hoodie'];
const joggers = ['Jogginghose', 'Jogpants'];
const handbags = ['Henkeltasche', 'Shopper', 'Clutch', 'Umhängetasche'];
const necklaces = ['Halskette', 'Gliederkette', 'Perlenkette'];
const ankleBoots = ['Stiefelette', 'Chelsea-Boots', 'Schnürstiefelette', 'Winterstiefelette'];
const slides = ['Pantolette', 'Zehentrenner', 'Badeschuh'];
const wardrobes = ['Drehtürenschrank', 'Schwebetürenschrank', 'Kleiderschrank', 'Kinderkleiderschrank'];
const diningChairs: Want = { kind: ['chair'], type: ['Polsterstuhl', 'Freischwinger', 'Schalenstuhl'] };
const wirelessBras = ['Bralette', 'Sport-BH'];
const pleatedSkirts = ['Plisseerock', 'Faltenrock'];
const springMattresses = ['Taschenfederkernmatratze', 'Hybridmatratze'];
const cordless = ['Akku-Stielstaubsauger', 'Saugroboter'];
const floorLamps = ['Stehleuchte', 'Bogenleuchte'];
const kids = ['maedchen', 'jungen', 'kinder'];

export const heldOutQueries6: ShopperQuery[] = [
  // German (Germany): women's fashion
  de('langes kleid damen', { kind: ['dress'], target: ['damen'], type: ['Maxikleid'] }),
  de('etuikleider', { type: ['Etuikleid'] }),
  de('midikleider', { type: ['Midikleid'] }),
  de('jerseykleider', { type: ['Jerseykleid'] }),
  de('prinzessinnenkleid', { type: ['Tüllkleid'] }),
  de('bluse weiss damen', { kind: ['blouse'], target: ['damen'], colour: ['weiss'] }),
  de('tuniken', { type: ['Tunika'] }),
  de('chiffon bluse', { type: ['Chiffonbluse'] }),
  de('shirt mit langen ärmeln damen', { type: ['Longsleeve'], target: ['damen'] }),
  de('weite hose damen', { target: ['damen'], type: ['Marlenehose', 'Culotte', 'Wide-Leg-Jeans'] }),
  de('jogger damen', { type: joggers, target: ['damen'] }),
  de('momjeans', { type: ['Mom-Jeans'] }),
  de('skinny jeans schwarz', { type: ['Skinny-Jeans'], colour: ['schwarz'] }),
  de('minirock schwarz', { type: ['Minirock'], colour: ['schwarz'] }),
  de('bleistiftrock', { type: ['Bleistiftrock'] }),
  de('steppjacke damen schwarz', { type: ['Steppjacke'], target: ['damen'], colour: ['schwarz'] }),
  de('pufferjacke', { kind: ['jacket'], lining: ['padded', 'down'] }),
  de('teddyjacke', { kind: ['jacket', 'coat'], lining: ['teddy'] }),
  de('leichte jacke für den frühling', { kind: ['jacket', 'coat'], season: ['transition'] }),
  de('kurzmantel damen', { type: ['Kurzmantel'], target: ['damen'] }),
  de('blazer damen beige', { kind: ['blazer'], target: ['damen'], colour: ['beige'] }),
  de('rollkragenpulli damen', { type: ['Rollkragenpullover'], target: ['damen'] }),
  de('cardigan grau', { type: cardigans, colour: [...grey] }),
  de('wollpullover damen', { kind: ['knit'], target: ['damen'], material: ['wolle'] }),
  de('bh ohne bugel', { type: wirelessBras }),
  de('bügel bhs', { type: ['Bügel-BH'] }),
  de('pyjama damen satin', { type: ['Pyjama', 'Shorty-Pyjama'], target: ['damen'], material: ['satin'] }),
  de('morgenmantel', { type: ['Bademantel'] }),
  de('rucksak leder', { type: ['Rucksack'], material: leather }),
  de('crossbody bag', { type: ['Umhängetasche'] }),
  de('handtasche rot', { type: handbags, colour: [...red] }),
  // German (Germany): men's and children's fashion
  de('polohemd herren', { type: ['Poloshirt'], target: ['herren'] }),
  de('tshirt herren', { type: ['T-Shirt'], target: ['herren'] }),
  de('henley shirt', { type: ['Henleyshirt'] }),
  de('anzughose schwarz', { type: ['Anzughose'], colour: ['schwarz'] }),
  de('jogginghose herren grau', { type: ['Jogginghose'], target: ['herren'], colour: [...grey] }),
  de('cordhosen herren', { type: ['Cordhose'], target: ['herren'] }),
  de('tapered jeans herren', { type: ['Tapered-Jeans'], target: ['herren'] }),
  de('ubergangsjacke herren', { kind: ['jacket'], target: ['herren'], season: ['transition'] }),
  de('fleece jacke herren', { type: ['Fleecejacke'], target: ['herren'] }),
  de('biker jacke', { type: ['Bikerjacke'] }),
  de('mantel herren wolle', { kind: ['coat'], target: ['herren'], material: ['wolle'] }),
  de('sakko blau herren', { type: ['Sakko'], colour: [...blue] }),
  de('anzug für hochzeit', { type: ['Anzug'] }),
  de('weißes hemd herren', { kind: ['shirt'], target: ['herren'], colour: ['weiss'] }),
  de('holzfällerhemd', { type: ['Flanellhemd'] }),
  de('sweatshirt herren', { type: ['Sweatshirt'], target: ['herren'] }),
  de('wollsocken herren', { kind: ['socks'], target: ['herren'], material: ['wolle'] }),
  de('füßlinge', { type: ['Sneakersocken'] }),
  de('schlafanzug herren kurz', { type: ['Schlafanzug kurz'] }),
  de('langarmshirt kinder', { type: ['Longsleeve'], target: kids }),
  de('mädchen leggings rosa', { type: ['Leggings'], target: ['maedchen'], colour: ['rosa'] }),
  de('cargo hose jungs', { type: ['Cargohose'], target: ['jungen'] }),
  de('jeans für jungs', { kind: ['jeans'], target: ['jungen'] }),
  de('kapuzenpulli madchen', { type: hoodies, target: ['maedchen'] }),
  de('babybodys', { type: ['Body', 'Wickelbody'] }),
  // German (Germany): shoes
  de('sneakers herren leder', { kind: ['sneaker'], target: ['herren'], material: ['leder'] }),
  de('joggingschuhe damen', { type: ['Laufschuh'], target: ['damen'] }),
  de('plateau sneaker', { type: ['Plateau-Sneaker'] }),
  de('chelseaboots herren braun', { type: ['Chelsea-Boots'], target: ['herren'], colour: [...brown] }),
  de('schnürboots', { type: ['Schnürboots', 'Schnürstiefelette'] }),
  de('regenstiefel kinder', { type: ['Gummistiefel'] }),
  de('winterschuhe für kinder', { kind: ['boot'], target: ['kinder'], season: ['winter'] }),
  de('high heels schwarz', { kind: ['pump'], colour: ['schwarz'] }),
  de('badelatschen', { type: slides }),
  de('anzugschuhe herren', { kind: ['derby'] }),
  // German (Germany): furniture and home
  de('couch samt grün', { kind: ['sofa'], material: ['samt'], colour: [...green] }),
  de('schlafcouch', { type: ['Schlafsofa'] }),
  de('3 sitzer couch', { type: ['3-Sitzer-Sofa'] }),
  de('schaukelstuhl', { type: ['Schaukelsessel'] }),
  de('couchtisch glas', { kind: ['coffee-table'], material: ['glas'] }),
  de('doppelbett massivholz', { kind: ['bed'], material: solidWood }),
  de('taschenfederkern matratze', { type: ['Taschenfederkernmatratze'] }),
  de('federkernmatratze', { type: springMattresses }),
  de('esstisch ausziehbar', { type: ['Ausziehtisch'] }),
  de('liegestuhl', { type: ['Sonnenliege'] }),
  de('bettwäsche für den winter', { kind: ['bedding'], material: ['flanell'] }),
  de('leinenbettwäsche', { kind: ['bedding'], material: ['leinen'] }),
  de('ösenvorhang', { type: ['Vorhang'] }),
  de('läufer für den flur', { type: ['Teppichläufer'] }),
  de('dutch oven', { type: ['Bräter'] }),
  de('edelstahlpfanne', { kind: ['pan'], material: ['edelstahl'] }),
  de('tassen set', { type: ['Becher'] }),
  de('hangelampe', { type: ['Pendelleuchte'] }),
  de('decke für das sofa', { type: ['Kuscheldecke'] }),
  de('kissen für die couch', { type: ['Dekokissen', 'Kissenhülle'] }),
  // German (Germany): technology
  de('4k tv', { kind: ['tv'] }),
  de('tv lautsprecher', { kind: ['soundbar'] }),
  de('kopfhörer ohne kabel', { type: ['Bluetooth-Kopfhörer'] }),
  de('colorwaschmittel', { type: ['Colorwaschmittel'] }),
  de('amerikanischer kühlschrank', { type: ['Side-by-Side-Kühlschrank'] }),
  de('staubsauger ohne kabel', { type: cordless }),
  de('kaffebohnen', { kind: ['coffee-beans'] }),
  // German (Germany): not sold, most beside what is
  de('hoodie herren', null),
  de('sandalen herren', null),
  de('badehose', null),
  de('lederhose herren', null),
  de('gürtel damen', null),
  de('in ear kopfhörer', null),
  de('duschvorhang', null),
  de('sitzsack', null),
  de('ohrringe silber', null),
  de('schreibtisch eiche', null),
  de('koffer hartschale', null),

  // German (Austria)
  at('turnpatschen', { kind: ['sneaker'] }),
  at('hauspatschen', { kind: ['slipper'] }),
  at('schlapfen damen', { type: ['Pantolette', 'Zehentrenner'] }),
  at('stiefeletten braun damen', { kind: ['ankle-boot'], target: ['damen'], colour: [...brown] }),
  at('pulli herren grau', { type: pullovers, target: ['herren'], colour: [...grey] }),
  at('anorak kinder', { kind: ['jacket'], target: kids }),
  at('winterjacke für buben', { kind: ['jacket', 'coat'], target: ['jungen'], season: ['winter'] }),
  at('mädchenkleid', { kind: ['dress'], target: ['maedchen'] }),
  at('schiebetürkasten', { type: ['Schwebetürenschrank'] }),
  at('kleiderkasten weiß', { type: wardrobes, colour: ['weiss'] }),
  at('couchtisch eiche', { kind: ['coffee-table'], material: oak }),
  at('tuchentüberzug', { kind: ['bedding'] }),
  at('bettzeug baumwolle', { kind: ['bedding'], material: cottonBedding }),
  at('frotteehandtücher', { kind: ['towel'], material: ['frottee'] }),
  at('vorhänge leinen', { kind: ['curtain'], material: ['leinen'] }),
  at('nachtkastl lampe', { type: ['Tischleuchte'] }),
  at('kaffeeautomat', { type: ['Kaffeevollautomat'] }),
  at('staubsaugerroboter', { type: ['Saugroboter'] }),
  at('handy outdoor', { type: ['Outdoor-Smartphone'] }),
  at('patschen filz', { type: ['Filzpantoffeln'] }),
  at('leiberl langarm buben', { type: ['Longsleeve'], target: ['jungen'] }),
  at('damen sakko', { kind: ['blazer'], target: ['damen'] }),
  at('badeschlapfen', { type: slides }),
  at('vorhang verdunkelnd', { type: ['Verdunkelungsvorhang'] }),
  at('ohrensessel grau', { type: ['Ohrensessel'], colour: [...grey] }),
  at('daunenjacke herren', null),
  at('lange unterhosen herren', null),
  at('christbaumschmuck', null),
  at('haube damen', null),

  // German (Switzerland)
  ch('jupe plissiert', { type: pleatedSkirts }),
  ch('gilet damen strick', { type: cardigans, target: ['damen'] }),
  ch('pijama damen', { type: ['Pyjama', 'Shorty-Pyjama'], target: ['damen'] }),
  ch('trainerhose herren', { type: ['Jogginghose'], target: ['herren'] }),
  ch('tschopen herren', { kind: ['jacket', 'coat'], target: ['herren'] }),
  ch('softshelljacke knaben', { type: ['Softshelljacke'], target: ['jungen'] }),
  ch('poloshirt kinder', { type: ['Poloshirt'], target: kids }),
  ch('weisse turnschuhe damen', { kind: ['sneaker'], target: ['damen'], colour: ['weiss'] }),
  ch('herrenschuhe leder braun', { category: ['schuhe-herren'], material: ['leder'], colour: [...brown] }),
  ch('finken filz', { type: ['Filzpantoffeln'] }),
  ch('polstergruppe', { kind: ['sofa'] }),
  ch('boxspring bett', { type: ['Boxspringbett'] }),
  ch('gartenlounge', { type: ['Gartenlounge-Set'] }),
  ch('kissenbezüge', { type: ['Kissenhülle'] }),
  ch('badetuch gross', { type: ['Duschtuch'] }),
  ch('tischlampe', { type: ['Tischleuchte'] }),
  ch('stehleuchte schwarz', { type: floorLamps, colour: ['schwarz'] }),
  ch('pendelleuchte rattan', { type: ['Pendelleuchte'], material: ['rattan'] }),
  ch('bratpfanne gusseisen', { type: ['Bratpfanne'], material: ['gusseisen'] }),
  ch('espressomaschine siebträger', { type: ['Siebträgermaschine'] }),
  ch('waschmittel fein', { type: ['Feinwaschmittel'] }),
  ch('kühlschrank mit gefrierfach', { type: ['Kühl-Gefrier-Kombination', 'Side-by-Side-Kühlschrank'] }),
  ch('natel klappbar', { type: ['Klapp-Smartphone'] }),
  ch('jupe lang', { type: ['Maxirock'] }),
  ch('chinos herren', { type: ['Chinohose'], target: ['herren'] }),
  ch('sakko leinen', { type: ['Sakko'], material: ['leinen'] }),
  ch('raclettegerät', null),
  ch('stubenwagen', null),
  ch('lattenrost', null),

  // French (Switzerland)
  fr('robe longue femme', { type: ['Maxikleid'] }),
  fr('pantalon de training', { type: joggers }),
  fr('pantalon ample femme', { target: ['damen'], type: ['Marlenehose', 'Culotte', 'Wide-Leg-Jeans'] }),
  fr('jeans slim homme', { type: ['Slim-Fit-Jeans'] }),
  fr('col roulé', { type: ['Rollkragenpullover'] }),
  fr('blouson cuir homme', { kind: ['jacket'], target: ['herren'], material: ['leder'] }),
  fr('impermeable femme', { type: ['Trenchcoat'], target: ['damen'] }),
  fr('costume de mariage homme', { type: ['Anzug'] }),
  fr('soutien-gorge sans armatures', { type: wirelessBras }),
  fr('robe de chambre', { type: ['Bademantel'] }),
  fr('sac à dos en cuir', { type: ['Rucksack'], material: leather }),
  fr('collier argent', { type: necklaces, colour: ['silber'] }),
  fr('baskets running homme', { type: ['Laufschuh'], target: ['herren'] }),
  fr('apres ski', { kind: ['boot', 'ankle-boot'], season: ['winter'] }),
  fr('savates', { kind: ['slipper'] }),
  fr('souliers homme cuir', { category: ['schuhe-herren'], material: ['leder'] }),
  fr('canape velours', { kind: ['sofa'], material: ['samt'] }),
  fr('canapé tissu gris', { kind: ['sofa'], material: upholstery, colour: [...grey] }),
  fr('rocking chair', { type: ['Schaukelsessel'] }),
  fr('chaises salle à manger velours', { ...diningChairs, material: ['samt'] }),
  fr('banc tv', { kind: ['tv-stand'] }),
  fr('fourre de duvet', { kind: ['bedding'] }),
  fr('tapis shaggy', { type: ['Hochflorteppich'] }),
  fr('robes midi', { type: ['Midikleid'] }),
  fr('jupe jean fille', { type: ['Jeansrock'], target: ['maedchen'] }),
  fr('pull laine femme', { kind: ['knit'], target: ['damen'], material: ['wolle'] }),
  fr('chemise flanelle', { type: ['Flanellhemd'] }),
  fr('sacoche femme', { type: ['Umhängetasche'] }),
  fr('mules cuir', { type: ['Pantolette'], material: leather }),
  fr('bottines marron femme', { kind: ['ankle-boot'], target: ['damen'], colour: [...brown] }),
  fr('table de cuisine', { kind: ['dining-table'] }),
  fr('voilages', { type: ['Gardine'] }),
  fr('poêle fonte', { kind: ['pan'], material: ['gusseisen'] }),
  fr('casque de musique', { kind: ['headphones'] }),
  fr('écouteurs sans fil', null),
  fr('bermuda homme', null),
  fr('ceinture cuir homme', null),
  fr('caquelon', null),

  // Dutch (Netherlands)
  nl('lange jurk', { type: ['Maxikleid'] }),
  nl('rokje', { kind: ['skirt'] }),
  nl('skinny jeans meisjes', { type: ['Skinny-Jeans'], target: ['maedchen'] }),
  nl('pufferjas dames', { kind: ['jacket'], target: ['damen'], lining: ['padded', 'down'] }),
  nl('lange jas dames', { type: ['Wollmantel', 'Trenchcoat'], target: ['damen'] }),
  nl('trainingsbroek heren', { type: ['Jogginghose'], target: ['herren'] }),
  nl('onderbroeken heren', { type: ['Boxershorts', 'Retroshorts'] }),
  nl('slips dames katoen', { kind: ['briefs'], target: ['damen'], material: cotton }),
  nl('ochtendjas', { type: ['Bademantel'] }),
  nl('rugtas leer', { type: ['Rucksack'], material: leather }),
  nl('laarzen dames', { type: ['Stiefel'] }),
  nl('enkellaarsjes zwart', { type: ankleBoots, colour: ['schwarz'] }),
  nl('sloffen', { kind: ['slipper'] }),
  nl('bank grijs', { kind: ['sofa'], colour: [...grey] }),
  nl('leren hoekbank', { type: ['Ecksofa'], material: ['leder'] }),
  nl('tweepersoonsbed', { kind: ['bed'] }),
  nl('eetstoelen', diningChairs),
  nl('ligstoel', { type: ['Sonnenliege'] }),
  nl('dekbedhoes', { kind: ['bedding'] }),
  nl('badlakens', { type: ['Duschtuch'] }),
  nl('karpet', { kind: ['rug'] }),
  nl('ijskast', { kind: ['fridge'] }),
  nl('damesvest grijs', { type: cardigans, target: ['damen'], colour: [...grey] }),
  nl('zomerjurkjes', { type: ['Sommerkleid'] }),
  nl('linnen blouse', { kind: ['blouse'], material: ['leinen'] }),
  nl('jongens spijkerbroek', { kind: ['jeans'], target: ['jungen'] }),
  nl('trui heren wol', { type: pullovers, target: ['herren'], material: ['wolle'] }),
  nl('regenjas kind', { type: ['Regenjacke'] }),
  nl('tankini dames', { type: ['Tankini'] }),
  nl('schoudertasje', { type: ['Umhängetasche'] }),
  nl('chelsea boots heren', { type: ['Chelsea-Boots'], target: ['herren'] }),
  nl('bedbank', { type: ['Schlafsofa'] }),
  nl('eiken salontafel', { kind: ['coffee-table'], material: oak }),
  nl('over ear koptelefoon', { type: ['Over-Ear-Kopfhörer'] }),
  nl('koffiemachine bonen', { type: ['Kaffeevollautomat'] }),
  nl('korte broek heren', null),
  nl('tosti apparaat', null),
  nl('oorbellen', null),
  nl('heuptas', null),
];
