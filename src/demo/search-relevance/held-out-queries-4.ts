// The fourth held-out shopper relevance set. Written on 2026-11-27 (branch `s29-search`) before its first scoring and
// before any engine change of that session, as the honest unseen measure of issue 20 after sets 1–3 had all been tuned
// on. The author read only the format of held-out-queries-3.ts, the scoring predicate (shopper-relevance.ts) and the
// demo catalog's families, materials and colours — not the engine, its synonym or replacement data, nor the queries of
// the earlier sets. A script then compared the strings with sets 1–3, the shopper set and relevance-set.json: the
// first draft's 50 repeats (common words such as "bikini", "natel", "plaid", "servies") were replaced by other
// queries before any scoring, so none repeats. Queries as customers of a German, Austrian, Swiss and Dutch mail-order
// shop type them: lowercase, typos ("pantolleten", "boxpringbett", "kaffevollautomat", "schwebetürenschank"),
// colloquial and regional words (German "puschen", "matschjacke"; Austrian "hausschlapfen", "pfandl", "reindl",
// "esszimmersessel", "turnpatschen", "kasten"; Swiss "filzfinken", "natel", "tumbler", "jupe", "gilet", "salontisch",
// "frottéetuch"; Swiss French "panosse"; Dutch "colbert", "nachtjapon", "ledikantje", "ligbed"), product type with
// colour, material, target group, season or a size, compounds and split forms, plural and singular, a few longer
// phrases, and things the shop does not sell — several of them words the catalog's texts carry in another sense
// ("gürtel", "ceinture", "riem", "badehose", "jeanskleid", "culotte" for briefs). Each is judged by a predicate over
// the generated attributes — what a shopper would accept — never by what a search returns; `want: null` marks things
// the shop does not sell. Colour words take their near shades ("grau" also anthracite, "grün" also olive). Do not
// tune the engine on this set's queries one by one.
import type { ShopperQuery, Want } from './shopper-queries';
import { de, at, ch, fr, nl, CARDIGANS as cardigans, PULLOVERS as pullovers } from './held-out-query';

const hoodies = ['Kapuzenpullover', 'Hoodie'];
const handbags = ['Henkeltasche', 'Shopper', 'Clutch', 'Umhängetasche'];
const laceUps = ['Schnürschuh', 'Oxford-Schuh', 'Budapester'];
const necklaces = ['Halskette', 'Gliederkette', 'Perlenkette'];
const wardrobes = ['Drehtürenschrank', 'Schwebetürenschrank', 'Kleiderschrank', 'Kinderkleiderschrank'];
const fryingPans: Want = { type: ['Bratpfanne', 'Schmorpfanne', 'Grillpfanne'] };
const dinnerSets = ['Tafelservice', 'Kombiservice', 'Frühstücksset'];
const coffeeTables = ['Couchtisch', 'Satztisch-Set'];
const wideTrousers = ['Marlenehose', 'Culotte'];
const diningChairs: Want = { kind: ['chair'], type: ['Polsterstuhl', 'Freischwinger', 'Schalenstuhl'] };
const leather = ['leder', 'veloursleder'];
const oak = ['eiche', 'eichenfurnier'];
const grey = ['grau', 'anthrazit'] as const;

