// The chat bot's words as data, per language, in folded form (see search/analysis/fold.ts): the words of a question
// that carry no topic, and groups of words that name the same topic. A group entry ending in '*' matches every word
// starting with it ("liefer*": Lieferung, liefern, Lieferzeit). Shoppers ask "wie lange dauert die Lieferung", the
// help says "in 2–4 Werktagen": the duration group lets the two meet.
import type { Language } from '@/platform/i18n/locales';

const questionWords: Record<Language, string> = {
  de: 'lange ich du er sie es wir ihr man mir mich dir dich uns euch mein meine meinen meinem meiner meines dein deine euer eure ihr ihre wie was wo woher wohin welche welcher welches wer kann konnen konnt kannst muss musst mussen soll sollte will mochte habe hast hat haben hatte bin bist ist sind war wird werden wurde gibt geht bitte danke hallo hi guten tag noch auch schon nicht kein keine nur mal denn dass so da hier dort dann wenn ob bei etwas sich',
  fr: 'je j me m moi tu te toi il elle on nous vous mon ma mes ton ta tes votre vos son sa ses comment quoi quel quelle quels quelles ou est sont suis ai as avez avons peut peux puis pouvez pourquoi faire fait ce c cet cette ces ne n pas y se s qu bonjour salut merci svp plait il s encore deja si bien',
  nl: 'lang iets ik me mij mijn je jij jou jouw u uw we wij ons onze jullie hij zij ze het er hoe wat waar welke welk wie kan kun kunt moet moeten wil wilt zou heb hebt heeft hebben ben bent zijn was wordt worden graag hallo hoi dank bedankt alsjeblieft nog ook al niet geen maar dus dan als of even dit dat deze die daar hier',
};

const topicGroups: Record<Language, Record<string, readonly string[]>> = {
  de: {
    shipping: ['liefer*', 'geliefert', 'versand*', 'versend*', 'versendet', 'zustell*', 'spedition*', 'paket*', 'sendung*'],
    duration: ['dauer*', 'wann', 'werktag*', 'tage', 'tagen', 'schnell*', 'lieferzeit*'],
    returns: ['rucksend*', 'zurucksend*', 'zuruckschick*', 'retour*', 'ruckgab*', 'zuruckgeb*', 'umtausch*', 'widerruf*'],
    payment: ['zahl*', 'bezahl*', 'rechnung*', 'raten*', 'kreditkart*', 'paypal'],
    refund: ['erstatt*', 'gutschr*', 'ruckzahl*', 'uberweis*', 'geld'],
    costs: ['kost*', 'gebuhr*', 'preis*', 'gratis', 'kostenlos*', 'versandkost*'],
    password: ['passwort*', 'kennwort*', 'anmeld*', 'login', 'einlogg*'],
  },
  fr: {
    shipping: ['livr*', 'expedi*', 'envoi*', 'envoy*', 'colis', 'transporteur*'],
    duration: ['combien', 'dure', 'durer', 'duree', 'delai*', 'jours', 'jour', 'ouvrable*', 'temps', 'quand', 'rapide*'],
    returns: ['retour*', 'renvo*', 'retract*', 'echang*', 'rembours*'],
    payment: ['pai*', 'pay*', 'factur*', 'acompte*', 'mensualit*', 'carte'],
    refund: ['rembours*', 'credit*', 'virement*', 'argent'],
    costs: ['frais', 'cout*', 'coute', 'prix', 'gratuit*', 'tarif*', 'port'],
    password: ['mot', 'passe', 'connex*', 'connect*', 'identifi*'],
  },
  nl: {
    shipping: ['lever*', 'geleverd', 'bezorg*', 'verzend*', 'verzonden', 'pakket*', 'zending*'],
    duration: ['duur*', 'werkdag*', 'dagen', 'dag', 'wanneer', 'snel*', 'levertijd*'],
    returns: ['retour*', 'terug', 'terugstu*', 'terugzend*', 'herroep*', 'ruil*'],
    payment: ['betal*', 'betaald', 'factuur*', 'termijn*', 'creditcard*', 'ideal'],
    refund: ['terugbetal*', 'terugstort*', 'gecrediteerd', 'credit*', 'geld'],
    costs: ['kost*', 'verzendkost*', 'prijs*', 'gratis', 'tarie*'],
    password: ['wachtwoord*', 'inlog*', 'aanmeld*'],
  },
};

const stopSets: Record<Language, ReadonlySet<string>> = {
  de: new Set(questionWords.de.split(' ')),
  fr: new Set(questionWords.fr.split(' ')),
  nl: new Set(questionWords.nl.split(' ')),
};

export function isQuestionWord(language: Language, folded: string): boolean {
  return stopSets[language].has(folded);
}

/** The topic groups a folded word belongs to, as index tokens ('#shipping'). */
export function topicsOf(language: Language, folded: string): string[] {
  const found: string[] = [];
  for (const [topic, entries] of Object.entries(topicGroups[language])) {
    const hit = entries.some((entry) =>
      entry.endsWith('*') ? folded.startsWith(entry.slice(0, -1)) : folded === entry,
    );
    if (hit) found.push(`#${topic}`);
  }
  return found;
}
