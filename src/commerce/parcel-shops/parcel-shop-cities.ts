// The demo parcel-shop network: real cities, postal codes and streets of each country; the shops themselves are
// fictional. Five cities per country, five shops per city; parcel-shop-rows.ts turns this into rows.
import type { CountryCode } from '@/commerce/kernel/postal-address';

export interface SeedCity {
  city: string;
  /** Other names a shopper may type (exonyms, the other language of a Swiss city, the official Dutch name). */
  aliases: string[];
  latitude: number;
  longitude: number;
  postalCodes: [string, string, string, string, string];
  streets: [string, string, string, string, string];
}

export const seedCities: Record<CountryCode, SeedCity[]> = {
  DE: [
    { city: 'Berlin', aliases: [], latitude: 52.52, longitude: 13.405, postalCodes: ['10115', '10178', '10437', '10999', '12043'], streets: ['Invalidenstraße', 'Karl-Liebknecht-Straße', 'Kastanienallee', 'Oranienstraße', 'Karl-Marx-Straße'] },
    { city: 'Hamburg', aliases: [], latitude: 53.551, longitude: 9.993, postalCodes: ['20095', '20357', '22767', '22083', '21073'], streets: ['Mönckebergstraße', 'Schanzenstraße', 'Große Bergstraße', 'Hamburger Straße', 'Lüneburger Straße'] },
    { city: 'München', aliases: ['Munich'], latitude: 48.137, longitude: 11.575, postalCodes: ['80331', '80469', '80796', '81667', '81369'], streets: ['Sendlinger Straße', 'Fraunhoferstraße', 'Hohenzollernstraße', 'Weißenburger Straße', 'Plinganserstraße'] },
    { city: 'Köln', aliases: ['Cologne'], latitude: 50.938, longitude: 6.96, postalCodes: ['50667', '50674', '50733', '51103', '50937'], streets: ['Hohe Straße', 'Zülpicher Straße', 'Neusser Straße', 'Kalker Hauptstraße', 'Berrenrather Straße'] },
    { city: 'Frankfurt am Main', aliases: [], latitude: 50.11, longitude: 8.682, postalCodes: ['60311', '60318', '60486', '60594', '65929'], streets: ['Zeil', 'Berger Straße', 'Leipziger Straße', 'Schweizer Straße', 'Königsteiner Straße'] },
  ],
  AT: [
    { city: 'Wien', aliases: ['Vienna'], latitude: 48.208, longitude: 16.373, postalCodes: ['1010', '1020', '1060', '1100', '1160'], streets: ['Kärntner Straße', 'Praterstraße', 'Mariahilfer Straße', 'Favoritenstraße', 'Thaliastraße'] },
    { city: 'Graz', aliases: [], latitude: 47.071, longitude: 15.439, postalCodes: ['8010', '8020', '8042', '8051', '8055'], streets: ['Herrengasse', 'Annenstraße', 'St.-Peter-Hauptstraße', 'Wiener Straße', 'Triester Straße'] },
    { city: 'Linz', aliases: [], latitude: 48.306, longitude: 14.286, postalCodes: ['4020', '4020', '4030', '4040', '4040'], streets: ['Landstraße', 'Dauphinestraße', 'Wiener Straße', 'Hauptstraße', 'Leonfeldner Straße'] },
    { city: 'Salzburg', aliases: [], latitude: 47.809, longitude: 13.055, postalCodes: ['5020', '5020', '5023', '5026', '5020'], streets: ['Getreidegasse', 'Linzer Gasse', 'Gnigler Straße', 'Alpenstraße', 'Ignaz-Harrer-Straße'] },
    { city: 'Innsbruck', aliases: [], latitude: 47.269, longitude: 11.404, postalCodes: ['6020', '6020', '6020', '6020', '6020'], streets: ['Maria-Theresien-Straße', 'Museumstraße', 'Anichstraße', 'Höttinger Au', 'Amraser Straße'] },
  ],
  CH: [
    { city: 'Zürich', aliases: [], latitude: 47.377, longitude: 8.54, postalCodes: ['8001', '8004', '8005', '8037', '8050'], streets: ['Bahnhofstrasse', 'Langstrasse', 'Limmatstrasse', 'Rosengartenstrasse', 'Schaffhauserstrasse'] },
    { city: 'Bern', aliases: ['Berne'], latitude: 46.948, longitude: 7.447, postalCodes: ['3011', '3012', '3013', '3007', '3027'], streets: ['Marktgasse', 'Länggassstrasse', 'Lorrainestrasse', 'Seftigenstrasse', 'Bethlehemstrasse'] },
    { city: 'Basel', aliases: ['Bâle'], latitude: 47.56, longitude: 7.589, postalCodes: ['4051', '4056', '4057', '4058', '4053'], streets: ['Freie Strasse', 'St. Johanns-Vorstadt', 'Klybeckstrasse', 'Clarastrasse', 'Güterstrasse'] },
    { city: 'Genève', aliases: ['Genf', 'Geneva'], latitude: 46.204, longitude: 6.143, postalCodes: ['1201', '1204', '1205', '1207', '1203'], streets: ['Rue de Lausanne', 'Rue du Marché', 'Boulevard Carl-Vogt', 'Rue des Eaux-Vives', 'Rue de la Servette'] },
    { city: 'Lausanne', aliases: [], latitude: 46.52, longitude: 6.633, postalCodes: ['1003', '1004', '1005', '1006', '1007'], streets: ['Rue de Bourg', "Avenue d'Echallens", 'Avenue de la Gare', "Avenue d'Ouchy", 'Avenue de Cour'] },
  ],
  NL: [
    { city: 'Amsterdam', aliases: [], latitude: 52.37, longitude: 4.895, postalCodes: ['1012 LG', '1016 EB', '1017 PT', '1053 GR', '1091 AT'], streets: ['Damrak', 'Rozengracht', 'Utrechtsestraat', 'Kinkerstraat', 'Wibautstraat'] },
    { city: 'Rotterdam', aliases: [], latitude: 51.924, longitude: 4.478, postalCodes: ['3011 AD', '3012 CL', '3021 HB', '3072 AP', '3035 HK'], streets: ['Meent', 'Lijnbaan', 'Nieuwe Binnenweg', 'Beijerlandselaan', 'Zwartjanstraat'] },
    { city: 'Den Haag', aliases: ["'s-Gravenhage", 'The Hague'], latitude: 52.07, longitude: 4.3, postalCodes: ['2511 CV', '2514 JS', '2516 BE', '2562 AB', '2525 XK'], streets: ['Spuistraat', 'Noordeinde', 'Laakkade', 'Weimarstraat', 'Paul Krugerlaan'] },
    { city: 'Utrecht', aliases: [], latitude: 52.091, longitude: 5.122, postalCodes: ['3511 LM', '3512 JE', '3581 KR', '3531 AB', '3552 HG'], streets: ['Oudegracht', 'Voorstraat', 'Nachtegaalstraat', 'Kanaalstraat', 'Amsterdamsestraatweg'] },
    { city: 'Eindhoven', aliases: [], latitude: 51.441, longitude: 5.478, postalCodes: ['5611 AB', '5612 AV', '5615 CH', '5622 AS', '5643 NA'], streets: ['Demer', 'Kruisstraat', 'Stratumseind', 'Woenselse Markt', 'Geldropseweg'] },
  ],
};

/** Host businesses per language: a parcel shop sits in a kiosk, a stationer's, a dry cleaner's … */
export const hostNames = {
  de: ['Kiosk am Eck', 'Schreibwaren Hoffmann', 'Tabak & Lotto Yılmaz', 'Blumen Becker', 'Reinigung Krause', 'Getränke Schulze', 'Späti Nord', 'Copyshop Wagner'],
  chDe: ['Kiosk Bahnhofplatz', 'Papeterie Meier', 'Drogerie Keller', 'Blumen Brunner', 'Quartierladen Frei', 'Reinigung Steiner'],
  fr: ['Kiosque de la Gare', 'Papeterie Favre', 'Tabac Rochat', 'Pressing du Lac', 'Épicerie Morel', 'Fleurs Bonvin'],
  nl: ['Tabakszaak De Hoek', 'Boekhandel Jansen', 'Bloemenzaak Bakker', 'Drogisterij Visser', 'Kiosk Centraal', 'Stomerij De Wit'],
} as const;