export const heldOutQueries4: ShopperQuery[] = [
  // German (Germany): women's fashion
  de('blusen weiß', { kind: ['blouse'], colour: ['weiss'] }),
  de('chiffonbluse', { type: ['Chiffonbluse'] }),
  de('sommerkleider', { type: ['Sommerkleid'] }),
  de('kleid bordeaux', { kind: ['dress'], colour: ['bordeaux'] }),
  de('marlene hose', { type: ['Marlenehose'] }),
  de('mom jeans', { type: ['Mom-Jeans'] }),
  de('weiße jeans damen', { kind: ['jeans'], target: ['damen'], colour: ['weiss'] }),
  de('wollmantel damen beige', { type: ['Wollmantel'], target: ['damen'], colour: ['beige'] }),
  de('steppjacke rot', { kind: ['jacket'], lining: ['padded', 'down'], colour: ['rot'] }),
  de('push up bh', { type: ['Push-up-BH'] }),
  de('nachthemden', { type: ['Nachthemd'] }),
  de('bikini gelb', { type: ['Bikini-Set'], colour: ['gelb'] }),
  de('kette silber', { type: necklaces, colour: ['silber'] }),
  de('ledertasche cognac', { type: handbags, material: leather, colour: ['cognac'] }),
  // German (Germany): men's fashion
  de('hemd weiß herren', { kind: ['shirt'], target: ['herren'], colour: ['weiss'] }),
  de('leinenhemd', { type: ['Leinenhemd'] }),
  de('businesshemd hellblau', { family: ['men-business-shirt'], colour: ['hellblau'] }),
  de('chinos herren', { type: ['Chinohose'], target: ['herren'] }),
  de('jogginhose herren', { type: ['Jogginghose'], target: ['herren'] }),
  de('herren lederjacke schwarz', {
    kind: ['jacket'],
    target: ['herren'],
    material: ['leder'],
    colour: ['schwarz'],
  }),
  de('jacke für den übergang herren', {
    kind: ['jacket', 'coat'],
    season: ['transition'],
    target: ['herren'],
  }),
  de('retroshorts', { type: ['Retroshorts'] }),
  de('wollsocken', { type: ['Wollsocken'] }),
  // German (Germany): shoes
  de('pumps in schwarz', { kind: ['pump'], colour: ['schwarz'] }),
  de('pantolleten', { type: ['Pantolette'] }),
  de('schnürstiefeletten damen', { type: ['Schnürstiefelette'] }),
  de('hausschuhe filz', { kind: ['slipper'], material: ['filz'] }),
  de('puschen', { kind: ['slipper'] }),
  de('herren schnürschuhe', { type: laceUps }),
  de('winter boots herren', { kind: ['boot'], target: ['herren'], lining: ['warm'] }),
  de('sneaker größe 39 damen', { kind: ['sneaker'], target: ['damen'] }),
  // German (Germany): children and baby
  de('tüllrock', { type: ['Tüllrock'] }),
  de('jeggings', { type: ['Jeggings'] }),
  de('kinder sandalen', { kind: ['sandal'], target: ['kinder'] }),
  de('matschjacke', { type: ['Regenjacke'] }),
  de('hoodie jungen', { type: hoodies, target: ['jungen'] }),
  de('gitterbett weiß', { type: ['Gitterbett'], colour: ['weiss'] }),
  // German (Germany): furniture and home
  de('sofa mit schlaffunktion', { type: ['Schlafsofa'] }),
  de('ecksofa samt', { family: ['sofa-corner'], material: ['samt'] }),
  de('couch grün', { kind: ['sofa'], colour: ['gruen', 'oliv'] }),
  de('sessel bouclé', { kind: ['armchair'], material: ['boucle'] }),
  de('couchtisch eiche', { type: ['Couchtisch'], material: oak }),
  de('esstisch massivholz', { kind: ['dining-table'], material: ['eiche', 'akazie'] }),
  de('polsterbett grau', { type: ['Polsterbett'], colour: [...grey] }),
  de('boxpringbett', { type: ['Boxspringbett'] }),
  de('kaltschaummatratze 140x200', { type: ['Kaltschaummatratze'] }),
  de('schwebetürenschank', { type: ['Schwebetürenschrank'] }),
  de('bettwäsche biber', { kind: ['bedding'], material: ['flanell'] }),
  de('bettwäsche aus leinen', { kind: ['bedding'], material: ['leinen'] }),
  de('kissenbezug', { type: ['Kissenhülle'] }),
  de('berber teppich', { type: ['Berberteppich'] }),
  de('bogenlampe', { type: ['Bogenleuchte'] }),
  de('hängelampe rattan', { type: ['Pendelleuchte'], material: ['rattan'] }),
  de('bratpfanne gusseisen', { ...fryingPans, material: ['gusseisen'] }),
  de('topfset edelstahl', { type: ['Topfset'], material: ['edelstahl'] }),
  de('geschirrservice 12 teilig', { type: dinnerSets }),
  de('gartenliege', { type: ['Sonnenliege'] }),
  // German (Germany): appliances and electronics
  de('staubsauger roboter', { type: ['Saugroboter'] }),
  de('kaffevollautomat', { type: ['Kaffeevollautomat'] }),
  de('espressobohnen', { kind: ['coffee-beans'] }),
  de('flüssigwaschmittel', { type: ['Flüssigwaschmittel'] }),
  de('over ear kopfhörer', { type: ['Over-Ear-Kopfhörer'] }),
  de('outdoor smartphone robust', { type: ['Outdoor-Smartphone'] }),
  de('2 in 1 laptop', { type: ['Convertible-Notebook'] }),
  // German (Germany): not sold
  de('jeanskleid', null),
  de('fliege herren', null),
  de('gürtel herren', null),
  de('badehose herren', null),
  de('toaster', null),
  de('bohrmaschine', null),
  de('akkuschrauber', null),

  // German (Austria)
  at('hausschlapfen', { kind: ['slipper'] }),
  at('fauteuil grau', { kind: ['armchair'], colour: [...grey] }),
  at('esszimmersessel', diningChairs),
  at('kasten weiß', { type: wardrobes, colour: ['weiss'] }),
  at('polsterbezug', { type: ['Kissenhülle'] }),
  at('pfandl', fryingPans),
  at('reindl', { type: ['Bräter'] }),
  at('trainingshose damen', { type: ['Jogpants', 'Jogginghose'], target: ['damen'] }),
  at('turnpatschen kinder', { kind: ['sneaker'], target: ['kinder'] }),
  at('weste herren', { type: ['Anzugweste'] }),
  at('dirndl', null),
  at('stockerl', null),

  // German (Switzerland)
  ch('filzfinken', { kind: ['slipper'], material: ['filz'] }),
  ch('gilet herren', { type: ['Anzugweste'] }),
  ch('klapp natel', { type: ['Klapp-Smartphone'] }),
  ch('bettwäsche garnitur satin', { kind: ['bedding'], material: ['satinbaumwolle'] }),
  ch('frottéetuch', { kind: ['towel'] }),
  ch('jupe damen', { kind: ['skirt'], target: ['damen'] }),
  ch('tumbler', { type: ['Waschtrockner'] }),
  ch('pullover mit rollkragen', { type: ['Rollkragenpullover'] }),
  ch('salontisch eiche', { type: coffeeTables, material: oak }),
  ch('turnschuhe herren weiss', { kind: ['sneaker'], target: ['herren'], colour: ['weiss'] }),
  ch('bermuda herren', null),
  ch('trottinett', null),

  // French (Switzerland)
  fr('robe midi', { type: ['Midikleid'] }),
  fr('petite robe noire', { kind: ['dress'], colour: ['schwarz'] }),
  fr('robe fille', { kind: ['dress'], target: ['maedchen'] }),
  fr('blouse en lin', { kind: ['blouse'], material: ['leinen'] }),
  fr('jupe en jean', { type: ['Jeansrock'] }),
  fr('pantalon large femme', { type: wideTrousers }),
  fr('legging fille', { type: ['Leggings'], target: ['maedchen'] }),
  fr('jogging homme', { type: ['Jogginghose'], target: ['herren'] }),
  fr('manteau d’hiver femme', { kind: ['coat', 'jacket'], season: ['winter'], target: ['damen'] }),
  fr('manteau en laine homme', { type: ['Wollmantel'], target: ['herren'] }),
  fr('veste mi saison femme', { kind: ['jacket', 'coat'], season: ['transition'], target: ['damen'] }),
  fr('veste cuir homme', { kind: ['jacket'], target: ['herren'], material: ['leder'] }),
  fr('pull col roulé femme', { type: ['Rollkragenpullover'], target: ['damen'] }),
  fr('sweat capuche garçon', { type: hoodies, target: ['jungen'] }),
  fr('t-shirts homme', { type: ['T-Shirt'], target: ['herren'] }),
  fr('soutien gorge noir', { kind: ['bra'], colour: ['schwarz'] }),
  fr('culotte coton', { kind: ['briefs'], material: ['baumwolle'] }),
  fr('maillot une pièce', { type: ['Badeanzug'] }),
  fr('écharpe en laine', { kind: ['scarf'], material: ['wolle'] }),
  fr('bracelet doré', { type: ['Armband'], colour: ['gold'] }),
  fr('escarpin noir', { kind: ['pump'], colour: ['schwarz'] }),
  fr('sandales femme', { kind: ['sandal'], target: ['damen'] }),
  fr('baskets blanches femme', { kind: ['sneaker'], target: ['damen'], colour: ['weiss'] }),
  fr('chaussures running femme', { type: ['Laufschuh'], target: ['damen'] }),
  fr('bottes caoutchouc', { type: ['Gummistiefel'] }),
  fr('pantoufles feutre', { kind: ['slipper'], material: ['filz'] }),
  fr('canapé d’angle cuir', { family: ['sofa-corner'], material: ['leder'] }),
  fr('canape lit', { type: ['Schlafsofa'] }),
  fr('table basse chêne', { type: coffeeTables, material: oak }),
  fr('lampadaire arc', { type: ['Bogenleuchte'] }),
  fr('tapis de couloir', { type: ['Teppichläufer'] }),
  fr('plaid canapé', { type: ['Kuscheldecke'] }),
  fr('parure de lit flanelle', { kind: ['bedding'], material: ['flanell'] }),
  fr('batterie de cuisine', { type: ['Topfset'] }),
  fr('service de table', { type: ['Tafelservice', 'Kombiservice'] }),
  fr('chaise longue jardin', { type: ['Sonnenliege'] }),
  fr('grains de café', { kind: ['coffee-beans'] }),
  fr('robot aspirateur', { type: ['Saugroboter'] }),
  fr('lave linge', { kind: ['washing-machine'] }),
  fr('barre de son', { kind: ['soundbar'] }),
  fr('smartphone pliable', { type: ['Klapp-Smartphone'] }),
  fr('ceinture cuir', null),
  fr('nœud papillon', null),
  fr('friteuse', null),
  fr('fer à repasser', null),
  fr('maillot de bain homme', null),
  fr('panosse', null),

  // Dutch (Netherlands)
  nl('zomerjurkje', { type: ['Sommerkleid'] }),
  nl('zwarte jurk dames', { kind: ['dress'], target: ['damen'], colour: ['schwarz'] }),
  nl('meisjesjurk', { kind: ['dress'], target: ['maedchen'] }),
  nl('blouse wit dames', { kind: ['blouse'], colour: ['weiss'] }),
  nl('spijkerrok', { type: ['Jeansrock'] }),
  nl('plissé rok', { type: ['Plisseerock', 'Faltenrock'] }),
  nl('spijkerbroek dames', { kind: ['jeans'], target: ['damen'] }),
  nl('wijde broek', { type: [...wideTrousers, 'Wide-Leg-Jeans'] }),
  nl('chino heren', { type: ['Chinohose'], target: ['herren'] }),
  nl('colbert heren', { type: ['Sakko'] }),
  nl('overhemd wit', { kind: ['shirt'], colour: ['weiss'] }),
  nl('flanellen overhemd', { type: ['Flanellhemd'] }),
  nl('poloshirt dames', { type: ['Poloshirt'], target: ['damen'] }),
  nl('hoodie meisjes', { type: hoodies, target: ['maedchen'] }),
  nl('gebreid vest', cardigans),
  nl('wollen trui dames', { kind: ['knit'], type: pullovers, material: ['wolle'], target: ['damen'] }),
  nl('gewatteerde jas dames', { kind: ['jacket'], lining: ['padded', 'down'], target: ['damen'] }),
  nl('tussenjas dames', { kind: ['jacket', 'coat'], season: ['transition'], target: ['damen'] }),
  nl('winterjas jongens', { kind: ['jacket'], season: ['winter'], target: ['jungen'] }),
  nl('nachtjapon', { type: ['Nachthemd'] }),
  nl('badpakken', { type: ['Badeanzug'] }),
  nl('sjaals', { kind: ['scarf'] }),
  nl('leren handtas', { type: handbags, material: leather }),
  nl('teenslippers', { type: ['Zehentrenner'] }),
  nl('witte sneakers dames', { kind: ['sneaker'], target: ['damen'], colour: ['weiss'] }),
  nl('regenlaarzen kind', { type: ['Gummistiefel'] }),
  nl('pantofels', { kind: ['slipper'] }),
  nl('veterschoenen heren', { type: laceUps }),
  nl('slaapbank met opbergruimte', { type: ['Schlafsofa'] }),
  nl('fluwelen bank', { kind: ['sofa'], material: ['samt'] }),
  nl('salontafel eikenhout', { type: coffeeTables, material: oak }),
  nl('eiken eettafel', { kind: ['dining-table'], material: oak }),
  nl('eetkamerstoel fluweel', { ...diningChairs, material: ['samt'] }),
  nl('ledikantje', { kind: ['cot'] }),
  nl('verduisterende gordijnen', { type: ['Verdunkelungsvorhang'] }),
  nl('kussenhoes', { type: ['Kissenhülle'] }),
  nl('koekenpannen', fryingPans),
  nl('serviesset', { type: dinnerSets }),
  nl('ligbed', { type: ['Sonnenliege'] }),
  nl('espressobonen', { kind: ['coffee-beans'] }),
  nl('volautomaat koffie', { type: ['Kaffeevollautomat'] }),
  nl('robot stofzuiger', { type: ['Saugroboter'] }),
  nl('amerikaanse koelkast', { type: ['Side-by-Side-Kühlschrank'] }),
  nl('riem heren', null),
  nl('vlinderdas', null),
  nl('airfryer', null),
  nl('strijkijzer', null),
  nl('zwembroek', null),
];
