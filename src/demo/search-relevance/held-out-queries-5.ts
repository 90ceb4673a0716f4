// The fifth held-out shopper relevance set. Written on 2026-11-26 (branch `s29-search5`) before its first scoring and
// before any engine change of that session, as the honest unseen measure of issue 20 after sets 1–4 had all been tuned
// on. The author had not seen the engine: he read only the format of held-out-queries-4.ts (its helpers and structure,
// not its queries), the scoring predicate (shopper-relevance.ts) and the demo catalog as the generator makes it
// (families, product types, names in three languages, materials, colours, target groups, seasons, linings) — not the
// engine, its synonym or replacement data, the decision records on search nor docs/search.md. A script then compared
// the strings with sets 1–4, the shopper set and relevance-set.json, printing only the colliding ones; the first
// draft's 82 repeats (and 15 in its replacements: "lauflernschuhe", "polster", "frigo", "vaatwasser" …) were dropped or
// replaced before any scoring, so none repeats. A second script checked, from the catalog alone, that every answerable
// query has products it wants in its shop.
//
// Queries as customers of a German, Austrian, Swiss and Dutch mail-order shop type them: lowercase, typos ("leggins",
// "verdunklungsvorhang", "stiefletten", "machine a cafe"), colloquial words ("rolli", "pulli", "fernsehsessel", "flip
// flops", "biber bettwäsche"), regional ones (Austrian "leiberl", "häferl", "fauteuil", "polster", "küchensessel",
// "hausmantel", "tuchent"; Swiss "duvet anzug", "kissenanzug", "veston", "kafimaschine", "leibchen", "hausfinken",
// "dreiplätzer", "chromstahl", "knaben", "kleiderkasten"; French "caleçon", "nuisette", "cocotte", "peignoir"; Dutch
// diminutives "jurkje", "bloesje", "armbandje", "rompertjes", "babybedje", and "instappers", "herenpak", "kaplaarzen",
// "shortama", "slippers" for flip-flops and mules), product type with colour, material, target group or season, split
// and joined compounds, plural and singular, a few natural phrases ("sofa zum ausklappen", "chaussures pour courir",
// "jas voor de winter heren"), and things the shop does not sell — several of them close to what it does sell (a duvet
// or pillow beside bed linen and cushions, wine glasses beside glass vases, children's pyjamas beside adults', a laptop
// bag beside laptops and bags). Each is judged by a predicate over the generated attributes — what a shopper would
// accept — never by what a search returns; `want: null` marks things the shop does not sell. Colour words take their
// near shades ("grau" also anthracite, "blau" also navy and light blue, "grün" also olive, "braun" also cognac). Do not
// tune the engine on this set's queries one by one.
import type { ShopperQuery, Want } from './shopper-queries';
import { de, at, ch, fr, nl } from './held-out-query';

const grey = ['grau', 'anthrazit'] as const;
const blue = ['blau', 'hellblau', 'marine'] as const;
const green = ['gruen', 'oliv'] as const;
const brown = ['braun', 'cognac'] as const;
const leather = ['leder', 'veloursleder'];
const oak = ['eiche', 'eichenfurnier'];
const cotton = ['baumwolle', 'biobaumwolle'];
const pullovers = [
  'Strickpullover',
  'Rollkragenpullover',
  'Wollpullover',
  'Sweatshirt',
  'Troyer',
  'Kapuzenpullover',
  'Hoodie',
];
const handbags = ['Henkeltasche', 'Shopper', 'Clutch', 'Umhängetasche'];
const necklaces = ['Halskette', 'Gliederkette', 'Perlenkette'];
const wardrobes = ['Drehtürenschrank', 'Schwebetürenschrank', 'Kleiderschrank', 'Kinderkleiderschrank'];
const diningChairs: Want = { kind: ['chair'], type: ['Polsterstuhl', 'Freischwinger', 'Schalenstuhl'] };
const coffeeTables = ['Couchtisch', 'Satztisch-Set', 'Beistelltisch'];
const wirelessBras = ['Bralette', 'Sport-BH'];
const pleatedSkirts = ['Plisseerock', 'Faltenrock'];
const springMattresses = ['Taschenfederkernmatratze', 'Hybridmatratze'];
const beddingTypes = ['Bettwäsche', 'Bettwäsche-Garnitur', 'Wendebettwäsche'];

