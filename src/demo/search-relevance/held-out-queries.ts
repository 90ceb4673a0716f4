// The held-out shopper relevance set. Written on 2026-11-25 by a helper engineer (branch `heldout`) without seeing
// the search engine (src/commerce/search/), its replacement or synonym data, the tuned shopper set
// (shopper-queries.ts beyond its types and helpers) or relevance-set.json — only the catalog side (product kinds,
// colours, the demo families and their attributes). Queries are what customers of a German, Swiss and Dutch
// mail-order shop type; each is judged by a predicate over the generated attributes, never by what a search returns.
// `want: null` marks things the shop does not sell. Queries and judgements were fixed before the first scoring run;
// do not tune the engine on this set, or it stops being held out.
import type { ShopperQuery, Want } from './shopper-queries';
import { de, ch, fr, nl } from './held-out-query';

const winterOuter: Want = { kind: ['jacket', 'coat'], season: ['winter'] };
const womensWinterOuter: Want = { ...winterOuter, target: ['damen'] };
const mensWinterOuter: Want = { ...winterOuter, target: ['herren'] };
const downJackets: Want = { kind: ['jacket'], lining: ['down'] };
const cornerSofas: Want = { kind: ['sofa'], type: ['Ecksofa', 'Wohnlandschaft'] };
const floorLamps: Want = { kind: ['lamp'], type: ['Stehleuchte', 'Bogenleuchte'] };
const leather = ['leder', 'veloursleder'];
const boots: Want = { kind: ['boot', 'ankle-boot'] };

export const heldOutQueries: ShopperQuery[] = [
  // German (Germany)
  de('herren winterjacke', mensWinterOuter),
  de('winterjacken damen', womensWinterOuter),
  de('daunenjacke', downJackets),
  de('steppjacke herren', { kind: ['jacket'], type: ['Steppjacke'], target: ['herren'] }),
  de('wollmantel', { kind: ['coat'], material: ['wolle'] }),
  de('schwarze pumps', { kind: ['pump'], colour: ['schwarz'] }),
  de('rotes kleid', { kind: ['dress'], colour: ['rot'] }),
  de('leinenhemd herren', { kind: ['shirt'], material: ['leinen'], target: ['herren'] }),
  de('jeans damen', { kind: ['jeans'], target: ['damen'] }),
  de('bh', { kind: ['bra'] }),
  de('sport bh', { kind: ['bra'], type: ['Sport-BH'] }),
  de('ecksofa', cornerSofas),
  de('boxspringbett', { kind: ['bed'], type: ['Boxspringbett'] }),
  de('matratzen', { kind: ['mattress'] }),
  de('esstisch eiche', { kind: ['dining-table'], material: ['eiche', 'eichenfurnier'] }),
  de('stehlampe', floorLamps),
  de('bettwäsche leinen', { kind: ['bedding'], material: ['leinen'] }),
  de('handtücher', { kind: ['towel'] }),
  de('teppich', { kind: ['rug'] }),
  de('pfanne gusseisen', { kind: ['pan'], material: ['gusseisen'] }),
  de('waschmaschine', { kind: ['washing-machine'] }),
  de('akku staubsauger', { kind: ['vacuum'], type: ['Akku-Stielstaubsauger'] }),
  de('kopfhörer', { kind: ['headphones'] }),
  de('fernseher', { kind: ['tv'] }),
  de('kaffeevollautomat', { kind: ['coffee-machine'], type: ['Kaffeevollautomat'] }),
  de('hausschuhe', { kind: ['slipper'] }),
  de('winterstiefel damen', { ...boots, season: ['winter'], target: ['damen'] }),
  de('gummistiefel kinder', { kind: ['boot'], type: ['Gummistiefel'] }),
  de('strickjacke', { kind: ['knit'], type: ['Strickjacke'] }),
  de('kleiderschank', { kind: ['wardrobe'] }),
  de('couchtish', { kind: ['coffee-table'] }),
  de('rasenmäher', null),
  de('fahrradhelm', null),
  de('druckerpatronen', null),
  de('krawatte', null),

  // Swiss German
  ch('finken', { kind: ['slipper'] }),
  ch('pullover herren', { kind: ['knit'], target: ['herren'] }),
  ch('duvetbezug', { kind: ['bedding'] }),
  ch('jupe', { kind: ['skirt'] }),
  ch('natel', { kind: ['phone'] }),
  ch('kaffeemaschine', { kind: ['coffee-machine'] }),
  ch('winterjacke', winterOuter),
  ch('weisse bluse', { kind: ['blouse'], colour: ['weiss'] }),
  ch('bratpfanne', { kind: ['pan'] }),
  ch('velo', null),
  ch('sackmesser', null),

  // French (Switzerland)
  fr('veste d’hiver femme', womensWinterOuter),
  fr('doudoune', { kind: ['jacket'], lining: ['down', 'padded'] }),
  fr('robe noire', { kind: ['dress'], colour: ['schwarz'] }),
  fr('chemise homme', { kind: ['shirt'], target: ['herren'] }),
  fr('jean femme', { kind: ['jeans'], target: ['damen'] }),
  fr('baskets', { kind: ['sneaker'] }),
  fr('bottines cuir', { kind: ['ankle-boot'], material: leather }),
  fr('escarpins', { kind: ['pump'] }),
  fr('canapé d’angle', cornerSofas),
  fr('canapé-lit', { kind: ['sofa'], type: ['Schlafsofa'] }),
  fr('matelas', { kind: ['mattress'] }),
  fr('table à manger', { kind: ['dining-table'] }),
  fr('lampadaire', floorLamps),
  fr('tapis', { kind: ['rug'] }),
  fr('poêle', { kind: ['pan'] }),
  fr('lave-linge', { kind: ['washing-machine'] }),
  fr('aspirateur', { kind: ['vacuum'] }),
  fr('casque audio', { kind: ['headphones'] }),
  fr('pull en laine homme', { kind: ['knit'], material: ['wolle'], target: ['herren'] }),
  fr('linge de lit', { kind: ['bedding'] }),
  fr('refrigerateur', { kind: ['fridge'] }),
  fr('tondeuse à gazon', null),
  fr('vélo', null),
  fr('imprimante', null),
  fr('cravate', null),

  // Dutch (Netherlands)
  nl('winterjas dames', womensWinterOuter),
  nl('donsjas', downJackets),
  nl('spijkerbroek heren', { kind: ['jeans'], target: ['herren'] }),
  nl('jurk', { kind: ['dress'] }),
  nl('zwarte jurk', { kind: ['dress'], colour: ['schwarz'] }),
  nl('sneakers dames', { kind: ['sneaker'], target: ['damen'] }),
  nl('laarzen', boots),
  nl('pantoffels', { kind: ['slipper'] }),
  nl('bank', { kind: ['sofa'] }),
  nl('hoekbank', cornerSofas),
  nl('matras', { kind: ['mattress'] }),
  nl('eettafel', { kind: ['dining-table'] }),
  nl('vloerkleed', { kind: ['rug'] }),
  nl('koekenpan', { kind: ['pan'] }),
  nl('wasmachine', { kind: ['washing-machine'] }),
  nl('stofzuger', { kind: ['vacuum'] }),
  nl('koptelefoon', { kind: ['headphones'] }),
  nl('dekbedovertrek', { kind: ['bedding'] }),
  nl('handdoeken', { kind: ['towel'] }),
  nl('wollen trui', { kind: ['knit'], material: ['wolle'] }),
  nl('koelkast', { kind: ['fridge'] }),
  nl('fiets', null),
  nl('grasmaaier', null),
  nl('stropdas', null),
  nl('printer', null),
];
