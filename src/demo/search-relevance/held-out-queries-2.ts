// The second held-out shopper relevance set. Written on 2026-11-26 (branch `search`) before the first scoring run
// and before any engine change of that session: queries as customers of a German, Swiss and Dutch mail-order shop
// type them (colloquial and regional words, plurals, typos, colour and material words, things the shop does not
// sell), none of them taken from shopper-queries.ts or held-out-queries.ts. Each is judged by a predicate over the
// generated attributes (product type, kind, target group, material, colour) — what a shopper would accept —
// never by what a search returns. `want: null` marks things the shop does not sell (including ones whose words the
// catalog's descriptions mention: "lave-vaisselle", "vaatwasser"). Its author had read the engine's docs and
// the held-out set's weak queries, not its replacement or synonym data. Do not tune the engine on this set's
// queries one by one, or it stops being held out. Changed since the first scoring only where the catalog changed:
// the supplement's women's hoodies (product type "Hoodie") count for "hoodie" and "sweat à capuche".
import type { ShopperQuery, Want } from './shopper-queries';

const de = (q: string, want: Want | null): ShopperQuery => ({ locale: 'de-DE', q, want });
const ch = (q: string, want: Want | null): ShopperQuery => ({ locale: 'de-CH', q, want });
const fr = (q: string, want: Want | null): ShopperQuery => ({ locale: 'fr-CH', q, want });
const nl = (q: string, want: Want | null): ShopperQuery => ({ locale: 'nl-NL', q, want });

const womensBoots: Want = { kind: ['ankle-boot', 'boot'], target: ['damen'] };
const pyjamas = ['Pyjama', 'Shorty-Pyjama', 'Schlafanzug kurz'];
const diningChairs: Want = { kind: ['chair'], type: ['Freischwinger', 'Polsterstuhl', 'Schalenstuhl'] };
const cushions: Want = { kind: ['cushion'], type: ['Dekokissen', 'Kissenhülle'] };
const coffeeTables: Want = { kind: ['coffee-table'], type: ['Couchtisch', 'Satztisch-Set'] };
const handbags: Want = { kind: ['bag'], type: ['Henkeltasche', 'Umhängetasche', 'Shopper', 'Clutch'] };

