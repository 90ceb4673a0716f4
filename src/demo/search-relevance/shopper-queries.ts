// The shopper relevance set: queries as customers of a German, Swiss and Dutch mail-order shop type them, written
// without looking at the engine, each judged by a predicate over the products' attributes (kind, target group,
// material, season, lining, colour, category) — never by what a search returns. `want: null` marks a query nothing
// in the catalog answers: the honest answer is no exact match.
import type { ColourKey } from '@/commerce/catalog/colours';
import type { ProductKind } from '@/commerce/catalog/product-kinds';
import type { Locale } from '@/platform/i18n/locales';

export interface Want {
  kind?: ProductKind[];
  /** The generator's product family, where the kind cannot tell (descaler and detergent are both bottles). */
  family?: string[];
  /** The product type of the details table, in German ("Produktart: Stehleuchte"), whatever the query's language. */
  type?: string[];
  /** Category ids; their subcategories count too. */
  category?: string[];
  target?: string[];
  material?: string[];
  season?: string[];
  lining?: string[];
  /** The product comes in one of these colours. */
  colour?: ColourKey[];
}

export interface ShopperQuery {
  locale: Locale;
  q: string;
  want: Want | null;
}

const de = (q: string, want: Want | null): ShopperQuery => ({ locale: 'de-DE', q, want });
const ch = (q: string, want: Want | null): ShopperQuery => ({ locale: 'de-CH', q, want });
const fr = (q: string, want: Want | null): ShopperQuery => ({ locale: 'fr-CH', q, want });
const nl = (q: string, want: Want | null): ShopperQuery => ({ locale: 'nl-NL', q, want });

const winterJackets: Want = { kind: ['jacket', 'coat'], season: ['winter'] };
const womensWinterJackets: Want = { ...winterJackets, target: ['damen'] };
const warmBoots: Want = { kind: ['ankle-boot', 'boot'], lining: ['warm'] };
const leather = ['leder', 'veloursleder'];
const lamps: Want = { kind: ['lamp'] };

