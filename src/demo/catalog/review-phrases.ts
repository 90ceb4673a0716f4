// Review texts by sentiment and department, in German, French and Dutch, and reviewer names per locale.
import type { Locale } from '@/platform/i18n/locales';
import type { Department } from './family';
import { tri as t, type Tri } from './phrases';

export type Sentiment = 'positive' | 'mixed' | 'negative';

export const reviewTitles: Record<Sentiment, Tri[]> = {
  positive: [
    t('Super Qualität', 'Excellente qualité', 'Topkwaliteit'),
    t('Absolut empfehlenswert', 'Je recommande vivement', 'Echt een aanrader'),
    t('Genau wie beschrieben', 'Conforme à la description', 'Precies zoals beschreven'),
    t('Sehr zufrieden', 'Très bon achat', 'Heel tevreden'),
    t('Top!', 'Parfait !', 'Top!'),
    t('Würde ich wieder kaufen', 'Je rachèterais sans hésiter', 'Zou het zo weer kopen'),
    t('Preis und Leistung stimmen', 'Bon rapport qualité-prix', 'Prijs en kwaliteit kloppen'),
  ],
  mixed: [
    t('Ganz okay', 'Correct', 'Prima'),
    t('Gut, aber nicht perfekt', 'Bien, mais pas parfait', 'Goed, maar niet perfect'),
    t('Mit kleinen Abstrichen', 'Quelques petits défauts', 'Met kleine minpunten'),
    t('Für den Preis in Ordnung', 'Correct pour le prix', 'Voor de prijs in orde'),
  ],
  negative: [
    t('Leider enttäuscht', 'Décevant', 'Helaas teleurgesteld'),
    t('Nicht wie erwartet', 'Pas comme prévu', 'Niet wat ik verwachtte'),
    t('Qualität mangelhaft', 'Qualité insuffisante', 'Slechte kwaliteit'),
    t('Geht zurück', 'Renvoyé', 'Gaat retour'),
  ],
};

export const reviewOpenings: Record<Sentiment, Tri[]> = {
  positive: [
    t('Bin rundum zufrieden.', 'Rien à redire.', 'Ik ben heel tevreden.'),
    t('Hat meine Erwartungen übertroffen.', 'A dépassé mes attentes.', 'Heeft mijn verwachtingen overtroffen.'),
    t('Schnelle Lieferung, gut verpackt.', 'Livraison rapide, emballage soigné.', 'Snelle levering, goed verpakt.'),
  ],
  mixed: [
    t('Im Großen und Ganzen in Ordnung.', 'Dans l’ensemble, correct.', 'Over het algemeen prima.'),
    t('Nicht schlecht, aber auch nicht überragend.', 'Pas mal, sans plus.', 'Niet slecht, maar ook niet geweldig.'),
  ],
  negative: [
    t('Leider nicht zu empfehlen.', 'Je ne recommande pas.', 'Helaas geen aanrader.'),
    t('Schade, ich hatte mehr erwartet.', 'Dommage, je m’attendais à mieux.', 'Jammer, ik had meer verwacht.'),
  ],
};

export const reviewClosings: Record<Sentiment, Tri[]> = {
  positive: [t('Klare Kaufempfehlung!', 'Je recommande !', 'Absoluut een aanrader!')],
  mixed: [t('Für den Alltag reicht es.', 'Suffisant pour le quotidien.', 'Voor dagelijks gebruik volstaat het.')],
  negative: [t('Der Kundenservice war aber sehr freundlich.', 'Le service client a toutefois été très aimable.', 'De klantenservice was wel heel vriendelijk.')],
};

