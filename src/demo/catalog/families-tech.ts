// Technology: TV and audio, household appliances, computers and phones, and the consumables sold by measure
// beside them (detergent, coffee beans, descaler: unit prices per litre or kilogram).
import { brands } from './brands';
import type { Family } from './family';
import { tri as t } from './phrases';
import type { Rng } from './prng';

const tech = { department: 'tech', model: 'tech' } as const;
const appliance = { ...tech, brands: brands.appliances } as const;

const soundFeatures = [
  t('Satter Klang und klare Stimmen.', 'Un son riche et des voix claires.', 'Vol geluid en heldere stemmen.'),
  t('Verbindet sich per Bluetooth mit dem Smartphone.', 'Se connecte au smartphone par Bluetooth.', 'Maakt via bluetooth verbinding met je smartphone.'),
  t('In wenigen Minuten eingerichtet.', 'Installation en quelques minutes.', 'In een paar minuten ingesteld.'),
];
const applianceFeatures = [
  t('Inklusive Lieferung an den Aufstellort.', 'Livraison jusqu’au lieu d’installation comprise.', 'Inclusief bezorging op de plaats van opstelling.'),
  t('Auf Wunsch nehmen wir dein Altgerät mit.', 'Sur demande, nous reprenons votre ancien appareil.', 'Op verzoek nemen we je oude apparaat mee.'),
  t('Leise im Betrieb.', 'Silencieux en fonctionnement.', 'Stil in gebruik.'),
];
const computerFeatures = [
  t('Schnell startklar dank SSD.', 'Démarrage rapide grâce au SSD.', 'Snel opgestart dankzij de ssd.'),
  t('Das entspiegelte Display schont die Augen.', 'L’écran antireflet ménage les yeux.', 'Het antireflectiescherm spaart je ogen.'),
  t('Der Akku hält einen ganzen Arbeitstag.', 'La batterie tient toute une journée de travail.', 'De batterij gaat een hele werkdag mee.'),
  t('Mit Wi-Fi 6 und Bluetooth 5.3.', 'Avec Wi-Fi 6 et Bluetooth 5.3.', 'Met wifi 6 en bluetooth 5.3.'),
];
const setupService = t('Ab 55 Zoll ist der Standard-Aufbauservice inklusive.', 'À partir de 55 pouces, l’installation standard est comprise.', 'Vanaf 55 inch is de standaardinstallatie inbegrepen.');
const hose = t('Eine Schlauchverlängerung bis 3,5 Meter ist erhältlich.', 'Une rallonge de tuyau jusqu’à 3,5 mètres est disponible.', 'Een slangverlenging tot 3,5 meter is verkrijgbaar.');

/** French writes Go/To for GB/TB. */
const storageLabel = (gb: number) =>
  gb >= 1024 ? t(`${gb / 1024} TB`, `${gb / 1024} To`, `${gb / 1024} TB`) : t(`${gb} GB`, `${gb} Go`, `${gb} GB`);
const tvBase: Record<number, number> = { 43: 299, 50: 379, 55: 449, 65: 699, 75: 1049 };
const tvPanel: Record<string, number> = { LED: 1, QLED: 1.45, OLED: 2.3 };

function tvFacts(rng: Rng) {
  const inch = rng.pick([43, 50, 55, 55, 65, 65, 75]);
  const panel = inch >= 55 ? rng.pick(['LED', 'QLED', 'OLED']) : rng.pick(['LED', 'QLED']);
  return {
    vars: { inch, panel },
    attributes: { diagonal_inch: inch, panel, resolution: '4K UHD', energy_class: rng.pick(['E', 'F', 'G']), power_w: Math.round(inch * 1.6) },
    priceEur: tvBase[inch]! * tvPanel[panel]! * (0.9 + rng.next() * 0.25),
    sentences: inch >= 55 ? [setupService] : [],
    bulky: inch >= 65,
  };
}

