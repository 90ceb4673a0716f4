// What each unanswerable query of a held-out set would want if the shop sold it (used by scripts/check-held-out.ts):
// none of these may match a product, or the query is answerable after all. Queries for goods the catalog has no
// family of at all (earrings, a bean bag, a knife block) need no entry. Written with each set, by its author.
import type { Want } from '@/demo/search-relevance/shopper-queries';

const GIRLS_AND_BOYS = ['maedchen', 'jungen', 'kinder', 'baby'];
const LEATHER_LIKE = ['leder', 'veloursleder', 'lederimitat'];
const DUVET: Want = {
  kind: ['bedding', 'cushion'],
  type: ['Bettdecke', 'Steppbett', 'Duvet', 'Daunendecke'],
};

/** Set number → unanswerable query → the products it would want. */
export const nearestWants: Readonly<Record<number, Readonly<Record<string, Want>>>> = {
  6: {
    'hoodie herren': { type: ['Hoodie', 'Kapuzenpullover', 'Sweatjacke'], target: ['herren'] },
    'sandalen herren': { kind: ['sandal'], target: ['herren'] },
    badehose: { kind: ['swimsuit'], target: ['herren', 'jungen', 'kinder'] },
    'lederhose herren': { kind: ['trousers'], material: ['leder', 'veloursleder', 'lederimitat'] },
    'in ear kopfhörer': { type: ['In-Ear-Kopfhörer'] },
    'daunenjacke herren': { kind: ['jacket', 'coat'], target: ['herren'], lining: ['down'] },
    'korte broek heren': { type: ['Shorts', 'Bermudas', 'Chino-Shorts'], target: ['herren'] },
    'ceinture cuir homme': { type: ['Gürtel'] },
    'lange unterhosen herren': { kind: ['boxers'], type: ['Lange Unterhose', 'Unterhose lang'] },
    'bermuda homme': { kind: ['trousers'], target: ['herren'], type: ['Bermudas', 'Shorts'] },
    'écouteurs sans fil': { type: ['In-Ear-Kopfhörer'] },
  },
  7: {
    'badeanzug mädchen': { kind: ['swimsuit'], target: GIRLS_AND_BOYS },
    'maillot de bain fille': { kind: ['swimsuit'], target: GIRLS_AND_BOYS },
    'zwempak meisjes': { kind: ['swimsuit'], target: GIRLS_AND_BOYS },
    badhose: { kind: ['swimsuit'], target: ['herren', 'jungen'] },
    'zwembroek heren': { kind: ['swimsuit'], target: ['herren'] },
    'winterjacke mädchen': { kind: ['jacket', 'coat'], target: ['maedchen'] },
    'bademantel damen': { type: ['Bademantel'], target: ['damen'] },
    'strumpfhose damen': { kind: ['socks'], target: ['damen'] },
    collants: { kind: ['socks'], target: ['damen'] },
    'panty dames': { kind: ['socks'], target: ['damen'] },
    schihose: { kind: ['trousers'], type: ['Skihose', 'Schihose', 'Schneehose'] },
    'bonnet en laine': { kind: ['scarf'], type: ['Mütze', 'Beanie'] },
    'hochbett kinder': { kind: ['bed', 'cot'], type: ['Hochbett', 'Etagenbett'] },
    stapelbed: { kind: ['bed', 'cot'], type: ['Etagenbett', 'Stapelbett', 'Hochbett'] },
    gefriertruhe: { kind: ['fridge'], type: ['Gefriertruhe', 'Gefrierschrank'] },
    bureaustoel: { kind: ['chair'], type: ['Bürostuhl', 'Drehstuhl'] },
    kopfkissen: { kind: ['cushion', 'bedding'], type: ['Kopfkissen', 'Kissen'] },
    leintuch: { kind: ['bedding'], type: ['Bettlaken', 'Spannbettlaken', 'Leintuch'] },
    kredenz: { type: ['Sideboard', 'Kommode', 'Highboard', 'Anrichte'] },
  },
  8: {
    'cordhose damen': { kind: ['trousers'], target: ['damen'], material: ['cord'] },
    'manchesterhose damen': { kind: ['trousers'], target: ['damen'], material: ['cord'] },
    lederrock: { kind: ['skirt'], material: LEATHER_LIKE },
    'jupe en cuir': { kind: ['skirt'], material: LEATHER_LIKE },
    'leren rok': { kind: ['skirt'], material: LEATHER_LIKE },
    'lederhose herren': { kind: ['trousers'], material: LEATHER_LIKE },
    seidenbettwäsche: { kind: ['bedding'], material: ['seide'] },
    'kaschmir pullover': { kind: ['knit'], material: ['kaschmir'] },
    'pull en cachemire': { kind: ['knit'], material: ['kaschmir'] },
    'kasjmier trui': { kind: ['knit'], material: ['kaschmir'] },
    samtkleid: { kind: ['dress'], material: ['samt'] },
    'herren sandalen': { kind: ['sandal'], target: ['herren'] },
    'sandales homme': { kind: ['sandal'], target: ['herren'] },
    herensandalen: { kind: ['sandal'], target: ['herren'] },
    'marmor couchtisch': { kind: ['coffee-table'], material: ['marmor'] },
    'bluetooth lautsprecher': {
      kind: ['soundbar', 'headphones'],
      type: ['Bluetooth-Lautsprecher', 'Lautsprecher'],
    },
    'regenhose kinder': { kind: ['trousers'], type: ['Regenhose', 'Matschhose', 'Buddelhose'] },
    babywiege: { kind: ['cot'], type: ['Stubenwagen', 'Wiege', 'Babywiege'] },
    'plaid aus wolle': { kind: ['cushion'], material: ['wolle'] },
    nachtkastl: { type: ['Nachttisch', 'Nachtkästchen', 'Nachtkonsole'] },
    couette: DUVET,
    dekbed: DUVET,
  },
};