export const heldOutQueries2: ShopperQuery[] = [
  // German (Germany)
  de('damen stiefeletten schwarz', { kind: ['ankle-boot'], target: ['damen'], colour: ['schwarz'] }),
  de('lederjacke herren', { kind: ['jacket'], material: ['leder'], target: ['herren'] }),
  de('parka damen', { type: ['Parka'], target: ['damen'] }),
  de('weiße sneaker damen', { kind: ['sneaker'], target: ['damen'], colour: ['weiss'] }),
  de('laufschuhe', { type: ['Laufschuh'] }),
  de('pantoffeln', { kind: ['slipper'] }),
  de('sandalen damen', { kind: ['sandal'], target: ['damen'] }),
  de('bikini', { type: ['Bikini-Set'] }),
  de('bademantel', { type: ['Bademantel'] }),
  de('boxershorts herren', { type: ['Boxershorts', 'Retroshorts'] }),
  de('socken', { kind: ['socks'] }),
  de('anzug herren', { type: ['Anzug'] }),
  de('kapuzenpullover', { type: ['Kapuzenpullover'] }),
  de('jogginghose herren', { type: ['Jogginghose', 'Jogpants'], target: ['herren'] }),
  de('chino herren', { type: ['Chinohose'], target: ['herren'] }),
  de('handtasche leder', { ...handbags, material: ['leder'] }),
  de('rucksack', { type: ['Rucksack'] }),
  de('halskette', { type: ['Halskette', 'Gliederkette', 'Perlenkette'] }),
  de('samtsofa', { kind: ['sofa'], material: ['samt'] }),
  de('sessel', { kind: ['armchair'] }),
  de('polsterbett', { family: ['bed-upholstered'] }),
  de('schwebetürenschrank', { type: ['Schwebetürenschrank'] }),
  de('esszimmerstühle', diningChairs),
  de('gartenmöbel', { kind: ['garden-set'] }),
  de('vorhänge', { kind: ['curtain'] }),
  de('kissen', cushions),
  de('kuscheldecke', { type: ['Kuscheldecke'] }),
  de('geschirr set', { kind: ['tableware'], type: ['Tafelservice', 'Kombiservice', 'Frühstücksset'] }),
  de('topfset', { type: ['Topfset'] }),
  de('outdoor handy', { type: ['Outdoor-Smartphone'] }),
  de('saugroboter', { type: ['Saugroboter'] }),
  de('soundbar', { kind: ['soundbar'] }),
  de('babybett', { kind: ['cot'] }),
  de('kinderschuhe', { target: ['kinder'] }),
  de('mädchen kleid', { kind: ['dress'], target: ['maedchen'] }),
  de('jungen jeans', { kind: ['jeans'], target: ['jungen'] }),
  de('regenjacke kinder', { type: ['Regenjacke'] }),
  de('tischlampe', { type: ['Tischleuchte'] }),
  de('hängelampe', { type: ['Pendelleuchte'] }),
  de('biber bettwäsche', { kind: ['bedding'], material: ['flanell'] }),
  de('winterjake damen', { kind: ['jacket', 'coat'], season: ['winter'], target: ['damen'] }),
  de('kopfhöhrer bluetooth', { type: ['Bluetooth-Kopfhörer'] }),
  de('bettwäshe', { kind: ['bedding'] }),
  de('kinderwagen', null),
  de('zelt', null),
  de('armbanduhr', null),
  de('gartenschlauch', null),
  de('mikrowelle', null),
  de('strumpfhose', null),
  de('gürtel', null),
  de('mütze', null),
  de('nachthemd', { type: ['Nachthemd'] }),
  de('flanellhemd', { type: ['Flanellhemd'] }),
  de('hoodie', { type: ['Kapuzenpullover', 'Hoodie'] }),

  // Swiss German
  ch('trainerhose', { type: ['Jogginghose', 'Jogpants'] }),
  ch('bettanzug', { kind: ['bedding'] }),
  ch('duvetanzug', { kind: ['bedding'] }),
  ch('frottiertücher', { kind: ['towel'] }),
  ch('winterschuhe damen', { ...womensBoots, lining: ['warm'] }),
  ch('rollkragenpullover', { type: ['Rollkragenpullover'] }),
  ch('herrenhemd', { kind: ['shirt'], target: ['herren'] }),
  ch('bettsofa', { type: ['Schlafsofa'] }),
  ch('salontisch', coffeeTables),
  ch('pfanne', { kind: ['pan'] }),
  ch('abwaschmaschine', null),
  ch('velohelm', null),
  ch('natel hülle', null),

  // French (Switzerland)
  fr('manteau femme', { kind: ['coat'], target: ['damen'] }),
  fr('manteau laine homme', { kind: ['coat'], material: ['wolle'], target: ['herren'] }),
  fr('veste en cuir', { kind: ['jacket'], material: ['leder'] }),
  fr('bottes femme', womensBoots),
  fr('bottes de pluie', { type: ['Gummistiefel'] }),
  fr('chaussures de course', { type: ['Laufschuh'] }),
  fr('sandales', { kind: ['sandal'] }),
  fr('culottes femme', { kind: ['briefs'] }),
  fr('chaussettes en laine', { kind: ['socks'], material: ['wolle'] }),
  fr('pull col roulé', { type: ['Rollkragenpullover'] }),
  fr('sweat à capuche', { type: ['Kapuzenpullover', 'Hoodie'] }),
  fr('jupe fille', { kind: ['skirt'], target: ['maedchen'] }),
  fr('chaises', diningChairs),
  fr('coussins', cushions),
  fr('vaisselle', { kind: ['tableware'] }),
  fr('casserole', { kind: ['pot'] }),
  fr('cafetière', { kind: ['coffee-machine'] }),
  fr('téléphone portable', { kind: ['phone'] }),
  fr('télé', { kind: ['tv'] }),
  fr('aspirateur robot', { type: ['Saugroboter'] }),
  fr('lit bébé', { kind: ['cot'] }),
  fr('chemisier blanc', { kind: ['blouse'], colour: ['weiss'] }),
  fr('chemise de nuit', { type: ['Nachthemd'] }),
  fr('veste polaire', { type: ['Fleecejacke'] }),
  fr('plaid', { type: ['Kuscheldecke'] }),
  fr('poussette', null),
  fr('ceinture', null),
  fr('bonnet', null),
  fr('tente', null),
  fr('montre', null),
  fr('lave-vaisselle', null),
  fr('micro-ondes', null),

  // Dutch (Netherlands)
  nl('dames laarzen', womensBoots),
  nl('leren jas heren', { kind: ['jacket'], material: ['leder'], target: ['herren'] }),
  nl('parka dames', { type: ['Parka'], target: ['damen'] }),
  nl('wollen jas', { kind: ['coat', 'jacket'], material: ['wolle'] }),
  nl('regenjas', { type: ['Regenjacke'] }),
  nl('hardloopschoenen', { type: ['Laufschuh'] }),
  nl('sandalen', { kind: ['sandal'] }),
  nl('pyjama heren', { type: pyjamas, target: ['herren'] }),
  nl('sokken', { kind: ['socks'] }),
  nl('overhemd', { kind: ['shirt'] }),
  nl('rok', { kind: ['skirt'] }),
  nl('eetkamerstoelen', diningChairs),
  nl('tuinset', { type: ['Balkonset', 'Gartenlounge-Set'] }),
  nl('kussens', cushions),
  nl('servies', { kind: ['tableware'] }),
  nl('pannenset', { type: ['Topfset'] }),
  nl('mobiele telefoon', { kind: ['phone'] }),
  nl('tv', { kind: ['tv'] }),
  nl('robotstofzuiger', { type: ['Saugroboter'] }),
  nl('koffiezetapparaat', { kind: ['coffee-machine'] }),
  nl('ledikant', { kind: ['cot'] }),
  nl('koelkats', { kind: ['fridge'] }),
  nl('nachthemd', { type: ['Nachthemd'] }),
  nl('fleece vest', { type: ['Fleecejacke'] }),
  nl('plaid', { type: ['Kuscheldecke'] }),
  nl('kinderwagen', null),
  nl('riem', null),
  nl('muts', null),
  nl('tent', null),
  nl('horloge', null),
  nl('vaatwasser', null),
  nl('magnetron', null),
];