export const reviewRemarks: Record<Department, Record<Sentiment, Tri[]>> = {
  fashion: {
    positive: [
      t('Die Größe passt perfekt, der Stoff fühlt sich hochwertig an.', 'La taille tombe parfaitement et la matière est de qualité.', 'De maat klopt precies en de stof voelt hoogwaardig aan.'),
      t('Die Farbe ist genau wie auf dem Bild.', 'La couleur est exactement comme sur la photo.', 'De kleur is precies zoals op de foto.'),
      t('Schon mehrfach gewaschen und sieht noch aus wie neu.', 'Lavé plusieurs fois, toujours comme neuf.', 'Al een paar keer gewassen en nog steeds als nieuw.'),
    ],
    mixed: [
      t('Fällt etwas größer aus, ich würde eine Nummer kleiner nehmen.', 'Taille un peu grand, je conseille de prendre une taille en dessous.', 'Valt wat groter uit, ik zou een maat kleiner nemen.'),
      t('Der Stoff ist dünner als erwartet.', 'La matière est plus fine que prévu.', 'De stof is dunner dan verwacht.'),
    ],
    negative: [
      t('Fällt viel zu klein aus.', 'Taille beaucoup trop petit.', 'Valt veel te klein.'),
      t('Nach der ersten Wäsche eingelaufen.', 'A rétréci au premier lavage.', 'Na de eerste wasbeurt gekrompen.'),
    ],
  },
  shoes: {
    positive: [
      t('Vom ersten Tag an bequem, nichts drückt.', 'Confortables dès le premier jour, rien ne serre.', 'Vanaf de eerste dag comfortabel, niets knelt.'),
      t('Ich laufe den ganzen Tag darin, ohne müde Füße.', 'Je les porte toute la journée sans avoir mal aux pieds.', 'Ik loop er de hele dag op zonder moeie voeten.'),
    ],
    mixed: [
      t('Fallen etwas schmal aus.', 'Chaussent un peu étroit.', 'Vallen wat smal.'),
      t('Brauchen ein paar Tage zum Einlaufen.', 'Il faut quelques jours pour les faire.', 'Moeten een paar dagen ingelopen worden.'),
    ],
    negative: [
      t('Drücken an der Ferse, leider nicht tragbar.', 'Frottent au talon, impossibles à porter.', 'Knellen bij de hiel, helaas niet te dragen.'),
      t('Die Sohle hat sich nach wenigen Wochen gelöst.', 'La semelle s’est décollée au bout de quelques semaines.', 'De zool liet na een paar weken los.'),
    ],
  },
  furniture: {
    positive: [
      t('Lieferung pünktlich, die Spedition hat alles in die Wohnung getragen.', 'Livraison ponctuelle, le transporteur a tout monté dans l’appartement.', 'Op tijd geleverd, de bezorgers hebben alles naar binnen gebracht.'),
      t('Der Aufbau war in einer Stunde erledigt.', 'Le montage a pris une heure.', 'De montage was in een uur klaar.'),
      t('Sieht zu Hause noch schöner aus als auf den Fotos.', 'Encore plus beau chez soi que sur les photos.', 'Staat thuis nog mooier dan op de foto’s.'),
    ],
    mixed: [
      t('Die Aufbauanleitung könnte besser sein.', 'La notice de montage pourrait être plus claire.', 'De montagehandleiding kan beter.'),
      t('Die Farbe ist etwas dunkler als gedacht.', 'La couleur est un peu plus foncée que prévu.', 'De kleur is iets donkerder dan gedacht.'),
    ],
    negative: [
      t('Bei der Lieferung war eine Ecke beschädigt.', 'Un angle était abîmé à la livraison.', 'Bij levering was een hoek beschadigd.'),
      t('Wackelt trotz korrektem Aufbau.', 'Bancal malgré un montage correct.', 'Wiebelt ondanks correcte montage.'),
    ],
  },
  home: {
    positive: [
      t('Schöne Qualität, passt perfekt zu unserer Einrichtung.', 'Belle qualité, s’accorde parfaitement avec notre intérieur.', 'Mooie kwaliteit, past perfect bij ons interieur.'),
      t('Macht einen sehr hochwertigen Eindruck.', 'Donne une impression de grande qualité.', 'Maakt een zeer hoogwaardige indruk.'),
    ],
    mixed: [t('Etwas kleiner als erwartet, aber schön.', 'Un peu plus petit que prévu, mais joli.', 'Iets kleiner dan verwacht, maar mooi.')],
    negative: [t('Die Verarbeitung ist leider nicht gut.', 'Les finitions laissent à désirer.', 'De afwerking is helaas niet goed.')],
  },
  tech: {
    positive: [
      t('In wenigen Minuten eingerichtet, alles funktioniert einwandfrei.', 'Installé en quelques minutes, tout fonctionne parfaitement.', 'In een paar minuten ingesteld, alles werkt perfect.'),
      t('Für den Preis eine echte Empfehlung.', 'Pour ce prix, je recommande sans hésiter.', 'Voor deze prijs echt een aanrader.'),
      t('Leise und sparsam im Betrieb.', 'Silencieux et économe.', 'Stil en zuinig in gebruik.'),
    ],
    mixed: [
      t('Die Bedienung ist etwas umständlich.', 'L’utilisation est un peu compliquée.', 'De bediening is wat omslachtig.'),
      t('Gutes Gerät, aber die App ist verbesserungswürdig.', 'Bon appareil, mais l’application est perfectible.', 'Goed apparaat, maar de app kan beter.'),
    ],
    negative: [
      t('Nach zwei Wochen defekt, musste eingeschickt werden.', 'En panne après deux semaines, renvoyé au service après-vente.', 'Na twee weken kapot, moest worden opgestuurd.'),
      t('Lauter als erwartet.', 'Plus bruyant que prévu.', 'Luider dan verwacht.'),
    ],
  },
};

export const reviewerFirstNames: Record<Locale, string[]> = {
  'de-DE': ['Sabine', 'Thomas', 'Julia', 'Michael', 'Anna', 'Stefan', 'Katrin', 'Andreas', 'Laura', 'Markus', 'Petra', 'Jan', 'Nicole', 'Christian', 'Lena', 'Tobias', 'Claudia', 'Felix'],
  'de-AT': ['Katharina', 'Lukas', 'Sophie', 'Florian', 'Theresa', 'Matthias', 'Johanna', 'Stefan', 'Elisabeth', 'David', 'Magdalena', 'Georg'],
  'de-CH': ['Reto', 'Ursula', 'Beat', 'Corinne', 'Urs', 'Nadine', 'Marco', 'Sandra', 'Lukas', 'Barbara', 'Simon', 'Regula'],
  'fr-CH': ['Camille', 'Luc', 'Sophie', 'Nicolas', 'Élodie', 'Julien', 'Nathalie', 'Pascal', 'Chloé', 'Mathieu', 'Isabelle', 'Yves'],
  'nl-NL': ['Sanne', 'Daan', 'Lotte', 'Bram', 'Femke', 'Joris', 'Anouk', 'Thijs', 'Marieke', 'Ruben', 'Esther', 'Sem'],
};