export const techFamilies: Family[] = [
  {
    ...tech, model: undefined, brands: brands.tv, id: 'tv', category: 'technik-tv-audio-fernseher', kind: 'tv', weight: 1.6,
    type: t('Fernseher', 'Téléviseur', 'Televisie'),
    nouns: [t('{inch} Zoll 4K-UHD-Fernseher {panel}', 'Téléviseur {panel} 4K UHD {inch} pouces', '{inch} inch 4K UHD-televisie {panel}')],
    extras: [t('mit Smart-TV', 'Smart TV', 'met Smart TV'), t('mit Dolby Atmos', 'avec Dolby Atmos', 'met Dolby Atmos'), t('mit 120 Hz', '120 Hz', 'met 120 Hz')],
    colours: ['schwarz', 'silber', 'anthrazit'], colourChoice: false, price: [299, 2499], facts: tvFacts,
    intro: [t('Kino im Wohnzimmer: der Fernseher von {brand}.', 'Le cinéma au salon : le téléviseur {brand}.', 'Bioscoop in de woonkamer: de televisie van {brand}.')],
    features: [
      t('Brillante Farben und tiefes Schwarz dank HDR10+.', 'Des couleurs éclatantes et des noirs profonds grâce au HDR10+.', 'Schitterende kleuren en diep zwart dankzij HDR10+.'),
      t('Streaming-Apps sind vorinstalliert.', 'Les applications de streaming sont préinstallées.', 'Streamingapps zijn vooraf geïnstalleerd.'),
      t('Drei HDMI-Anschlüsse, einer davon mit eARC.', 'Trois ports HDMI, dont un eARC.', 'Drie HDMI-aansluitingen, waarvan één met eARC.'),
      t('Sprachsteuerung über die Fernbedienung.', 'Commande vocale via la télécommande.', 'Spraakbediening via de afstandsbediening.'),
    ],
  },
  {
    ...tech, brands: brands.tv, id: 'soundbar', category: 'technik-tv-audio-soundbars', kind: 'soundbar',
    nouns: [t('Soundbar', 'Barre de son', 'Soundbar'), t('Soundbar mit Subwoofer', 'Barre de son avec caisson de basses', 'Soundbar met subwoofer'), t('5.1-Soundbar-System', 'Système barre de son 5.1', '5.1-soundbarsysteem')],
    extras: [t('mit Dolby Atmos', 'avec Dolby Atmos', 'met Dolby Atmos'), t('mit HDMI eARC', 'HDMI eARC', 'met HDMI eARC')],
    colours: ['schwarz', 'weiss', 'anthrazit'], colourCount: [1, 2], price: [99, 699],
    facts: (rng) => ({ attributes: { power_w: rng.pick([120, 240, 320, 450, 600]) } }),
    intro: [t('Mehr Klang für deinen Fernseher: {brand} {model}.', 'Plus de son pour votre téléviseur : {brand} {model}.', 'Meer geluid voor je televisie: {brand} {model}.')],
    features: [...soundFeatures, t('Mit Fernbedienung und App-Steuerung.', 'Avec télécommande et application.', 'Met afstandsbediening en app.')],
  },
  {
    ...tech, brands: brands.tv, id: 'headphones', weight: 1.4, category: 'technik-tv-audio-kopfhoerer', kind: 'headphones',
    nouns: [t('Over-Ear-Kopfhörer', 'Casque circum-auriculaire', 'Over-ear koptelefoon'), t('On-Ear-Kopfhörer', 'Casque supra-auriculaire', 'On-ear koptelefoon'), t('Bluetooth-Kopfhörer', 'Casque Bluetooth', 'Bluetooth-koptelefoon')],
    extras: [t('mit Noise Cancelling', 'à réduction de bruit active', 'met noise cancelling'), t('faltbar', 'pliable', 'opvouwbaar')],
    colours: ['schwarz', 'weiss', 'silber', 'blau', 'rosa', 'beige'], colourCount: [1, 3], price: [39, 349],
    facts: (rng) => ({ attributes: { battery_h: rng.pick([20, 30, 40, 50, 60]) } }),
    intro: [t('Musik ohne Ablenkung mit {brand} {model}.', 'La musique sans distraction avec {brand} {model}.', 'Muziek zonder afleiding met {brand} {model}.')],
    features: [
      ...soundFeatures.slice(0, 2),
      t('Weiche Ohrpolster für langen Tragekomfort.', 'Coussinets doux pour un confort prolongé.', 'Zachte oorkussens voor langdurig draagcomfort.'),
      t('Mit Mikrofon zum Telefonieren, geladen wird über USB-C.', 'Micro intégré pour téléphoner, charge par USB-C.', 'Met microfoon om te bellen, opladen via usb-c.'),
    ],
  },
  {
    ...appliance, id: 'washing-machine', category: 'technik-haushaltsgeraete-waschmaschinen', kind: 'washing-machine', weight: 1.2, bulky: true,
    nouns: [t('Waschmaschine, {kg} kg', 'Lave-linge {kg} kg', 'Wasmachine {kg} kg'), t('Frontlader, {kg} kg', 'Lave-linge frontal {kg} kg', 'Voorlader {kg} kg'), t('Waschtrockner, {kg} kg', 'Lave-linge séchant {kg} kg', 'Was-droogcombinatie {kg} kg')],
    extras: [t('mit Dampffunktion', 'avec fonction vapeur', 'met stoomfunctie'), t('mit Nachlegefunktion', 'avec ajout de linge', 'met bijvulfunctie'), t('{rpm} U/min', '{rpm} tr/min', '{rpm} tpm')],
    colours: ['weiss', 'silber', 'schwarz'], colourChoice: false, price: [349, 999],
    facts: (rng) => {
      const kg = rng.pick([7, 8, 9, 10]);
      const rpm = rng.pick([1200, 1400, 1600]);
      const energy = rng.pick(['A', 'A', 'B', 'C']);
      return {
        vars: { kg, rpm },
        attributes: { capacity_kg: kg, spin_rpm: rpm, energy_class: energy, noise_db: rng.int(70, 78), dimensions_cm: '60x58x85' },
        priceEur: 329 + (kg - 7) * 60 + (rpm - 1200) / 4 + (energy === 'A' ? 90 : 0) + rng.next() * 80,
      };
    },
    intro: [t('Saubere Wäsche mit wenig Aufwand: {brand} {model}.', 'Du linge propre sans effort : {brand} {model}.', 'Schone was zonder moeite: {brand} {model}.')],
    features: [
      t('Die Mengenautomatik spart Wasser und Strom.', 'Le dosage automatique économise eau et électricité.', 'De automatische hoeveelheidsregeling bespaart water en stroom.'),
      t('Mit 15-Minuten-Kurzprogramm.', 'Avec programme rapide de 15 minutes.', 'Met 15-minutenprogramma.'),
      hose,
      ...applianceFeatures,
    ],
  },
  {
    ...appliance, model: undefined, department: 'home', id: 'detergent', category: 'technik-haushaltsgeraete-waschmaschinen', kind: 'bottle', weight: 0.4,
    nouns: [t('Flüssigwaschmittel, {vol} l', 'Lessive liquide, {vol} l', 'Vloeibaar wasmiddel, {vol} l'), t('Colorwaschmittel, {vol} l', 'Lessive couleurs, {vol} l', 'Kleurwasmiddel, {vol} l'), t('Feinwaschmittel, {vol} l', 'Lessive délicate, {vol} l', 'Fijnwasmiddel, {vol} l')],
    extras: [t('für {loads} Waschladungen', 'pour {loads} lavages', 'voor {loads} wasbeurten')], plainChance: 0.3,
    colours: ['blau', 'gruen', 'lila', 'weiss'], colourChoice: false, price: [5, 19],
    facts: (rng) => {
      const vol = rng.pick([1.5, 2, 3]);
      return { vars: { vol, loads: vol * 20 }, attributes: { content: `${vol} l` }, measure: { unit: 'l', quantity: vol }, priceEur: vol * (2.5 + rng.next() * 3) };
    },
    intro: [t('Saubere Wäsche schon bei 30 °C mit {brand}.', 'Du linge propre dès 30 °C avec {brand}.', 'Schone was al op 30 °C met {brand}.')],
    features: [
      t('Dermatologisch getestet.', 'Testé dermatologiquement.', 'Dermatologisch getest.'),
      t('Ergiebig und sparsam zu dosieren.', 'Économique et facile à doser.', 'Zuinig en makkelijk te doseren.'),
      t('Die Flasche besteht zu 50 % aus Rezyklat.', 'Le flacon est composé à 50 % de plastique recyclé.', 'De fles bestaat voor 50 % uit gerecycled plastic.'),
    ],
  },
  {
    ...appliance, id: 'fridge', category: 'technik-haushaltsgeraete-kuehlschraenke', kind: 'fridge', bulky: true,
    nouns: [t('Kühl-Gefrier-Kombination', 'Réfrigérateur-congélateur', 'Koel-vriescombinatie'), t('Kühlschrank', 'Réfrigérateur', 'Koelkast'), t('Side-by-Side-Kühlschrank', 'Réfrigérateur américain', 'Amerikaanse koelkast')],
    extras: [t('mit NoFrost', 'No Frost', 'met NoFrost'), t('mit Wasserspender', 'avec distributeur d’eau', 'met waterdispenser')],
    colours: ['weiss', 'silber', 'schwarz'], colourCount: [1, 2], price: [399, 1499],
    facts: (rng) => {
      const litres = rng.int(22, 60) * 10;
      const height = rng.pick([144, 170, 186, 201]);
      return {
        attributes: { capacity_l: litres, energy_class: rng.pick(['B', 'C', 'D', 'E']), noise_db: rng.int(34, 42), dimensions_cm: `${litres > 450 ? 91 : 60}x66x${height}` },
        priceEur: 180 + litres * 1.9 + rng.next() * 150,
      };
    },
    intro: [t('Viel Platz für frische Lebensmittel: {brand} {model}.', 'Beaucoup de place pour les produits frais : {brand} {model}.', 'Veel ruimte voor verse levensmiddelen: {brand} {model}.')],
    features: [
      t('Das Frischefach hält Obst und Gemüse länger knackig.', 'Le bac fraîcheur garde fruits et légumes croquants plus longtemps.', 'De versheidslade houdt groente en fruit langer knapperig.'),
      t('Mit LED-Innenbeleuchtung.', 'Avec éclairage intérieur LED.', 'Met led-binnenverlichting.'),
      t('Der Türanschlag ist wechselbar.', 'Le sens d’ouverture de la porte est réversible.', 'De draairichting van de deur is omkeerbaar.'),
      ...applianceFeatures,
    ],
  },
  {
    ...appliance, id: 'vacuum', category: 'technik-haushaltsgeraete-staubsauger', kind: 'vacuum',
    nouns: [t('Akku-Stielstaubsauger', 'Aspirateur balai sans fil', 'Snoerloze steelstofzuiger'), t('Bodenstaubsauger', 'Aspirateur traîneau', 'Sledestofzuiger'), t('Saugroboter', 'Aspirateur robot', 'Robotstofzuiger')],
    extras: [t('beutellos', 'sans sac', 'zakloos'), t('mit Wischfunktion', 'avec fonction serpillière', 'met dweilfunctie'), t('mit LED-Bürste', 'avec brosse LED', 'met ledborstel')],
    colours: ['grau', 'schwarz', 'weiss', 'rot', 'blau', 'lila'], colourCount: [1, 2], price: [99, 599],
    facts: (rng) => ({ attributes: { noise_db: rng.int(60, 78), power_w: rng.pick([250, 400, 650, 750]) } }),
    intro: [t('Schnell sauber mit {brand} {model}.', 'Vite propre avec {brand} {model}.', 'Snel schoon met {brand} {model}.')],
    features: [
      t('Der HEPA-Filter hält Feinstaub zurück – gut für Allergiker.', 'Le filtre HEPA retient les particules fines, idéal pour les allergiques.', 'Het HEPA-filter houdt fijnstof tegen, ideaal bij allergieën.'),
      t('Wendig auf Teppich und Hartboden.', 'Maniable sur tapis comme sur sol dur.', 'Wendbaar op tapijt en harde vloeren.'),
      t('Mit Fugendüse und Polsterdüse.', 'Avec suceur plat et brosse meubles.', 'Met kierenzuiger en meubelzuigmond.'),
    ],
  },
  {
    ...appliance, model: 'coffee', id: 'coffee-machine', category: 'technik-haushaltsgeraete-kaffeevollautomaten', kind: 'coffee-machine', weight: 1.2,
    nouns: [t('Kaffeevollautomat', 'Machine à café automatique', 'Volautomatische espressomachine'), t('Siebträgermaschine', 'Machine expresso à porte-filtre', 'Pistonmachine')],
    extras: [t('mit Milchsystem', 'avec système lait', 'met melksysteem'), t('mit Keramikmahlwerk', 'avec broyeur céramique', 'met keramisch maalwerk'), t('mit Touch-Display', 'avec écran tactile', 'met touchscreen')],
    colours: ['schwarz', 'silber', 'weiss', 'rot'], colourCount: [1, 2], price: [199, 1199],
    facts: (rng) => ({ attributes: { pressure_bar: rng.pick([15, 19]), power_w: rng.pick([1350, 1450, 1500]) } }),
    intro: [t('Wie im Lieblingscafé: {brand} {model}.', 'Comme dans votre café préféré : {brand} {model}.', 'Zoals in je favoriete koffiebar: {brand} {model}.')],
    features: [
      t('Frisch gemahlen für jede Tasse.', 'Fraîchement moulu pour chaque tasse.', 'Vers gemalen voor elk kopje.'),
      t('Die Brüheinheit lässt sich herausnehmen und abspülen.', 'L’unité d’infusion se retire et se rince.', 'De zetgroep is uitneembaar en af te spoelen.'),
      t('Cappuccino und Latte macchiato auf Knopfdruck.', 'Cappuccino et latte macchiato d’une simple touche.', 'Cappuccino en latte macchiato met één druk op de knop.'),
    ],
  },
  {
    ...appliance, model: undefined, department: 'home', brands: ['Kaffora'], id: 'coffee-beans', category: 'technik-haushaltsgeraete-kaffeevollautomaten', kind: 'coffee-beans', weight: 0.5,
    type: t('Kaffeebohnen', 'Café en grains', 'Koffiebonen'),
    nouns: [t('Espresso, ganze Bohne, {weight}', 'Café en grains espresso, {weight}', 'Espressobonen, {weight}'), t('Caffè Crema, ganze Bohne, {weight}', 'Caffè crema en grains, {weight}', 'Caffè crema, hele bonen, {weight}'), t('Bio-Kaffeebohnen, {weight}', 'Café en grains bio, {weight}', 'Biologische koffiebonen, {weight}')],
    colours: ['braun', 'rot', 'schwarz', 'gruen', 'gold'], colourChoice: false, price: [8, 29],
    facts: (rng) => {
      const kg = rng.pick([0.5, 1]);
      const weight = kg === 1 ? '1 kg' : '500 g';
      return { vars: { weight }, attributes: { content: weight }, measure: { unit: 'kg', quantity: kg }, priceEur: kg * (14 + rng.next() * 16) };
    },
    intro: [t('Kräftiger Genuss mit feiner Crema: Kaffee von {brand}.', 'Un café corsé à la crème onctueuse, signé {brand}.', 'Krachtige koffie met een fijne crema van {brand}.')],
    features: [
      t('Langsam geröstet im Trommelröstverfahren.', 'Torréfié lentement au tambour.', 'Langzaam gebrand in de trommel.'),
      t('Aus fair gehandelten Bohnen.', 'Issu de grains du commerce équitable.', 'Van fairtrade bonen.'),
      t('Ideal für Kaffeevollautomaten.', 'Idéal pour les machines automatiques.', 'Ideaal voor volautomaten.'),
    ],
  },
  {
    ...appliance, model: undefined, department: 'home', id: 'descaler', category: 'technik-haushaltsgeraete-kaffeevollautomaten', kind: 'bottle', weight: 0.3,
    nouns: [t('Entkalker für Kaffeevollautomaten, {ml} ml', 'Détartrant pour machines à café, {ml} ml', 'Ontkalker voor koffiemachines, {ml} ml'), t('Milchsystemreiniger, {ml} ml', 'Nettoyant pour système lait, {ml} ml', 'Melksysteemreiniger, {ml} ml')],
    colours: ['weiss', 'blau', 'gruen'], colourChoice: false, price: [6, 19],
    facts: (rng) => {
      const ml = rng.pick([250, 500, 750, 1000]);
      return { vars: { ml }, attributes: { content: `${ml} ml` }, measure: { unit: 'l', quantity: ml / 1000 }, priceEur: 3 + (ml / 1000) * (9 + rng.next() * 10) };
    },
    intro: [t('Damit dein Kaffeevollautomat lange Freude macht: Pflege von {brand}.', 'Pour profiter longtemps de votre machine à café : l’entretien signé {brand}.', 'Zodat je koffiemachine lang meegaat: onderhoud van {brand}.')],
    features: [
      t('Biologisch abbaubar.', 'Biodégradable.', 'Biologisch afbreekbaar.'),
      t('Für alle gängigen Vollautomaten.', 'Pour toutes les machines automatiques courantes.', 'Voor alle gangbare volautomaten.'),
    ],
  },
  {
    ...tech, brands: brands.computers, id: 'laptop', category: 'technik-computer-notebooks', kind: 'laptop', weight: 1.2,
    nouns: [t('Notebook', 'Ordinateur portable', 'Laptop'), t('Convertible-Notebook', 'Ordinateur portable convertible', 'Convertible laptop'), t('Ultrabook', 'Ultrabook', 'Ultrabook'), t('Gaming-Notebook', 'PC portable gaming', 'Gaming laptop')],
    extras: [t('{display} Zoll, {ram} GB RAM, {ssd} SSD', '{display} pouces, {ram} Go de RAM, SSD {ssd}', '{display} inch, {ram} GB RAM, {ssd} ssd')], plainChance: 0,
    colours: ['silber', 'grau', 'schwarz', 'blau'], colourCount: [1, 2], price: [449, 1999],
    facts: (rng) => {
      const display = rng.pick([13.3, 14, 15.6, 16]);
      const ram = rng.pick([8, 16, 32]);
      const ssd = rng.pick([256, 512, 1024]);
      return {
        vars: { display, ram, ssd: storageLabel(ssd) },
        attributes: { display_inch: display, ram_gb: ram, storage_gb: ssd, battery_h: rng.int(8, 16) },
        priceEur: 329 + ram * 22 + ssd * 0.35 + (display - 13) * 60 + rng.next() * 200,
      };
    },
    intro: [t('Arbeiten, lernen, streamen: {brand} {model} schafft alles.', 'Travailler, apprendre, regarder des séries : le {brand} {model} fait tout.', 'Werken, leren, streamen: de {brand} {model} kan het allemaal.')],
    features: computerFeatures,
  },
  {
    ...tech, brands: brands.computers, id: 'tablet', category: 'technik-computer-tablets', kind: 'tablet',
    nouns: [t('Tablet', 'Tablette', 'Tablet'), t('Tablet mit Tastatur', 'Tablette avec clavier', 'Tablet met toetsenbord')],
    extras: [t('{display} Zoll, {storage}', '{display} pouces, {storage}', '{display} inch, {storage}')], plainChance: 0,
    colours: ['grau', 'silber', 'blau', 'rosa', 'schwarz'], colourCount: [1, 3], price: [149, 899],
    facts: (rng) => {
      const display = rng.pick([8.7, 10.5, 11, 12.4]);
      const storage = rng.pick([64, 128, 256]);
      return {
        vars: { display, storage: storageLabel(storage) },
        attributes: { display_inch: display, storage_gb: storage, battery_h: rng.int(9, 14) },
        priceEur: 89 + storage * 0.9 + (display - 8) * 70 + rng.next() * 120,
      };
    },
    intro: [t('Leicht, flach und immer dabei: {brand} {model}.', 'Légère, fine et toujours avec vous : {brand} {model}.', 'Licht, dun en altijd bij de hand: {brand} {model}.')],
    features: computerFeatures.slice(1),
  },
  {
    ...tech, brands: brands.computers, id: 'phone', category: 'technik-computer-smartphones', kind: 'phone', weight: 1.3,
    nouns: [t('Smartphone', 'Smartphone', 'Smartphone'), t('Outdoor-Smartphone', 'Smartphone renforcé', 'Outdoor smartphone'), t('Klapp-Smartphone', 'Smartphone pliable', 'Vouwbare smartphone')],
    extras: [t('{storage}, {display} Zoll', '{storage}, {display} pouces', '{storage}, {display} inch')], plainChance: 0,
    colours: ['schwarz', 'weiss', 'blau', 'gruen', 'lila', 'silber', 'gold'], colourCount: [2, 4], price: [199, 1299],
    facts: (rng) => {
      const storage = rng.pick([128, 256, 512]);
      const display = rng.pick([6.1, 6.4, 6.7]);
      return {
        vars: { storage: storageLabel(storage), display },
        attributes: { display_inch: display, storage_gb: storage, battery_h: rng.int(20, 36) },
        priceEur: 129 + storage * 0.8 + (display - 6) * 200 + rng.next() * 500,
      };
    },
    intro: [t('Das {brand} {model} begleitet dich durch den Tag.', 'Le {brand} {model} vous accompagne toute la journée.', 'De {brand} {model} gaat de hele dag met je mee.')],
    features: [
      t('Die Kamera macht auch bei wenig Licht scharfe Fotos.', 'L’appareil photo prend des images nettes même en faible lumière.', 'De camera maakt ook bij weinig licht scherpe foto’s.'),
      t('Lädt kabellos und per USB-C.', 'Charge sans fil et par USB-C.', 'Laadt draadloos en via usb-c.'),
      t('Staub- und wassergeschützt nach IP68.', 'Protégé contre la poussière et l’eau (IP68).', 'Stof- en waterbestendig volgens IP68.'),
      computerFeatures[2]!,
    ],
  },
];
