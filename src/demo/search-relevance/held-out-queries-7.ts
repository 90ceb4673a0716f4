// The seventh held-out shopper relevance set. Written on 2026-11-26 (branch `s31-set7`) while another helper was
// changing the engine on sets 1–6, as the honest unseen measure of that work (issue 20); no engine change was made or
// scored with it. The author had not seen the engine: he read only the header comment of held-out-queries-6.ts and,
// by grep, its import, per-locale helper and export lines (not its constants or queries); the Want/ShopperQuery
// type blocks of shopper-queries.ts, cut out by a script so that its query list was never on screen; the scoring
// predicate (shopper-relevance.ts), the seeded snapshot, scripts/check-held-out-6.ts (copied as check-held-out-7.ts),
// scripts/score-held-out.ts (to add `--set 7`), the shops in SPEC.md and the demo catalog as the generator makes it
// (families, product types, names in three languages, materials, colours, target groups, seasons, linings, fits,
// categories, with a throwaway listing of the generated types and their attributes) — not src/commerce/search/**,
// its synonym, shopper-word or replacement data, docs/search.md, the decision records, the bench results, the queries
// of sets 1–6, shopper-queries.ts or relevance-set.json, nor any search or scoring output; score-held-out.ts was not
// run. scripts/check-held-out.ts --set 7 compared the strings with sets 1–6, the shopper set and relevance-set.json,
// printing only the colliding ones: 103 of the first draft's 281 strings repeated an earlier query ("wok",
// "minirock", "dirndl", "tuchent", "kafimaschine", "tongs", "vaatwasser" …) and 29 of 114 replacements did too; all
// were dropped or replaced, so none repeats. The same script checks from the catalog alone that every answerable
// query has products it wants in its shop (one lace bra in white, which the seed never draws, was replaced) and that
// the nearest products of the unanswerable ones do not exist. Surplus queries were then dropped, by locale only, to
// keep the shares asked for: 240 queries, de-DE 91, de-AT 34, de-CH 31, fr-CH 42, nl-NL 42; 214 answerable and 26
// (10.8 %) unanswerable (de-DE 10, de-AT 4, de-CH 3, fr-CH 4, nl-NL 5). 25 answerable queries have only one or two
// relevant products among the 2,000 (a beige men's chino, a red sheath dress): real searches, kept as they are.
//
// Queries as customers of a German, Austrian, Swiss (German and French) and Dutch mail-order shop type them: lowercase,
// typos ("bluse leinnen", "sweatshrit", "jogginhose", "stifeletten", "ohrensesel", "matraze kaltschaum"), Swiss "ss"
// ("weisse bettwäsche"), split and joined compounds ("ripp shirt", "plissee rock", "baumstamm tisch", "samtsofa",
// "drehtürkasten", "flachbildfernseher"), colloquial words ("wollpulli", "wohndecke", "handy lila", "schmuck geschenk
// für frau"), Austrian ones ("polo leiberl", "rolli", "filzpatschen", "gilet" for a waistcoat, "zierpolster",
// "polsterbezug", "fauteuil", "bratreindl", "pfandl", "suppentopf", "schlafrock", "buben", "umhängtascherl"), Swiss
// ones ("jeansjupe", "minijupe", "plisséjupe", "leibchen", "unterleibchen", "duvetbezug", "kafibohnen",
// "regenkittel", "foulard", "badkleid"), Swiss French ones ("gilet en maille", "grenouillère", "mules", "pyjashort",
// "peignoir", "autocuiseur", "lave linge séchant", "tapis pour l extérieur" without its apostrophe), Dutch ones
// ("pantalon" for tailored trousers, "fleecevest" for a fleece jacket, "instappers", "loper gang", "co-sleeper",
// "kraamcadeau rompertje", diminutives "zwart jurkje", "slipjes"), English loan words ("longsleeve", "hoodie",
// "on ear", "over ear", "ultrabook", "5.1 soundbar", "slim fit"), product type with colour, material, target group,
// season or lining, fit through the types that carry it ("jeans weites bein", "straight jeans herren", "jean droit
// femme", "spijkerbroek heren slim fit"), plural and singular, natural phrases ("jacke für den winter damen", "parka
// mit teddyfutter", "socken aus wolle", "liege für den garten", "schuhe für die hochzeit herren", "stiefeletten mit
// warmfutter", "staubsauger ohne kabel", "sneaker ohne schnürsenkel", "chaussures pour enfant", "soutien gorge sans
// armatures", "schoenen voor kinderen", "kledingkast met schuifdeuren"), gift searches judged by the product they
// name, and things the shop does not sell — most of them close to what it does sell (girls' swimsuits beside
// women's, a girls' winter jacket beside boys', a women's bathrobe beside men's, tights beside socks, men's swim
// trunks, a bunk bed beside cots and beds, a chest freezer beside fridge-freezers, an office chair beside dining
// chairs, a bed pillow and a sheet beside cushions and bed linen, a sideboard, ski trousers, a wool beanie beside
// scarves), some with no family at all (smartwatch, parasol, desk, sunglasses, wallet, rolling pin). Each is judged by
// a predicate over the generated attributes — what a shopper would accept — never by what a search returns; `want:
// null` marks things the shop does not sell. Colour words take their near shades ("grau" also anthracite, "blau" also
// navy and light blue, "grün" also olive, "braun" also cognac, "rot" also bordeaux); "leder" also takes suede. The
// predicate knows no fit, size, pattern or extra, so queries that hinge on one were left out or judged on the type
// that carries it. Do not tune the engine on this set's queries one by one.

