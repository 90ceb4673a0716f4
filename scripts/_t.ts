import { stemmerFor } from '@/commerce/search/analysis/stemmer';
const de = stemmerFor('de'), nl = stemmerFor('nl'), fr = stemmerFor('fr');
console.log(['pantoffeln','pantoffel','stiefeln','schüsseln','gabeln','tafeln','wollen','frottiertucher','frottiertuch'].map(w=>w+'→'+de.stem(w)).join(' '));
console.log(['wollen','wol','donsjas','dons','vest','kussens','kussen','telefoon','mobiele'].map(w=>w+'→'+nl.stem(w)).join(' '));
console.log(['telephone','portable','course','casserole','chemisier','tente','attente'].map(w=>w+'→'+fr.stem(w)).join(' '));
