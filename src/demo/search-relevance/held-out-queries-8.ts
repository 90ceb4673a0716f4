// The eighth held-out shopper relevance set. Written on 2026-11-26 (branch `s31-set8`), after the engine had been
// changed this session by decisions 0062 and 0064 (the author read neither) and while it may be changed again on
// sets 1–7, as the honest unseen measure of that work (issue 20); no engine change was made or scored with it. The
// author had not seen the engine: he read only the header comment of held-out-queries-7.ts (printed up to its first
// `*/`, which also showed its import, per-locale helper and colour-constant lines, not its queries); lines 1–29 of
// shopper-queries.ts (its file comment and the Want/ShopperQuery types, cut out so that its query list was never on
// screen); the scoring predicate (shopper-relevance.ts), the seeded snapshot, scripts/check-held-out-7.ts (copied as
// check-held-out-8.ts; its table of set 7's unanswerable queries was seen with it), scripts/score-held-out.ts (to
// add `--set 8`), the house STYLE.md, and the demo catalog as the generator makes it (family.ts, the product type of
// generate-product.ts, colours.ts, product-kinds.ts, with a throwaway listing of the generated families: their
// product types, target groups, materials, seasons, linings, colours, counts per shop and a few names in three
// languages) — not src/commerce/search/**, its synonym, shopper-word or replacement data, docs/search.md, the
// decision records, the bench results, the queries of sets 1–7, shopper-queries.ts' list or relevance-set.json, nor
// any search or scoring output; score-held-out.ts was not run. SPEC.md was not needed: every demo product is sold in
// all five shops. scripts/check-held-out.ts --set 8 compared the strings with sets 1–7, the shopper set and
// relevance-set.json, printing only the colliding ones: 141 of the first draft's 365 strings (39 %) repeated an
// earlier query ("tunika damen", "holzfällerhemd", "biber bettwäsche", "hausschlapfen", "filzfinken", "natel
// klappbar", "cravate", "stropdas" …), and 12 of 44 additions and replacements did too; all were dropped or
// replaced, so none repeats. The same script checks from the catalog alone that every answerable query has products
// it wants in its shop (an olive women's quilted jacket and a ceramic table lamp, which the seed never draws, were
// replaced by broader queries) and that the nearest products of the unanswerable ones do not exist. Surplus queries
// were then dropped, by locale only (in de-DE six of those with a single relevant product), to keep the shares asked
// for: 240 queries, de-DE 92, de-AT 32, de-CH 32, fr-CH 42, nl-NL 42; 213 answerable and 27 (11.3 %) unanswerable
// (de-DE 9, de-AT 4, de-CH 4, fr-CH 5, nl-NL 5). 14 answerable queries have only one or two relevant products among
// the 2,000 (a black mom jeans, a grey men's suit, a white net curtain): real searches, kept as they are.
//
// Queries as customers of a German, Austrian, Swiss (German and French) and Dutch mail-order shop type them,
// reaching past the common searches of the earlier sets to other product types and attribute pairs: lowercase,
// missing umlauts and accents ("weisse jeans damen", "aspirateur traineau", "robe d ete fille", "bottines d hiver
// femme" without their apostrophes), split and joined compounds ("satin bluse", "gesteppte jacke damen", "big sofa",
// "holzbett", "bubenjeans", "tv wand", "was droogcombinatie"), plural and singular ("satztische", "gartenstühle",
// "tailleslips", "kuipstoelen"), colloquial words ("morgenmantel herren" for a bathrobe, "vouwbare telefoon", "lampe
// aus keramik"), Austrian ones ("hauspatschen", "esszimmersessel" for dining chairs, "ohrenbackensessel",
// "fernsehkastl", "luster" for a pendant lamp, "kasserolle", "bettzeug", "leiberl buben", "unterleiberl", "bluserl",
// "stiefletten" misspelt, "strickweste", "nachtkastl", "trachtenjanker"), Swiss ones ("strickjäggli",
// "winterjäggli", "faserpelz jacke" for fleece, "chromstahl" for stainless steel, "pfannenset", "znünibox",
// "manchesterhose" for corduroy, "tüll jupe", "faltenjupe", "gitterbettli", "frottiertuch", "schlafcouch",
// "babywiege"), Swiss French ones ("tunique femme", "veste polaire", "pantalon en velours côtelé", "soutien-gorge
// push-up", "maillot de corps", "commode à langer", "chaussures premiers pas", "mocassins", "photophore", "drap de
// douche", "réfrigérateur américain", "couette"), Dutch ones ("overhemdjurk", "wijde broek", "ribbroek", "coltrui",
// "schipperstrui", "boxpakje", "eerste schoentjes", "enkellaarsjes", "schemerlamp", "eetkamerbank", "gestoffeerd
// bed", "bretels", "dekbed"), English loan words ("jogpants", "sneakersocken", "side by side kühlschrank", "chelsea
// boots dames", "bikerjack"), product type with colour, material, target group, season or lining ("etuikleid
// dunkelblau", "massivholzbett eiche", "cocktailsessel samt", "damenjacke für den übergang", "stiefeletten
// gefüttert", "winterschuhe kinder"), natural phrases ("kleid aus jersey", "lampe aus keramik", "socken aus
// biobaumwolle", "plaid aus wolle", "chaises en velours", "fluwelen eetkamerstoelen"), and things the shop does not
// sell — most of them close to what it does sell (women's corduroy trousers beside men's, a leather skirt, silk
// bedding, cashmere, a velvet dress, men's sandals beside women's and children's, a marble coffee table, leather
// trousers, a duvet beside bed linen, a wool throw beside cotton and chenille ones, children's rain trousers beside
// rain jackets, a cradle beside cots, a nightstand beside beds, a belt), some with no family at all (knife block,
// Bluetooth speaker, pram, braces). Each is judged by a predicate over the generated attributes — what a shopper
// would accept — never by what a search returns; `want: null` marks things the shop does not sell. Colour words take
// their near shades ("grau" also anthracite, "blau" also navy and light blue, "dunkelblau" navy and blue, "grün"
// also olive, "braun" also cognac, "rot" also bordeaux); "leder" also takes suede; chairs for a table are not the
// bench beside them. The predicate knows no fit, size, pattern or extra, so queries that hinge on one were left out
// or judged on the type that carries it. Do not tune the engine on this set's queries one by one.