import type { ColourKey } from '@/commerce/catalog/colours';
import type { ShopperQuery, Want } from './shopper-queries';

const de = (q: string, want: Want | null): ShopperQuery => ({ locale: 'de-DE', q, want });
const at = (q: string, want: Want | null): ShopperQuery => ({ locale: 'de-AT', q, want });
const ch = (q: string, want: Want | null): ShopperQuery => ({ locale: 'de-CH', q, want });
const fr = (q: string, want: Want | null): ShopperQuery => ({ locale: 'fr-CH', q, want });
const nl = (q: string, want: Want | null): ShopperQuery => ({ locale: 'nl-NL', q, want });

// A colour word takes its near shades, as a shopper looking at the swatches would.
const BLACK: ColourKey[] = ['schwarz'];
const WHITE: ColourKey[] = ['weiss'];
const GREY: ColourKey[] = ['grau', 'anthrazit'];
const BLUE: ColourKey[] = ['blau', 'marine', 'hellblau'];
const RED: ColourKey[] = ['rot', 'bordeaux'];
const GREEN: ColourKey[] = ['gruen', 'oliv'];
const BROWN: ColourKey[] = ['braun', 'cognac'];
/** Children's clothes and shoes: "Kinder" takes girls', boys' and the shoes filed for children. */
const KIDS = ['maedchen', 'jungen', 'kinder'];
const OAK = ['eiche', 'eichenfurnier'];