export const shopperQueries: ShopperQuery[] = [
  // German (Germany)
  de('winterjacke damen', womensWinterJackets),
  de('damen winterjacke', womensWinterJackets),
  de('winterjacke', winterJackets),
  de('wintermantel damen', { kind: ['coat', 'jacket'], target: ['damen'], season: ['winter'] }),
  de('daunenjacke damen', { kind: ['jacket'], target: ['damen'], lining: ['down', 'padded'] }),
  de('steppjacke', { kind: ['jacket'], lining: ['padded', 'down'] }),
  de('warme jacke damen', { kind: ['jacket', 'coat'], target: ['damen'], season: ['winter'] }),
  de('wollmantel', { type: ['Wollmantel'] }),
  de('mantel damen', { kind: ['coat'], target: ['damen'] }),
  de('winterstiefel damen', { ...warmBoots, target: ['damen'] }),
  de('gefütterte stiefel damen', { ...warmBoots, target: ['damen'] }),
  de('warme stiefeletten', { kind: ['ankle-boot'], lining: ['warm'] }),
  de('stiefeletten leder', { kind: ['ankle-boot'], material: leather }),
  de('stiefel damen', { kind: ['ankle-boot'], target: ['damen'] }),
  de('winterschuhe herren', { kind: ['boot'], target: ['herren'], lining: ['warm'] }),
  de('kinder winterstiefel', { kind: ['boot'], target: ['kinder'], season: ['winter'] }),
  de('kinderstiefel', { kind: ['boot'], target: ['kinder'] }),
  de('sneaker damen weiß', { kind: ['sneaker'], target: ['damen'], colour: ['weiss'] }),
  de('turnschuhe herren', { kind: ['sneaker'], target: ['herren'] }),
  de('pumps schwarz', { kind: ['pump'], colour: ['schwarz'] }),
  de('hausschuhe', { kind: ['slipper'] }),
  de('rotes kleid', { kind: ['dress'], target: ['damen', 'maedchen'], colour: ['rot'] }),
  de('sommerkleid', { kind: ['dress'] }),
  de('jeans damen', { kind: ['jeans'], target: ['damen'] }),
  de('herren jeans', { kind: ['jeans'], target: ['herren'] }),
  de('bluse weiß', { kind: ['blouse'], colour: ['weiss'] }),
  de('leinenhemd herren', { kind: ['shirt'], target: ['herren'], material: ['leinen'] }),
  de('strickpullover herren', { type: ['Strickpullover'], target: ['herren'] }),
  de('bh', { kind: ['bra'] }),
  de('schlafanzug damen', { kind: ['pyjamas'], target: ['damen'] }),
  de('badeanzug', { kind: ['swimsuit'] }),
  de('handtasche', { type: ['Henkeltasche', 'Umhängetasche', 'Shopper', 'Clutch'] }),
  de('stehlampe', { type: ['Stehleuchte', 'Bogenleuchte'] }),
  de('lampe wohnzimmer', lamps),
  de('ledersofa', { kind: ['sofa'], material: ['leder'] }),
  de('sofa leder', { kind: ['sofa'], material: ['leder'] }),
  de('ecksofa', { kind: ['sofa'], category: ['moebel-wohnzimmer-sofas'] }),
  de('couch', { kind: ['sofa'] }),
  de('schlafsofa', { type: ['Schlafsofa'] }),
  de('boxspringbett', { kind: ['bed'] }),
  de('matratze 140x200', { kind: ['mattress'] }),
  de('kleiderschrank', { kind: ['wardrobe'], category: ['moebel-schlafzimmer'] }),
  de('esstisch eiche', { kind: ['dining-table'], material: ['eiche', 'eichenfurnier'] }),
  de('couchtisch', { kind: ['coffee-table'] }),
  de('kaffeemaschine', { kind: ['coffee-machine'] }),
  de('kaffeevollautomat', { type: ['Kaffeevollautomat'] }),
  de('espressomaschine', { kind: ['coffee-machine'] }),
  de('kaffeebohnen', { kind: ['coffee-beans'] }),
  de('entkalker', { type: ['Entkalker'] }),
  de('waschmaschine', { kind: ['washing-machine'] }),
  de('waschmittel', { family: ['detergent'] }),
  de('fernseher 55 zoll', { kind: ['tv'] }),
  de('staubsauger', { kind: ['vacuum'] }),
  de('kühlschrank', { kind: ['fridge'] }),
  de('laptop', { kind: ['laptop'] }),
  de('handy', { kind: ['phone'] }),
  de('bettwäsche', { kind: ['bedding'] }),
  de('handtücher', { kind: ['towel'] }),
  de('teppich', { kind: ['rug'] }),
  de('bratpfanne', { type: ['Bratpfanne'] }),
  de('rasenmäher', null),
  de('fahrrad', null),
  de('herren bikini', null),
  de('geschirrspüler', null),
  de('drucker', null),
  // German (Switzerland)
  ch('winterjacke damen', womensWinterJackets),
  ch('gefütterte stiefeletten', { kind: ['ankle-boot'], lining: ['warm'] }),
  ch('stehlampe', { type: ['Stehleuchte', 'Bogenleuchte'] }),
  ch('kaffeemaschine', { kind: ['coffee-machine'] }),
  ch('velo', null),

  // French (Switzerland)
  fr('veste hiver femme', womensWinterJackets),
  fr('veste d’hiver femme', womensWinterJackets),
  fr('manteau hiver femme', { kind: ['coat', 'jacket'], target: ['damen'], season: ['winter'] }),
  fr('doudoune femme', { kind: ['jacket'], target: ['damen'], lining: ['down', 'padded'] }),
  fr('manteau en laine', { kind: ['coat'], material: ['wolle'] }),
  fr('veste chaude femme', { kind: ['jacket', 'coat'], target: ['damen'], season: ['winter'] }),
  fr('bottes fourrées femme', { ...warmBoots, target: ['damen'] }),
  fr('bottines femme', { kind: ['ankle-boot'], target: ['damen'] }),
  fr('bottines cuir', { kind: ['ankle-boot'], material: leather }),
  fr('bottes hiver homme', { kind: ['boot'], target: ['herren'], season: ['winter'] }),
  fr('bottes enfant', { kind: ['boot'], target: ['kinder'] }),
  fr('baskets femme', { kind: ['sneaker'], target: ['damen'] }),
  fr('baskets blanches', { kind: ['sneaker'], colour: ['weiss'] }),
  fr('chaussures homme', { category: ['schuhe-herren'] }),
  fr('escarpins noirs', { kind: ['pump'], colour: ['schwarz'] }),
  fr('pantoufles', { kind: ['slipper'] }),
  fr('robe rouge', { kind: ['dress'], colour: ['rot'] }),
  fr('robe d’été', { kind: ['dress'] }),
  fr('jean femme', { kind: ['jeans'], target: ['damen'] }),
  fr('jean homme', { kind: ['jeans'], target: ['herren'] }),
  fr('chemise homme', { kind: ['shirt'], target: ['herren'] }),
  fr('pull homme', { kind: ['knit'], target: ['herren'] }),
  fr('blouse blanche', { kind: ['blouse'], colour: ['weiss'] }),
  fr('soutien-gorge', { kind: ['bra'] }),
  fr('pyjama femme', { kind: ['pyjamas'], target: ['damen'] }),
  fr('maillot de bain', { kind: ['swimsuit'] }),
  fr('sac à main', { type: ['Henkeltasche', 'Umhängetasche', 'Shopper', 'Clutch'] }),
  fr('écharpe', { kind: ['scarf'] }),
  fr('lampadaire', { type: ['Stehleuchte', 'Bogenleuchte'] }),
  fr('lampe', lamps),
  fr('canapé cuir', { kind: ['sofa'], material: ['leder'] }),
  fr('canapé d’angle', { kind: ['sofa'], category: ['moebel-wohnzimmer-sofas'] }),
  fr('canapé-lit', { type: ['Schlafsofa'] }),
  fr('fauteuil', { kind: ['armchair'] }),
  fr('table basse', { kind: ['coffee-table'] }),
  fr('table à manger', { kind: ['dining-table'] }),
  fr('matelas', { kind: ['mattress'] }),
  fr('lit boxspring', { kind: ['bed'] }),
  fr('armoire', { kind: ['wardrobe'] }),
  fr('machine à café', { kind: ['coffee-machine'] }),
  fr('machine expresso', { kind: ['coffee-machine'] }),
  fr('café en grains', { kind: ['coffee-beans'] }),
  fr('détartrant', { type: ['Entkalker'] }),
  fr('lave-linge', { kind: ['washing-machine'] }),
  fr('lessive', { family: ['detergent'] }),
  fr('téléviseur', { kind: ['tv'] }),
  fr('télé 65 pouces', { kind: ['tv'] }),
  fr('aspirateur', { kind: ['vacuum'] }),
  fr('frigo', { kind: ['fridge'] }),
  fr('ordinateur portable', { kind: ['laptop'] }),
  fr('smartphone', { kind: ['phone'] }),
  fr('parure de lit', { kind: ['bedding'] }),
  fr('serviettes de bain', { kind: ['towel'] }),
  fr('tapis', { kind: ['rug'] }),
  fr('poêle', { kind: ['pan'] }),
  fr('rideaux', { kind: ['curtain'] }),
  fr('tondeuse à gazon', null),
  fr('vélo électrique', null),
  fr('perceuse', null),
  fr('imprimante', null),

  // Dutch (Netherlands)
  nl('winterjas dames', womensWinterJackets),
  nl('dames winterjas', womensWinterJackets),
  nl('winterjas', winterJackets),
  nl('donsjas dames', { kind: ['jacket'], target: ['damen'], lining: ['down', 'padded'] }),
  nl('gewatteerde jas', { kind: ['jacket'], lining: ['padded', 'down'] }),
  nl('wollen mantel', { kind: ['coat'], material: ['wolle'] }),
  nl('warme jas dames', { kind: ['jacket', 'coat'], target: ['damen'], season: ['winter'] }),
  nl('winterlaarzen dames', { ...warmBoots, target: ['damen'] }),
  nl('gevoerde laarzen dames', { ...warmBoots, target: ['damen'] }),
  nl('enkellaarsjes', { kind: ['ankle-boot'] }),
  nl('leren enkellaarsjes', { kind: ['ankle-boot'], material: leather }),
  nl('laarzen heren', { kind: ['boot'], target: ['herren'] }),
  nl('winterlaarzen kinderen', { kind: ['boot'], target: ['kinder'], season: ['winter'] }),
  nl('sneakers dames', { kind: ['sneaker'], target: ['damen'] }),
  nl('witte sneakers', { kind: ['sneaker'], colour: ['weiss'] }),
  nl('herenschoenen', { category: ['schuhe-herren'] }),
  nl('zwarte pumps', { kind: ['pump'], colour: ['schwarz'] }),
  nl('pantoffels', { kind: ['slipper'] }),
  nl('rode jurk', { kind: ['dress'], colour: ['rot'] }),
  nl('zomerjurk', { kind: ['dress'] }),
  nl('jeans dames', { kind: ['jeans'], target: ['damen'] }),
  nl('spijkerbroek heren', { kind: ['jeans'], target: ['herren'] }),
  nl('overhemd heren', { kind: ['shirt'], target: ['herren'] }),
  nl('trui heren', { kind: ['knit'], target: ['herren'] }),
  nl('witte blouse', { kind: ['blouse'], colour: ['weiss'] }),
  nl('bh', { kind: ['bra'] }),
  nl('pyjama dames', { kind: ['pyjamas'], target: ['damen'] }),
  nl('badpak', { kind: ['swimsuit'] }),
  nl('handtas', { type: ['Henkeltasche', 'Umhängetasche', 'Shopper', 'Clutch'] }),
  nl('sjaal', { kind: ['scarf'] }),
  nl('staande lamp', { type: ['Stehleuchte', 'Bogenleuchte'] }),
  nl('vloerlamp', { type: ['Stehleuchte', 'Bogenleuchte'] }),
  nl('leren bank', { kind: ['sofa'], material: ['leder'] }),
  nl('hoekbank', { kind: ['sofa'], category: ['moebel-wohnzimmer-sofas'] }),
  nl('slaapbank', { type: ['Schlafsofa'] }),
  nl('fauteuil', { kind: ['armchair'] }),
  nl('salontafel', { kind: ['coffee-table'] }),
  nl('eettafel eiken', { kind: ['dining-table'], material: ['eiche', 'eichenfurnier'] }),
  nl('matras', { kind: ['mattress'] }),
  nl('boxspring', { kind: ['bed'] }),
  nl('kledingkast', { kind: ['wardrobe'] }),
  nl('koffiemachine', { kind: ['coffee-machine'] }),
  nl('koffiebonen', { kind: ['coffee-beans'] }),
  nl('ontkalker', { type: ['Entkalker'] }),
  nl('wasmachine', { kind: ['washing-machine'] }),
  nl('wasmiddel', { family: ['detergent'] }),
  nl('televisie', { kind: ['tv'] }),
  nl('tv 55 inch', { kind: ['tv'] }),
  nl('stofzuiger', { kind: ['vacuum'] }),
  nl('koelkast', { kind: ['fridge'] }),
  nl('laptop', { kind: ['laptop'] }),
  nl('dekbedovertrek', { kind: ['bedding'] }),
  nl('handdoeken', { kind: ['towel'] }),
  nl('vloerkleed', { kind: ['rug'] }),
  nl('koekenpan', { type: ['Bratpfanne'] }),
  nl('gordijnen', { kind: ['curtain'] }),
  nl('grasmaaier', null),
  nl('fiets', null),
  nl('boormachine', null),
  nl('printer', null),
];