import type { ColourKey } from '@/commerce/catalog/colours';
import type { ShopperQuery } from './shopper-queries';
import { de, at, ch, fr, nl, BLACK, WHITE, GREY, BLUE, RED, GREEN, BROWN } from './held-out-query';

// The colour families (held-out-query.ts) and pink alone.
const PINK: ColourKey[] = ['rosa'];
/** Children's shoes are filed for "kinder"; their clothes for girls, boys or babies. */
const KIDS = ['maedchen', 'jungen', 'kinder', 'baby'];
/** Leather takes suede, as a shopper does. */
const LEATHER = ['leder', 'veloursleder'];
/** Chairs to sit at a table, not the bench filed beside them. */
const DINING_CHAIRS = ['Freischwinger', 'Schalenstuhl', 'Polsterstuhl'];
const WOOD = ['eiche', 'eichenfurnier', 'akazie', 'kiefer'];

export const heldOutQueries8: ShopperQuery[] = [
  // de-DE: women's fashion
  de('chiffonbluse schwarz', { type: ['Chiffonbluse'], colour: BLACK }),
  de('satin bluse', { kind: ['blouse'], material: ['satin'] }),
  de('schlupfbluse', { type: ['Schlupfbluse'] }),
  de('hemdbluse hellblau', { type: ['Hemdbluse'], colour: BLUE }),
  de('marlenehose', { type: ['Marlenehose'] }),
  de('jogpants damen', { type: ['Jogpants'], target: ['damen'] }),
  de('stoffhose damen schwarz', {
    kind: ['trousers'],
    target: ['damen'],
    type: ['Stoffhose', 'Marlenehose', 'Paperbag-Hose', 'Culotte'],
    colour: BLACK,
  }),
  de('kurzer mantel damen', { type: ['Kurzmantel'], target: ['damen'] }),
  de('jerseyblazer', { type: ['Jerseyblazer'] }),
  de('gesteppte jacke damen', { type: ['Steppjacke'], target: ['damen'] }),
  de('outdoorjacke damen', { type: ['Outdoorjacke'], target: ['damen'] }),
  de('damenjacke für den übergang', { kind: ['jacket', 'coat'], target: ['damen'], season: ['transition'] }),
  de('mom jeans schwarz', { type: ['Mom-Jeans'], colour: BLACK }),
  de('weisse jeans damen', { kind: ['jeans'], target: ['damen'], colour: WHITE }),
  de('etuikleid dunkelblau', { type: ['Etuikleid'], colour: ['marine', 'blau'] }),
  de('kleid aus jersey', { kind: ['dress'], target: ['damen'], material: ['jersey'] }),
  de('rippshirt damen weiß', { type: ['Rippshirt'], colour: WHITE }),
  de('poloshirt damen', { type: ['Poloshirt'], target: ['damen'] }),
  de('cardigan damen beige', { type: ['Cardigan', 'Strickjacke'], target: ['damen'], colour: ['beige'] }),
  de('rollkragenpullover damen wolle', {
    type: ['Rollkragenpullover'],
    target: ['damen'],
    material: ['wolle'],
  }),
  de('minimizer bh', { type: ['Minimizer-BH'] }),
  de('sport bh schwarz', { type: ['Sport-BH'], colour: BLACK }),
  de('halskette silber', { type: ['Halskette', 'Gliederkette', 'Perlenkette'], colour: ['silber'] }),
  de('perlenkette', { type: ['Perlenkette'] }),
  de('shopper tasche leder', { type: ['Shopper'], material: LEATHER }),
  // de-DE: men's fashion
  de('sakko leinen', { type: ['Sakko'], material: ['leinen'] }),
  de('anzug herren grau', { type: ['Anzug'], colour: GREY }),
  de('anzugweste', { type: ['Anzugweste'] }),
  de('businesshemd rosa', { type: ['Businesshemd', 'Popelinehemd', 'Oxfordhemd'], colour: PINK }),
  de('cargohose herren oliv', { type: ['Cargohose'], target: ['herren'], colour: GREEN }),
  de('parka herren', { type: ['Parka'], target: ['herren'] }),
  de('troyer herren', { type: ['Troyer'] }),
  de('sneakersocken', { type: ['Sneakersocken'] }),
  de('unterhemd herren weiss', { type: ['Unterhemd'], colour: WHITE }),
  de('morgenmantel herren', { type: ['Bademantel'], target: ['herren'] }),
  de('lederboots braun herren', { kind: ['boot'], target: ['herren'], material: LEATHER, colour: BROWN }),
  // de-DE: children and babies
  de('strampler baby grau', { type: ['Strampler'], colour: GREY }),
  de('wickelbody', { type: ['Wickelbody'] }),
  de('babybett weiß', { kind: ['cot'], colour: WHITE }),
  de('wickelkommode', { type: ['Wickelkommode'] }),
  de('tüllkleid', { type: ['Tüllkleid'] }),
  de('kapuzenpullover jungen', { type: ['Kapuzenpullover'], target: ['jungen'] }),
  de('sweatjacke jungs', { type: ['Sweatjacke'], target: ['jungen'] }),
  de('gummistiefel kinder gelb', { type: ['Gummistiefel'], colour: ['gelb'] }),
  de('badeschuhe kinder', { type: ['Badeschuh'] }),
  de('kindersandalen leder', { type: ['Kindersandale'], material: LEATHER }),
  // de-DE: shoes
  de('zehentrenner damen', { type: ['Zehentrenner'] }),
  de('slingpumps', { type: ['Slingpumps'] }),
  de('schnürboots herren', { type: ['Schnürboots'] }),
  de('clogs', { type: ['Clogs'] }),
  // de-DE: furniture
  de('polsterbett grün', { type: ['Polsterbett'], colour: GREEN }),
  de('futonbett', { type: ['Futonbett'] }),
  de('massivholzbett eiche', { type: ['Massivholzbett'], material: ['eiche'] }),
  de('schwebetürenschrank weiss', { type: ['Schwebetürenschrank'], colour: WHITE }),
  de('satztische', { type: ['Satztisch-Set'] }),
  de('lowboard eiche', { type: ['Lowboard'], material: ['eiche', 'eichenfurnier'] }),
  de('tv wand', { type: ['TV-Wand'] }),
  de('schaukelsessel', { type: ['Schaukelsessel'] }),
  de('cocktailsessel samt', { type: ['Cocktailsessel'], material: ['samt'] }),
  de('big sofa', { type: ['Big-Sofa'] }),
  de('sitzbank esszimmer', { type: ['Sitzbank'] }),
  de('balkonset', { type: ['Balkonset'] }),
  de('gartenlounge', { type: ['Gartenlounge-Set'] }),
  de('gartenstühle', { type: ['Gartenstuhl'] }),
  de('holzbett', { kind: ['bed'], material: WOOD }),
  // de-DE: home textiles, deco, kitchen
  de('pendelleuchte rattan', { type: ['Pendelleuchte'], material: ['rattan'] }),
  de('lampe aus keramik', { kind: ['lamp'], material: ['keramik'] }),
  de('windlicht glas', { type: ['Windlicht'], material: ['glas'] }),
  de('dekoschale', { type: ['Dekoschale'] }),
  de('gardine weiss', { type: ['Gardine'], colour: WHITE }),
  de('hochflorteppich', { type: ['Hochflorteppich'] }),
  de('duschtuch', { type: ['Duschtuch'] }),
  de('handtücher bambus', { kind: ['towel'], material: ['bambus'] }),
  de('brotkasten', { type: ['Brotkasten'] }),
  de('frühstücksset', { type: ['Frühstücksset'] }),
  de('tafelservice porzellan', { type: ['Tafelservice', 'Kombiservice'], material: ['porzellan'] }),
  de('grillpfanne', { type: ['Grillpfanne'] }),
  de('schmorpfanne', { type: ['Schmorpfanne'] }),
  // de-DE: electronics and appliances
  de('milchsystemreiniger', { type: ['Milchsystemreiniger'] }),
  de('side by side kühlschrank', { type: ['Side-by-Side-Kühlschrank'] }),
  de('convertible notebook', { type: ['Convertible-Notebook'] }),
  de('kopfhörer rosa', { kind: ['headphones'], colour: PINK }),
  de('soundbar weiß', { kind: ['soundbar'], colour: WHITE }),
  // de-DE: not sold, most near what is
  de('cordhose damen', null),
  de('lederrock', null),
  de('seidenbettwäsche', null),
  de('kaschmir pullover', null),
  de('samtkleid', null),
  de('herren sandalen', null),
  de('marmor couchtisch', null),
  de('messerblock', null),
  de('bluetooth lautsprecher', null),

  // de-AT
  at('hauspatschen filz', { kind: ['slipper'], material: ['filz'] }),
  at('esszimmersessel samt', { type: DINING_CHAIRS, material: ['samt'] }),
  at('couch grau', { kind: ['sofa'], colour: GREY }),
  at('fernsehkastl', { kind: ['tv-stand'] }),
  at('luster', { type: ['Pendelleuchte'] }),
  at('stehlampe schwarz', { type: ['Stehleuchte', 'Bogenleuchte'], colour: BLACK }),
  at('vorhang grün', { kind: ['curtain'], colour: GREEN }),
  at('kasserolle', { type: ['Kochtopf'] }),
  at('gusseisenpfanne', { kind: ['pan'], material: ['gusseisen'] }),
  at('bettzeug leinen', { kind: ['bedding'], material: ['leinen'] }),
  at('leiberl buben', { type: ['T-Shirt'], target: ['jungen'] }),
  at('jean herren schwarz', { kind: ['jeans'], target: ['herren'], colour: BLACK }),
  at('stiefletten damen', { kind: ['ankle-boot'] }),
  at('halstuch damen', { type: ['Tuch', 'Schal'] }),
  at('henkeltasche leder', { type: ['Henkeltasche'], material: LEATHER }),
  at('pyjama damen', { type: ['Pyjama', 'Shorty-Pyjama'], target: ['damen'] }),
  at('unterleiberl herren', { type: ['Unterhemd'] }),
  at('strickweste damen', { type: ['Strickjacke', 'Cardigan'], target: ['damen'] }),
  at('staubsauger akku', { type: ['Akku-Stielstaubsauger'] }),
  at('handy klappbar', { type: ['Klapp-Smartphone'] }),
  at('sonnenliege holz', { type: ['Sonnenliege'], material: ['akazie'] }),
  at('ohrenbackensessel', { type: ['Ohrensessel'] }),
  at('herrensakko blau', { type: ['Sakko'], colour: BLUE }),
  at('bluserl weiß', { kind: ['blouse'], colour: WHITE }),
  at('flanellpyjama herren', { kind: ['pyjamas'], target: ['herren'], material: ['flanell'] }),
  at('frühstücksgeschirr', { type: ['Frühstücksset'] }),
  at('pantoffeln bordeaux', { kind: ['slipper'], colour: RED }),
  at('bubenjeans', { kind: ['jeans'], target: ['jungen'] }),
  at('nachtkastl', null),
  at('trachtenjanker', null),
  at('lederhose herren', null),
  at('kinderwagen', null),

  // de-CH
  ch('strickjäggli', { type: ['Strickjacke', 'Cardigan'] }),
  ch('faserpelz jacke', { type: ['Fleecejacke'] }),
  ch('bratpfanne chromstahl', { kind: ['pan'], material: ['edelstahl'] }),
  ch('pfannenset', { type: ['Topfset'] }),
  ch('frottiertuch', { type: ['Frottiertuch'] }),
  ch('znünibox', { type: ['Frischhaltedosen', 'Aufbewahrungsbox', 'Vorratsdosen-Set'] }),
  ch('tüll jupe', { type: ['Tüllrock'] }),
  ch('faltenjupe mädchen', { type: ['Faltenrock'] }),
  ch('manchesterhose herren', { kind: ['trousers'], target: ['herren'], material: ['cord'] }),
  ch('t-shirt herren biobaumwolle', { kind: ['top'], target: ['herren'], material: ['biobaumwolle'] }),
  ch('unterhosen herren', { type: ['Boxershorts', 'Retroshorts'] }),
  ch('socken aus biobaumwolle', { kind: ['socks'], material: ['biobaumwolle'] }),
  ch('pyjama damen flanell', { kind: ['pyjamas'], target: ['damen'], material: ['flanell'] }),
  ch('stiefeletten gefüttert', { kind: ['ankle-boot'], lining: ['warm'] }),
  ch('winterschuhe kinder', { kind: ['boot'], target: KIDS, season: ['winter'] }),
  ch('vorhang verdunkelnd', { type: ['Verdunkelungsvorhang'] }),
  ch('stehleuchte gold', { type: ['Stehleuchte', 'Bogenleuchte'], colour: ['gold'] }),
  ch('schlafcouch', { type: ['Schlafsofa'] }),
  ch('ohrensessel blau', { type: ['Ohrensessel'], colour: BLUE }),
  ch('bettwäsche flanell', { kind: ['bedding'], material: ['flanell'] }),
  ch('bikini', { type: ['Bikini-Set'] }),
  ch('regenjacke buben', { type: ['Regenjacke'], target: ['jungen'] }),
  ch('gitterbettli', { type: ['Gitterbett', 'Babybett'] }),
  ch('leinenhemd herren', { type: ['Leinenhemd'] }),
  ch('poloshirt herren marine', { type: ['Poloshirt'], target: ['herren'], colour: BLUE }),
  ch('velours pumps', { kind: ['pump'], material: ['veloursleder'] }),
  ch('wildleder stiefeletten', { kind: ['ankle-boot'], material: ['veloursleder'] }),
  ch('winterjäggli damen', { kind: ['jacket', 'coat'], target: ['damen'], season: ['winter'] }),
  ch('regenhose kinder', null),
  ch('babywiege', null),
  ch('plaid aus wolle', null),
  ch('manchesterhose damen', null),

  // fr-CH
  fr('tunique femme', { type: ['Tunika'] }),
  fr('robe d ete fille', { type: ['Sommerkleid'], target: ['maedchen'] }),
  fr('jupe plissée fille', { type: ['Faltenrock'] }),
  fr('pantalon en velours côtelé', { kind: ['trousers'], material: ['cord'] }),
  fr('jogging garçon', { type: ['Jogginghose'], target: ['jungen'] }),
  fr('jean noir homme', { kind: ['jeans'], target: ['herren'], colour: BLACK }),
  fr('veste polaire homme', { type: ['Fleecejacke'] }),
  fr('trench femme', { type: ['Trenchcoat'] }),
  fr('chemise en flanelle', { type: ['Flanellhemd'] }),
  fr('soutien-gorge push-up', { type: ['Push-up-BH'] }),
  fr('culotte taille haute', { type: ['Taillenslip'] }),
  fr('maillot de corps', { type: ['Unterhemd'] }),
  fr('lit à barreaux', { type: ['Gitterbett'] }),
  fr('commode à langer', { type: ['Wickelkommode'] }),
  fr('chaussures premiers pas', { type: ['Lauflernschuh'] }),
  fr('sandales compensées', { type: ['Keilsandalette'] }),
  fr('bottines d hiver femme', { kind: ['ankle-boot'], season: ['winter'] }),
  fr('chaussures de running homme', { type: ['Laufschuh'], target: ['herren'] }),
  fr('mocassins homme', { type: ['Loafer'] }),
  fr('chaussons en feutre', { kind: ['slipper'], material: ['filz'] }),
  fr('lit en métal', { type: ['Metallbett'] }),
  fr('matelas en mousse', { kind: ['mattress'], material: ['schaum'] }),
  fr('table extensible', { type: ['Ausziehtisch'] }),
  fr('chaises en velours', { type: DINING_CHAIRS, material: ['samt'] }),
  fr('fauteuil à bascule', { type: ['Schaukelsessel'] }),
  fr('canapé d angle cuir', { type: ['Ecksofa'], material: LEATHER }),
  fr('meuble tv chêne', { kind: ['tv-stand'], material: ['eiche', 'eichenfurnier'] }),
  fr('bain de soleil', { type: ['Sonnenliege'] }),
  fr('suspension en rotin', { type: ['Pendelleuchte'], material: ['rattan'] }),
  fr('photophore', { type: ['Windlicht'] }),
  fr('tapis berbère', { type: ['Berberteppich'] }),
  fr('drap de douche', { type: ['Duschtuch'] }),
  fr('parure de lit en lin', { kind: ['bedding'], material: ['leinen'] }),
  fr('aspirateur traineau', { type: ['Bodenstaubsauger'] }),
  fr('réfrigérateur américain', { type: ['Side-by-Side-Kühlschrank'] }),
  fr('pantalon chino homme', { type: ['Chinohose'], target: ['herren'] }),
  fr('veste en cuir homme', { kind: ['jacket'], target: ['herren'], material: LEATHER }),
  fr('ceinture homme', null),
  fr('sandales homme', null),
  fr('jupe en cuir', null),
  fr('pull en cachemire', null),
  fr('couette', null),

  // nl-NL
  nl('blouse zwart dames', { kind: ['blouse'], colour: BLACK }),
  nl('overhemdjurk', { type: ['Hemdblusenkleid'] }),
  nl('wijde broek dames', { type: ['Marlenehose', 'Culotte'] }),
  nl('ribbroek heren', { kind: ['trousers'], target: ['herren'], material: ['cord'] }),
  nl('joggingbroek jongens', { type: ['Jogginghose'], target: ['jungen'] }),
  nl('mom jeans', { type: ['Mom-Jeans'] }),
  nl('wollen jas heren', { type: ['Wollmantel'], target: ['herren'] }),
  nl('linnen colbert', { type: ['Sakko'], material: ['leinen'] }),
  nl('kostuum heren', { type: ['Anzug'] }),
  nl('coltrui dames', { type: ['Rollkragenpullover'], target: ['damen'] }),
  nl('sportbeha', { type: ['Sport-BH'] }),
  nl('tailleslips', { type: ['Taillenslip'] }),
  nl('korte pyjama heren', { type: ['Schlafanzug kurz'] }),
  nl('wollen sokken', { kind: ['socks'], material: ['wolle'] }),
  nl('boxpakje', { type: ['Strampler'] }),
  nl('regenlaarzen kinderen', { type: ['Gummistiefel'] }),
  nl('eerste schoentjes', { type: ['Lauflernschuh'] }),
  nl('sleehak sandalen', { type: ['Keilsandalette'] }),
  nl('enkellaarsjes dames', { kind: ['ankle-boot'] }),
  nl('veterboots heren', { type: ['Schnürboots'] }),
  nl('vilten pantoffels', { kind: ['slipper'], material: ['filz'] }),
  nl('gestoffeerd bed', { type: ['Polsterbett', 'Boxspringbett'] }),
  nl('koudschuim matras', { type: ['Kaltschaummatratze'] }),
  nl('kuipstoelen', { type: ['Schalenstuhl'] }),
  nl('eetkamerbank', { type: ['Sitzbank'] }),
  nl('ligbed tuin', { type: ['Sonnenliege'] }),
  nl('hanglamp rotan', { type: ['Pendelleuchte'], material: ['rattan'] }),
  nl('booglamp', { type: ['Bogenleuchte'] }),
  nl('wollen vloerkleed', { kind: ['rug'], material: ['wollteppich'] }),
  nl('flanellen dekbedovertrek', { kind: ['bedding'], material: ['flanell'] }),
  nl('was droogcombinatie', { type: ['Waschtrockner'] }),
  nl('vouwbare telefoon', { type: ['Klapp-Smartphone'] }),
  nl('chelsea boots dames', { type: ['Chelsea-Boots'], target: ['damen'] }),
  nl('bikerjack heren', { type: ['Bikerjacke'] }),
  nl('schipperstrui', { type: ['Troyer'] }),
  nl('fluwelen eetkamerstoelen', { type: DINING_CHAIRS, material: ['samt'] }),
  nl('schemerlamp', { type: ['Tischleuchte', 'Stehleuchte'] }),
  nl('bretels', null),
  nl('herensandalen', null),
  nl('leren rok', null),
  nl('kasjmier trui', null),
  nl('dekbed', null),
];