export const heldOutQueries7: ShopperQuery[] = [
  // de-DE: women's fashion, lingerie and accessories
  de('etuikleid rot', { type: ['Etuikleid'], colour: RED }),
  de('hemdblusenkleid', { type: ['Hemdblusenkleid'] }),
  de('jerseykleid grün', { type: ['Jerseykleid'], target: ['damen'], colour: GREEN }),
  de('bluse leinnen', { kind: ['blouse'], material: ['leinen'] }),
  de('satinbluse schwarz', { kind: ['blouse'], material: ['satin'], colour: BLACK }),
  de('ripp shirt damen', { type: ['Rippshirt'], target: ['damen'] }),
  de('longsleeve damen weiß', { type: ['Longsleeve'], target: ['damen'], colour: WHITE }),
  de('paperbag hose damen', { type: ['Paperbag-Hose'] }),
  de('jeans weites bein damen', { type: ['Wide-Leg-Jeans'] }),
  de('wollmantel damen grau', { type: ['Wollmantel'], target: ['damen'], colour: GREY }),
  de('parka mit teddyfutter', { type: ['Parka'], lining: ['teddy'] }),
  de('jacke für den winter damen', { kind: ['jacket', 'coat'], target: ['damen'], season: ['winter'] }),
  de('wollpulli', { kind: ['knit'], material: ['wolle'] }),
  de('plissee rock', { type: ['Plisseerock', 'Faltenrock'] }),
  de('taillenslip baumwolle', { type: ['Taillenslip'], material: ['baumwolle'] }),
  de('nachthemd satin', { type: ['Nachthemd'], material: ['satin'] }),
  de('umhängetasche leder', { type: ['Umhängetasche'], material: ['leder', 'veloursleder'] }),
  de('rucksack wildleder', { type: ['Rucksack'], material: ['veloursleder'] }),
  de('armband silber', { type: ['Armband'], colour: ['silber'] }),
  de('loop schal', { type: ['Loop-Schal'] }),
  de('schmuck geschenk für frau', { kind: ['necklace'] }),
  // de-DE: men
  de('oxford hemd', { type: ['Oxfordhemd'] }),
  de('flanellhemd rot', { type: ['Flanellhemd'], colour: RED }),
  de('cargo hose herren oliv', { type: ['Cargohose'], target: ['herren'], colour: GREEN }),
  de('cordhose', { type: ['Cordhose'] }),
  de('anzughose grau', { type: ['Anzughose'], colour: GREY }),
  de('straight jeans herren', { type: ['Straight-Jeans'], target: ['herren'] }),
  de('troyer', { type: ['Troyer'] }),
  de('sweatshrit herren', { type: ['Sweatshirt'], target: ['herren'] }),
  de('softshelljacke herren', { type: ['Softshelljacke'], target: ['herren'] }),
  de('wintermantel herren', { kind: ['coat'], target: ['herren'], season: ['winter'] }),
  de('sakko blau', { type: ['Sakko'], colour: BLUE }),
  de('zweiteiliger anzug', { type: ['Anzug'] }),
  de('unterhemd weiß herren', { type: ['Unterhemd'], colour: WHITE }),
  de('socken aus wolle', { kind: ['socks'], material: ['wolle'] }),
  // de-DE: children and baby
  de('tüllrock mädchen', { type: ['Tüllrock'] }),
  de('jogginhose jungen', { type: ['Jogginghose'], target: ['jungen'] }),
  de('hoodie mädchen', { type: ['Kapuzenpullover'], target: ['maedchen'] }),
  de('strampler bio baumwolle', { type: ['Strampler'], material: ['biobaumwolle'] }),
  de('wickelkommode weiß', { type: ['Wickelkommode'], colour: WHITE }),
  de('gummistiefel gelb', { type: ['Gummistiefel'], colour: ['gelb'] }),
  // de-DE: shoes
  de('stifeletten cognac', { kind: ['ankle-boot'], colour: BROWN }),
  de('sneaker ohne schnürsenkel', { type: ['Slip-on-Sneaker'] }),
  de('laufschuhe herren', { type: ['Laufschuh'], target: ['herren'] }),
  de('rote pumps', { kind: ['pump'], colour: RED }),
  de('keilsandalen', { type: ['Keilsandalette'] }),
  de('budapester schuhe', { type: ['Budapester'] }),
  de('winterboots herren', { kind: ['boot'], target: ['herren'], season: ['winter'] }),
  de('schuhe für die hochzeit herren', { kind: ['derby'] }),
  // de-DE: home textiles, kitchen, lighting
  de('wendebettwäsche', { type: ['Wendebettwäsche'] }),
  de('duschtücher', { type: ['Duschtuch'] }),
  de('verdunkelungsvorhänge', { type: ['Verdunkelungsvorhang'] }),
  de('samtvorhang grün', { kind: ['curtain'], material: ['samt'], colour: GREEN }),
  de('teppich für draußen', { type: ['Outdoor-Teppich'] }),
  de('kissenhülle leinen', { type: ['Kissenhülle'], material: ['leinen'] }),
  de('wohndecke', { type: ['Kuscheldecke'] }),
  de('bräter gusseisen', { type: ['Bräter'], material: ['gusseisen'] }),
  de('kaffeebecher set', { type: ['Becher'] }),
  de('frühstücksgeschirr', { type: ['Frühstücksset'] }),
  de('vorratsdosen glas', { kind: ['storage'], material: ['glas'] }),
  de('stehleuchte schwarz', { type: ['Stehleuchte'], colour: BLACK }),
  // de-DE: furniture and garden
  de('wohnlandschaft cord', { type: ['Wohnlandschaft', 'Ecksofa'], material: ['cord'] }),
  de('samtsofa grün', { kind: ['sofa'], material: ['samt'], colour: GREEN }),
  de('ohrensesel', { type: ['Ohrensessel'] }),
  de('lowboard weiß', { type: ['Lowboard'], colour: WHITE }),
  de('metallbett schwarz', { type: ['Metallbett'], colour: BLACK }),
  de('matraze kaltschaum', { type: ['Kaltschaummatratze'] }),
  de('gelschaummatratze', { type: ['Gelschaummatratze'] }),
  de('ausziehbarer esstisch', { type: ['Ausziehtisch'] }),
  de('baumstamm tisch', { type: ['Baumkantentisch'] }),
  de('freischwinger stühle', { type: ['Freischwinger'] }),
  de('liege für den garten', { type: ['Sonnenliege'] }),
  // de-DE: technology
  de('flachbildfernseher', { kind: ['tv'] }),
  de('5.1 soundbar', { type: ['5.1-Soundbar-System'] }),
  de('on ear kopfhörer', { type: ['On-Ear-Kopfhörer'] }),
  de('kühlschrank schwarz', { kind: ['fridge'], colour: BLACK }),
  de('bodenstaubsauger', { type: ['Bodenstaubsauger'] }),
  de('feinwaschmittel', { type: ['Feinwaschmittel'] }),
  de('ultrabook', { type: ['Ultrabook'] }),
  de('tablet rosa', { kind: ['tablet'], colour: ['rosa'] }),
  de('handy lila', { kind: ['phone'], colour: ['lila'] }),
  // de-DE: not sold, most of them beside what is
  de('badeanzug mädchen', null),
  de('winterjacke mädchen', null),
  de('bademantel damen', null),
  de('strumpfhose damen', null),
  de('hochbett kinder', null),
  de('kopfkissen', null),
  de('gefriertruhe', null),
  de('schreibtisch', null),
  de('smartwatch', null),
  de('sonnenschirm', null),

  // de-AT
  at('drehtürkasten eiche', { type: ['Drehtürenschrank'], material: OAK }),
  at('schwebetürenkasten weiß', { type: ['Schwebetürenschrank'], colour: WHITE }),
  at('polo leiberl herren', { type: ['Poloshirt'], target: ['herren'] }),
  at('rolli damen', { type: ['Rollkragenpullover'], target: ['damen'] }),
  at('filzpatschen', { kind: ['slipper'], material: ['filz'] }),
  at('gilet herren', { type: ['Anzugweste'] }),
  at('zierpolster', { type: ['Dekokissen', 'Kissenhülle'] }),
  at('polsterbezug leinen', { type: ['Kissenhülle'], material: ['leinen'] }),
  at('fauteuil samt', { kind: ['armchair'], material: ['samt'] }),
  at('bratreindl', { type: ['Bräter'] }),
  at('pfandl gusseisen', { kind: ['pan'], material: ['gusseisen'] }),
  at('schlafrock herren', { type: ['Bademantel'] }),
  at('handtaschen schwarz', { type: ['Henkeltasche'], colour: BLACK }),
  at('turnschuhe damen weiß', { kind: ['sneaker'], target: ['damen'], colour: WHITE }),
  at('stiefeletten mit warmfutter', { kind: ['ankle-boot'], lining: ['warm'] }),
  at('kaffeemaschine mit mahlwerk', { type: ['Kaffeevollautomat'] }),
  at('frontlader waschmaschine', { type: ['Frontlader', 'Waschmaschine'] }),
  at('jogginghose buben', { type: ['Jogginghose'], target: ['jungen'] }),
  at('sweatjacke buben', { type: ['Sweatjacke'], target: ['jungen'] }),
  at('babybett weiß', { kind: ['cot'], colour: WHITE }),
  at('pyjama damen flanell', { kind: ['pyjamas'], target: ['damen'], material: ['flanell'] }),
  at('steppjacke damen schwarz', { type: ['Steppjacke'], target: ['damen'], colour: BLACK }),
  at('badetuch', { type: ['Duschtuch'] }),
  at('vorhänge samt', { kind: ['curtain'], material: ['samt'] }),
  at('over ear kopfhörer', { type: ['Over-Ear-Kopfhörer'] }),
  at('akku staubsauger', { type: ['Akku-Stielstaubsauger'] }),
  at('pulli buben', { kind: ['knit'], target: ['jungen'] }),
  at('suppentopf', { type: ['Kochtopf'] }),
  at('umhängtascherl', { type: ['Umhängetasche'] }),
  at('sakko herren grau', { type: ['Sakko'], colour: GREY }),
  at('leintuch', null),
  at('kredenz', null),
  at('nudelwalker', null),
  at('schihose', null),

  // de-CH
  ch('jeansjupe', { type: ['Jeansrock'] }),
  ch('leibchen herren', { type: ['T-Shirt', 'Unterhemd'], target: ['herren'] }),
  ch('hemd hellblau herren', { kind: ['shirt'], target: ['herren'], colour: ['hellblau'] }),
  ch('duvetbezug satin', { kind: ['bedding'], material: ['satinbaumwolle'] }),
  ch('kafibohnen', { type: ['Kaffeebohnen'] }),
  ch('staubsauger ohne kabel', { type: ['Akku-Stielstaubsauger', 'Saugroboter'] }),
  ch('gartenstühle', { type: ['Gartenstuhl'] }),
  ch('liegestuhl', { type: ['Sonnenliege'] }),
  ch('regenkittel kinder', { type: ['Regenjacke'] }),
  ch('winterjacke damen schwarz', { kind: ['jacket'], target: ['damen'], season: ['winter'], colour: BLACK }),
  ch('foulard damen', { type: ['Tuch', 'Schal'] }),
  ch('turnschuhe kinder', { kind: ['sneaker'], target: KIDS }),
  ch('unterleibchen', { type: ['Unterhemd'] }),
  ch('spitzen-bh', { kind: ['bra'], material: ['spitze'] }),
  ch('badkleid', { type: ['Badeanzug'] }),
  ch('strickpullover herren grau', { type: ['Strickpullover'], target: ['herren'], colour: GREY }),
  ch('chino herren beige', { type: ['Chinohose'], target: ['herren'], colour: ['beige'] }),
  ch('wollmantel schwarz', { type: ['Wollmantel'], colour: BLACK }),
  ch('weisse bettwäsche', { kind: ['bedding'], colour: WHITE }),
  ch('kochtopf set', { type: ['Topfset'] }),
  ch('bratpfanne edelstahl', { type: ['Bratpfanne'], material: ['edelstahl'] }),
  ch('kleiderschrank weiss', { family: ['wardrobe'], colour: WHITE }),
  ch('minijupe', { type: ['Minirock'] }),
  ch('plisséjupe', { type: ['Plisseerock', 'Faltenrock'] }),
  ch('nachthemd baumwolle', { type: ['Nachthemd'], material: ['baumwolle'] }),
  ch('strickjacke damen weiss', { type: ['Strickjacke', 'Cardigan'], target: ['damen'], colour: WHITE }),
  ch('ohrensessel grün', { type: ['Ohrensessel'], colour: GREEN }),
  ch('esstisch akazie', { kind: ['dining-table'], material: ['akazie'] }),
  ch('badhose', null),
  ch('portemonnaie', null),
  ch('sonnenbrille', null),

  // fr-CH
  fr('robe longue bleue', { type: ['Maxikleid'], colour: BLUE }),
  fr('chemisier en satin', { kind: ['blouse'], material: ['satin'] }),
  fr('t-shirt manches longues femme', { type: ['Longsleeve'], target: ['damen'] }),
  fr('gilet en maille femme', { type: ['Strickjacke', 'Cardigan'], target: ['damen'] }),
  fr('soutien gorge sans armatures', { type: ['Bralette', 'Sport-BH'] }),
  fr('sac bandoulière cuir', { type: ['Umhängetasche'], material: ['leder', 'veloursleder'] }),
  fr('collier de perles', { type: ['Perlenkette'] }),
  fr('chemise lin homme', { kind: ['shirt'], target: ['herren'], material: ['leinen'] }),
  fr('polo homme bleu', { type: ['Poloshirt'], target: ['herren'], colour: BLUE }),
  fr('pantalon cargo homme', { type: ['Cargohose'], target: ['herren'] }),
  fr('baskets femme blanches', { kind: ['sneaker'], target: ['damen'], colour: WHITE }),
  fr('chaussures pour enfant', { kind: ['sneaker', 'boot', 'sandal'], target: ['kinder'] }),
  fr('grenouillère bébé', { type: ['Strampler'] }),
  fr('tapis pour l extérieur', { type: ['Outdoor-Teppich'] }),
  fr('lave linge séchant', { type: ['Waschtrockner'] }),
  fr('machine à café à grains', { type: ['Kaffeevollautomat'] }),
  fr('robe chemise', { type: ['Hemdblusenkleid'] }),
  fr('blouse rose', { kind: ['blouse'], colour: ['rosa'] }),
  fr('jean droit femme', { type: ['Straight-Jeans'], target: ['damen'] }),
  fr('sweat à capuche fille', { type: ['Kapuzenpullover'], target: ['maedchen'] }),
  fr('jean garçon', { kind: ['jeans'], target: ['jungen'] }),
  fr('string dentelle', { type: ['String'], material: ['spitze'] }),
  fr('pyjashort femme', { type: ['Shorty-Pyjama'] }),
  fr('peignoir homme', { type: ['Bademantel'] }),
  fr('boxer coton bio', { kind: ['boxers'], material: ['biobaumwolle'] }),
  fr('derby cuir homme', { type: ['Schnürschuh', 'Oxford-Schuh', 'Budapester'], material: ['leder'] }),
  fr('chelsea boots homme', { type: ['Chelsea-Boots'], target: ['herren'] }),
  fr('sandales femme dorées', { kind: ['sandal'], target: ['damen'], colour: ['gold'] }),
  fr('mules femme', { type: ['Pantolette'] }),
  fr('housse de couette lin', { kind: ['bedding'], material: ['leinen'] }),
  fr('tapis salon gris', { kind: ['rug'], colour: GREY }),
  fr('autocuiseur', { type: ['Schnellkochtopf'] }),
  fr('coussin lin', { type: ['Dekokissen', 'Kissenhülle'], material: ['leinen'] }),
  fr('canapé velours vert', { kind: ['sofa'], material: ['samt'], colour: GREEN }),
  fr('fauteuil à oreilles', { type: ['Ohrensessel'] }),
  fr('lit en bois massif', { type: ['Massivholzbett'] }),
  fr('matelas ressorts ensachés', { type: ['Taschenfederkernmatratze'] }),
  fr('réfrigérateur congélateur', { type: ['Kühl-Gefrier-Kombination'] }),
  fr('bonnet en laine', null),
  fr('montre connectée', null),
  fr('maillot de bain fille', null),
  fr('collants', null),

  // nl-NL
  nl('maxi jurk blauw', { type: ['Maxikleid'], colour: BLUE }),
  nl('pantalon dames zwart', {
    type: ['Stoffhose', 'Marlenehose', 'Paperbag-Hose', 'Chinohose', 'Culotte'],
    target: ['damen'],
    colour: BLACK,
  }),
  nl('spijkerbroek heren slim fit', { type: ['Slim-Fit-Jeans'] }),
  nl('gebreid vest dames', { type: ['Strickjacke', 'Cardigan'], target: ['damen'] }),
  nl('rugzak dames', { type: ['Rucksack'] }),
  nl('joggingbroek heren', { type: ['Jogginghose'], target: ['herren'] }),
  nl('onderhemd heren', { type: ['Unterhemd'] }),
  nl('badjas heren', { type: ['Bademantel'] }),
  nl('legging meisjes', { type: ['Leggings'], target: ['maedchen'] }),
  nl('hoodie jongens', { type: ['Kapuzenpullover'], target: ['jungen'] }),
  nl('kraamcadeau rompertje', { kind: ['bodysuit'] }),
  nl('schoenen voor kinderen', { kind: ['sneaker', 'boot', 'sandal'], target: ['kinder'] }),
  nl('dekbedovertrek flanel', { kind: ['bedding'], material: ['flanell'] }),
  nl('braadpan gietijzer', { type: ['Bräter'], material: ['gusseisen'] }),
  nl('booglamp zwart', { type: ['Bogenleuchte'], colour: BLACK }),
  nl('fauteuil fluweel', { kind: ['armchair'], material: ['samt'] }),
  nl('pocketvering matras', { type: ['Taschenfederkernmatratze'] }),
  nl('eettafel uitschuifbaar', { type: ['Ausziehtisch'] }),
  nl('blousejurk', { type: ['Blusenkleid'] }),
  nl('zwart jurkje', { kind: ['dress'], colour: BLACK }),
  nl('blazer dames zwart', { kind: ['blazer'], target: ['damen'], colour: BLACK }),
  nl('slipjes katoen', { kind: ['briefs'], material: ['baumwolle'] }),
  nl('schoudertas leer', { type: ['Umhängetasche'], material: ['leder', 'veloursleder'] }),
  nl('linnen overhemd heren', { kind: ['shirt'], target: ['herren'], material: ['leinen'] }),
  nl('cargobroek heren', { type: ['Cargohose'], target: ['herren'] }),
  nl('fleecevest heren', { type: ['Fleecejacke'] }),
  nl('wollen sokken heren', { kind: ['socks'], material: ['wolle'] }),
  nl('co-sleeper', { type: ['Beistellbett'] }),
  nl('sneakers heren leer', { kind: ['sneaker'], target: ['herren'], material: ['leder'] }),
  nl('instappers dames', { type: ['Slip-on-Sneaker'] }),
  nl('handdoeken set', { kind: ['towel'] }),
  nl('gordijnen linnen', { kind: ['curtain'], material: ['leinen'] }),
  nl('loper gang', { type: ['Teppichläufer'] }),
  nl('tafellamp', { type: ['Tischleuchte'] }),
  nl('3 zits bank', { family: ['sofa-three'] }),
  nl('kledingkast met schuifdeuren', { type: ['Schwebetürenschrank'] }),
  nl('koptelefoon roze', { kind: ['headphones'], colour: ['rosa'] }),
  nl('bureaustoel', null),
  nl('zwembroek heren', null),
  nl('zwempak meisjes', null),
  nl('panty dames', null),
  nl('stapelbed', null),
];