export const heldOutQueries5: ShopperQuery[] = [
  // German (Germany): women's fashion
  de('strickjacke damen grau', { type: ['Strickjacke', 'Cardigan'], target: ['damen'], colour: [...grey] }),
  de('kleider rosa', { kind: ['dress'], colour: ['rosa'] }),
  de('leinenkleid', { kind: ['dress'], material: ['leinen'] }),
  de('maxikleid blau', { type: ['Maxikleid'], colour: [...blue] }),
  de('satinbluse', { kind: ['blouse'], material: ['satin'] }),
  de('tunika damen', { type: ['Tunika'] }),
  de('longblazer', { type: ['Longblazer'] }),
  de('blazer damen schwarz', { kind: ['blazer'], target: ['damen'], colour: ['schwarz'] }),
  de('trenchcoat beige', { type: ['Trenchcoat'], colour: ['beige'] }),
  de('winterjacke damen schwarz', {
    kind: ['jacket'],
    season: ['winter'],
    target: ['damen'],
    colour: ['schwarz'],
  }),
  de('parka damen oliv', { type: ['Parka'], target: ['damen'], colour: ['oliv'] }),
  de('bootcut jeans', { type: ['Bootcut-Jeans'] }),
  de('weite jeans damen', { type: ['Wide-Leg-Jeans'] }),
  de('rock jeans damen', { type: ['Jeansrock'], target: ['damen'] }),
  de('plisseerock', { type: pleatedSkirts }),
  de('bh ohne bügel', { type: wirelessBras }),
  de('string tanga', { type: ['String'] }),
  de('unterhosen damen', { kind: ['briefs'] }),
  de('badeanzug schwarz', { type: ['Badeanzug'], colour: ['schwarz'] }),
  de('schlafanzug kurz damen', { type: ['Shorty-Pyjama'] }),
  de('loopschal', { type: ['Loop-Schal'] }),
  de('halstuch', { type: ['Tuch', 'Schal'] }),
  de('armband gold', { type: ['Armband'], colour: ['gold'] }),
  de('handtasche schwarz leder', { type: handbags, material: leather, colour: ['schwarz'] }),
  de('rucksack damen', { type: ['Rucksack'] }),
  // German (Germany): men's fashion
  de('sakko herren blau', { type: ['Sakko'], colour: [...blue] }),
  de('anzug grau', { type: ['Anzug'], colour: [...grey] }),
  de('weste zum anzug', { type: ['Anzugweste'] }),
  de('jeanshemd herren', { type: ['Jeanshemd'] }),
  de('poloshirt herren weiß', { type: ['Poloshirt'], target: ['herren'], colour: ['weiss'] }),
  de('tshirts herren schwarz', { type: ['T-Shirt'], target: ['herren'], colour: ['schwarz'] }),
  de('rolli herren', { type: ['Rollkragenpullover'], target: ['herren'] }),
  de('pulli herren grün', { type: pullovers, target: ['herren'], colour: [...green] }),
  de('unterhemden', { type: ['Unterhemd'] }),
  de('boxershorts baumwolle', { type: ['Boxershorts', 'Retroshorts'], material: cotton }),
  de('kurzer schlafanzug herren', { type: ['Schlafanzug kurz'] }),
  de('bikerjacke', { type: ['Bikerjacke'] }),
  // German (Germany): shoes
  de('chelseaboots leder', { type: ['Chelsea-Boots'], material: leather }),
  de('stiefel damen braun', { kind: ['ankle-boot', 'boot'], target: ['damen'], colour: [...brown] }),
  de('keilsandaletten', { type: ['Keilsandalette'] }),
  de('flip flops damen', { type: ['Zehentrenner'] }),
  de('laufschuhe damen', { type: ['Laufschuh'], target: ['damen'] }),
  de('turnschuhe herren weiß', { kind: ['sneaker'], target: ['herren'], colour: ['weiss'] }),
  de('slipper herren', { type: ['Loafer'] }),
  de('budapester schwarz', { type: ['Budapester'], colour: ['schwarz'] }),
  de('warme stiefel für kinder', { kind: ['boot'], target: ['kinder'], lining: ['warm'] }),
  // German (Germany): children and baby
  de('strampelanzug', { type: ['Strampler'] }),
  de('leggins mädchen', { type: ['Leggings'], target: ['maedchen'] }),
  de('kapuzenpulli mädchen', { type: ['Kapuzenpullover'], target: ['maedchen'] }),
  // German (Germany): furniture
  de('ecksofa grau', { type: ['Ecksofa'], colour: [...grey] }),
  de('sofa cord', { kind: ['sofa'], material: ['cord'] }),
  de('sofa zum ausklappen', { type: ['Schlafsofa'] }),
  de('samtsessel', { kind: ['armchair'], material: ['samt'] }),
  de('fernsehsessel', { type: ['Relaxsessel'] }),
  de('esstisch eiche ausziehbar', { type: ['Ausziehtisch'], material: oak }),
  de('esszimmerstühle samt', { ...diningChairs, material: ['samt'] }),
  de('boxspringbett grau', { type: ['Boxspringbett'], colour: [...grey] }),
  de('kaltschaum matratze', { type: ['Kaltschaummatratze'] }),
  de('kleiderschrank schwarz', { type: wardrobes, colour: ['schwarz'] }),
  de('tv lowboard', { type: ['Lowboard'] }),
  de('stuhl für draußen', { type: ['Gartenstuhl'] }),
  // German (Germany): home
  de('biber bettwäsche 135x200', { kind: ['bedding'], material: ['flanell'] }),
  de('vorhänge grün', { kind: ['curtain'], colour: [...green] }),
  de('verdunklungsvorhang', { type: ['Verdunkelungsvorhang'] }),
  de('kissenhüllen 50x50', { type: ['Kissenhülle'] }),
  de('badetücher', { type: ['Duschtuch', 'Frottiertuch'] }),
  de('jute teppich', { kind: ['rug'], material: ['jute'] }),
  de('lampe über dem esstisch', { type: ['Pendelleuchte'] }),
  de('lampe fürs wohnzimmer', { kind: ['lamp'] }),
  de('gusseisen pfanne', { kind: ['pan'], material: ['gusseisen'] }),
  de('kochtopf set', { type: ['Topfset'] }),
  de('dampfkochtopf', { type: ['Schnellkochtopf'] }),
  de('kaffeetassen', { type: ['Becher'] }),
  de('geschirrset porzellan', {
    type: ['Tafelservice', 'Kombiservice', 'Frühstücksset'],
    material: ['porzellan'],
  }),
  de('vorratsgläser', { type: ['Vorratsdosen-Set', 'Frischhaltedosen'], material: ['glas'] }),
  de('vase glas', { type: ['Vase', 'Vasen-Set'], material: ['glas'] }),
  de('teelichthalter', { type: ['Windlicht'] }),
  // German (Germany): tech and household
  de('akkustaubsauger', { type: ['Akku-Stielstaubsauger'] }),
  de('kühlgefrierkombi', { type: ['Kühl-Gefrier-Kombination'] }),
  de('espressomaschine siebträger', { type: ['Siebträgermaschine'] }),
  de('kaffeebohnen 1kg', { type: ['Kaffeebohnen'] }),
  de('flüssig waschmittel', { type: ['Flüssigwaschmittel'] }),
  // German (Germany): not sold
  de('weingläser', null),
  de('bettdecke', null),
  de('laptoptasche', null),
  de('hochstuhl', null),
  de('bügeleisen', null),
  de('wasserkocher edelstahl', null),

  // German (Austria)
  at('langarmleiberl', { type: ['Longsleeve'] }),
  at('fauteuil leder', { kind: ['armchair'], material: leather }),
  at('kaffeehäferl', { type: ['Becher'] }),
  at('küchensessel', diningChairs),
  at('sofapolster', { type: ['Dekokissen', 'Kissenhülle'] }),
  at('trainingshose kinder', { type: ['Jogginghose', 'Leggings'], target: ['jungen', 'maedchen'] }),
  at('hausmantel herren', { type: ['Bademantel'] }),
  at('bettzeug', { kind: ['bedding'] }),
  at('stiefeletten mit futter', { kind: ['ankle-boot'], lining: ['warm'] }),
  at('stiefletten schwarz', { kind: ['ankle-boot'], colour: ['schwarz'] }),
  at('tuchent', null),
  at('wollhaube', null),

  // German (Switzerland)
  ch('duvet anzug', { kind: ['bedding'] }),
  ch('kissenanzug', { type: ['Kissenhülle', ...beddingTypes] }),
  ch('veston herren', { type: ['Sakko'] }),
  ch('kafimaschine', { kind: ['coffee-machine'] }),
  ch('leibchen kinder', { kind: ['top'], target: ['jungen', 'maedchen'] }),
  ch('hausfinken', { kind: ['slipper'] }),
  ch('dreiplätzer sofa', { type: ['3-Sitzer-Sofa'] }),
  ch('pfanne chromstahl', { kind: ['pan'], material: ['edelstahl'] }),
  ch('regenjacke knaben', { type: ['Regenjacke'], target: ['jungen'] }),
  ch('kleiderkasten weiss', { type: wardrobes, colour: ['weiss'] }),
  ch('veloschloss', null),
  ch('sparschäler', null),

  // French (Switzerland): women's fashion
  fr("robe d'été femme", { type: ['Sommerkleid'], target: ['damen'] }),
  fr('robes en lin', { kind: ['dress'], material: ['leinen'] }),
  fr('tunique', { type: ['Tunika'] }),
  fr('blazer femme beige', { kind: ['blazer'], target: ['damen'], colour: ['beige'] }),
  fr('manteau laine femme', { type: ['Wollmantel'], target: ['damen'] }),
  fr('jean large femme', { type: ['Wide-Leg-Jeans'] }),
  fr('soutien gorge sans armature', { type: wirelessBras }),
  fr('maillot de bain une pièce', { type: ['Badeanzug'] }),
  fr('nuisette', { type: ['Nachthemd'] }),
  fr('pyjama femme satin', { kind: ['pyjamas'], target: ['damen'], material: ['satin'] }),
  fr('écharpe laine', { kind: ['scarf'], material: ['wolle'] }),
  fr('collier or', { type: necklaces, colour: ['gold'] }),
  fr('bracelet argent', { type: ['Armband'], colour: ['silber'] }),
  fr('sac à main cuir', { type: handbags, material: leather }),
  // French (Switzerland): men's fashion
  fr('chemise homme blanche', { kind: ['shirt'], target: ['herren'], colour: ['weiss'] }),
  fr('pull col roulé homme', { type: ['Rollkragenpullover'], target: ['herren'] }),
  fr('costume homme', { type: ['Anzug'] }),
  fr('pantalon de costume', { type: ['Anzughose'] }),
  fr('caleçon homme', { type: ['Boxershorts', 'Retroshorts'] }),
  fr('peignoir', { type: ['Bademantel'] }),
  fr("manteau pour l'hiver", { kind: ['coat', 'jacket'], season: ['winter'] }),
  // French (Switzerland): shoes
  fr('escarpin talon noir', { kind: ['pump'], colour: ['schwarz'] }),
  fr('sandales cuir femme', { kind: ['sandal'], target: ['damen'], material: leather }),
  fr('chaussures pour courir', { type: ['Laufschuh'] }),
  fr('mocassin cuir homme', { type: ['Loafer'] }),
  fr('chaussons feutre', { kind: ['slipper'], material: ['filz'] }),
  fr('bottes de pluie enfant', { type: ['Gummistiefel'] }),
  // French (Switzerland): children
  fr('sweat à capuche garçon', { type: ['Kapuzenpullover'], target: ['jungen'] }),
  // French (Switzerland): furniture and home
  fr('canapé convertible', { type: ['Schlafsofa'] }),
  fr('fauteuil velours', { kind: ['armchair'], material: ['samt'] }),
  fr('table à manger chêne', { kind: ['dining-table'], material: oak }),
  fr('matelas ressorts', { type: springMattresses }),
  fr('armoire portes coulissantes', { type: ['Schwebetürenschrank'] }),
  fr('table basse bois', { type: coffeeTables, material: [...oak, 'akazie'] }),
  fr('chaise de jardin', { type: ['Gartenstuhl'] }),
  fr('coussin déco', { type: ['Dekokissen', 'Kissenhülle'] }),
  fr('poêle inox', { kind: ['pan'], material: ['edelstahl'] }),
  fr('cocotte fonte', { type: ['Bräter'], material: ['gusseisen'] }),
  fr('vaisselle porcelaine', { kind: ['tableware'], material: ['porzellan'] }),
  fr('boîte à pain', { type: ['Brotkasten'] }),
  fr('suspension rotin', { type: ['Pendelleuchte'], material: ['rattan'] }),
  // French (Switzerland): tech and household
  fr('aspirateur sans fil', { type: ['Akku-Stielstaubsauger'] }),
  fr('lave-linge séchant', { type: ['Waschtrockner'] }),
  fr('casque bluetooth', { type: ['Bluetooth-Kopfhörer'] }),
  fr('pc portable gamer', { type: ['Gaming-Notebook'] }),
  fr('machine a cafe automatique', { type: ['Kaffeevollautomat'] }),
  fr('lessive liquide', { type: ['Flüssigwaschmittel'] }),
  // French (Switzerland): not sold
  fr('oreiller', null),
  fr('bouilloire électrique', null),
  fr('planche à repasser', null),
  fr('vélo enfant', null),
  fr('pyjama enfant', null),

  // Dutch (Netherlands): women's fashion
  nl('kokerjurk', { type: ['Etuikleid'] }),
  nl('jurkje', { kind: ['dress'] }),
  nl('zomerjurken', { type: ['Sommerkleid'] }),
  nl('linnen jurk', { kind: ['dress'], material: ['leinen'] }),
  nl('bloesje', { kind: ['blouse'] }),
  nl('tuniek', { type: ['Tunika'] }),
  nl('blazer dames', { kind: ['blazer'], target: ['damen'] }),
  nl('wollen jas dames', { type: ['Wollmantel'], target: ['damen'] }),
  nl('spijkerjas', null),
  nl('plooirok', { type: pleatedSkirts }),
  nl('beha zonder beugel', { type: wirelessBras }),
  nl('shortama', { type: ['Shorty-Pyjama'] }),
  nl('onderbroeken dames', { kind: ['briefs'] }),
  nl('badpak zwart', { type: ['Badeanzug'], colour: ['schwarz'] }),
  nl('sjaal wol', { kind: ['scarf'], material: ['wolle'] }),
  nl('ketting goud', { type: necklaces, colour: ['gold'] }),
  nl('armbandje zilver', { type: ['Armband'], colour: ['silber'] }),
  nl('handtas leer', { type: handbags, material: leather }),
  // Dutch (Netherlands): men's fashion
  nl('overhemd wit heren', { kind: ['shirt'], target: ['herren'], colour: ['weiss'] }),
  nl('linnen overhemd', { kind: ['shirt'], material: ['leinen'] }),
  nl('coltrui heren', { type: ['Rollkragenpullover'], target: ['herren'] }),
  nl('herenpak', { type: ['Anzug'] }),
  nl('chinobroek', { type: ['Chinohose'] }),
  nl('onderhemden heren', { type: ['Unterhemd'] }),
  nl('badjas', { type: ['Bademantel'] }),
  nl('jas voor de winter heren', { kind: ['jacket', 'coat'], season: ['winter'], target: ['herren'] }),
  // Dutch (Netherlands): shoes
  nl('pumps zwart', { kind: ['pump'], colour: ['schwarz'] }),
  nl('laarsjes', { kind: ['ankle-boot'] }),
  nl('hardloopschoenen heren', { type: ['Laufschuh'], target: ['herren'] }),
  nl('slippers dames', { type: ['Zehentrenner', 'Pantolette'] }),
  nl('pantoffels vilt', { kind: ['slipper'], material: ['filz'] }),
  nl('kaplaarzen', { type: ['Gummistiefel'] }),
  nl('instappers', { type: ['Slip-on-Sneaker', 'Loafer'] }),
  // Dutch (Netherlands): children
  nl('rompertjes', { kind: ['bodysuit'] }),
  nl('babybedje', { kind: ['cot'] }),
  // Dutch (Netherlands): furniture and home
  nl('hoekbank grijs', { type: ['Ecksofa'], colour: [...grey] }),
  nl('bank fluweel', { kind: ['sofa'], material: ['samt'] }),
  nl('oorfauteuil', { type: ['Ohrensessel'] }),
  nl('schommelstoel', { type: ['Schaukelsessel'] }),
  nl('uitschuifbare eettafel', { type: ['Ausziehtisch'] }),
  nl('tv meubel eiken', { kind: ['tv-stand'], material: oak }),
  nl('gordijnen grijs', { kind: ['curtain'], colour: [...grey] }),
  nl('schuifdeurkast', { type: ['Schwebetürenschrank'] }),
  nl('loungeset tuin', { type: ['Gartenlounge-Set'] }),
  nl('buitenkleed', { type: ['Outdoor-Teppich'] }),
  nl('sierkussens', { type: ['Dekokissen'] }),
  nl('wokpan', { type: ['Wokpfanne'] }),
  nl('snelkookpan', { type: ['Schnellkochtopf'] }),
  nl('ontbijtservies', { type: ['Frühstücksset'] }),
  nl('broodtrommel', { type: ['Brotkasten'] }),
  // Dutch (Netherlands): tech and household
  nl('bonen voor espresso', { type: ['Kaffeebohnen'] }),
  // Dutch (Netherlands): not sold
  nl('hoofdkussen', null),
  nl('strijkplank', null),
  nl('fietshelm', null),
  nl('kinderstoel', null),
  nl('kinderpyjama', null),
];
