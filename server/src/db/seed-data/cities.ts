// Seed data: real cities/towns (official capital first) with approximate coordinates for all 54 African UN member states.

export interface SeedCity {
  readonly name: string;
  /** Latitude in decimal degrees, 2 decimals (approximate). */
  readonly lat: number;
  /** Longitude in decimal degrees, 2 decimals (approximate). */
  readonly lng: number;
}

/** ISO 3166-1 alpha-2 codes of the 54 African UN member states. */
export const africanCountryCodes = [
  'DZ',
  'AO',
  'BJ',
  'BW',
  'BF',
  'BI',
  'CV',
  'CM',
  'CF',
  'TD',
  'KM',
  'CD',
  'CG',
  'CI',
  'DJ',
  'EG',
  'GQ',
  'ER',
  'SZ',
  'ET',
  'GA',
  'GM',
  'GH',
  'GN',
  'GW',
  'KE',
  'LS',
  'LR',
  'LY',
  'MG',
  'MW',
  'ML',
  'MR',
  'MU',
  'MA',
  'MZ',
  'NA',
  'NE',
  'NG',
  'RW',
  'ST',
  'SN',
  'SC',
  'SL',
  'SO',
  'ZA',
  'SS',
  'SD',
  'TZ',
  'TG',
  'TN',
  'UG',
  'ZM',
  'ZW',
] as const;

export type AfricanCountryCode = (typeof africanCountryCodes)[number];

// `satisfies` makes the compiler reject a missing or misspelt country code.
const cities = {
  // Algeria
  DZ: [
    { name: 'Algiers', lat: 36.75, lng: 3.06 },
    { name: 'Oran', lat: 35.7, lng: -0.63 },
    { name: 'Constantine', lat: 36.37, lng: 6.61 },
    { name: 'Annaba', lat: 36.9, lng: 7.77 },
    { name: 'Tlemcen', lat: 34.88, lng: -1.32 },
    { name: 'Ghardaïa', lat: 32.49, lng: 3.67 },
    { name: 'Tamanrasset', lat: 22.79, lng: 5.52 },
    { name: 'Djanet', lat: 24.55, lng: 9.48 },
  ],
  // Angola
  AO: [
    { name: 'Luanda', lat: -8.84, lng: 13.23 },
    { name: 'Benguela', lat: -12.58, lng: 13.41 },
    { name: 'Lubango', lat: -14.92, lng: 13.49 },
    { name: 'Huambo', lat: -12.78, lng: 15.74 },
    { name: 'Namibe', lat: -15.2, lng: 12.15 },
    { name: 'Malanje', lat: -9.54, lng: 16.34 },
  ],
  // Benin (Porto-Novo is the official capital, Cotonou the seat of government)
  BJ: [
    { name: 'Porto-Novo', lat: 6.5, lng: 2.6 },
    { name: 'Cotonou', lat: 6.37, lng: 2.39 },
    { name: 'Ouidah', lat: 6.36, lng: 2.09 },
    { name: 'Abomey', lat: 7.18, lng: 1.99 },
    { name: 'Grand-Popo', lat: 6.28, lng: 1.82 },
    { name: 'Parakou', lat: 9.34, lng: 2.63 },
    { name: 'Natitingou', lat: 10.3, lng: 1.38 },
  ],
  // Botswana
  BW: [
    { name: 'Gaborone', lat: -24.65, lng: 25.91 },
    { name: 'Maun', lat: -19.98, lng: 23.42 },
    { name: 'Kasane', lat: -17.81, lng: 25.15 },
    { name: 'Francistown', lat: -21.17, lng: 27.51 },
    { name: 'Ghanzi', lat: -21.7, lng: 21.65 },
    { name: 'Nata', lat: -20.21, lng: 26.18 },
    { name: 'Shakawe', lat: -18.36, lng: 21.84 },
    { name: 'Palapye', lat: -22.55, lng: 27.13 },
    { name: 'Serowe', lat: -22.39, lng: 26.71 },
    { name: 'Tsabong', lat: -26.02, lng: 22.4 },
  ],
  // Burkina Faso
  BF: [
    { name: 'Ouagadougou', lat: 12.37, lng: -1.52 },
    { name: 'Bobo-Dioulasso', lat: 11.18, lng: -4.3 },
    { name: 'Banfora', lat: 10.63, lng: -4.76 },
    { name: 'Koudougou', lat: 12.25, lng: -2.36 },
    { name: 'Ouahigouya', lat: 13.58, lng: -2.42 },
    { name: 'Gorom-Gorom', lat: 14.44, lng: -0.24 },
  ],
  // Burundi (Gitega is the political capital since 2019; Bujumbura the economic one)
  BI: [
    { name: 'Gitega', lat: -3.43, lng: 29.93 },
    { name: 'Bujumbura', lat: -3.38, lng: 29.36 },
    { name: 'Ngozi', lat: -2.91, lng: 29.83 },
    { name: 'Rumonge', lat: -3.97, lng: 29.44 },
    { name: 'Kayanza', lat: -2.92, lng: 29.63 },
    { name: 'Muyinga', lat: -2.85, lng: 30.34 },
  ],
  // Cabo Verde
  CV: [
    { name: 'Praia', lat: 14.93, lng: -23.51 },
    { name: 'Mindelo', lat: 16.89, lng: -24.98 },
    { name: 'Santa Maria', lat: 16.6, lng: -22.9 },
    { name: 'Espargos', lat: 16.76, lng: -22.95 },
    { name: 'Sal Rei', lat: 16.18, lng: -22.92 },
    { name: 'Cidade Velha', lat: 14.92, lng: -23.6 },
    { name: 'Ribeira Grande', lat: 17.18, lng: -25.07 },
  ],
  // Cameroon
  CM: [
    { name: 'Yaoundé', lat: 3.87, lng: 11.52 },
    { name: 'Douala', lat: 4.05, lng: 9.7 },
    { name: 'Kribi', lat: 2.94, lng: 9.91 },
    { name: 'Limbe', lat: 4.02, lng: 9.21 },
    { name: 'Buea', lat: 4.16, lng: 9.24 },
    { name: 'Bamenda', lat: 5.96, lng: 10.15 },
    { name: 'Bafoussam', lat: 5.48, lng: 10.42 },
    { name: 'Garoua', lat: 9.3, lng: 13.4 },
    { name: 'Maroua', lat: 10.59, lng: 14.32 },
  ],
  // Central African Republic
  CF: [
    { name: 'Bangui', lat: 4.39, lng: 18.56 },
    { name: 'Berbérati', lat: 4.26, lng: 15.79 },
    { name: 'Bambari', lat: 5.76, lng: 20.68 },
    { name: 'Bouar', lat: 5.93, lng: 15.6 },
    { name: 'Carnot', lat: 4.94, lng: 15.87 },
    { name: 'Bayanga', lat: 2.91, lng: 16.29 },
  ],
  // Chad
  TD: [
    { name: "N'Djamena", lat: 12.13, lng: 15.06 },
    { name: 'Moundou', lat: 8.57, lng: 16.08 },
    { name: 'Abéché', lat: 13.83, lng: 20.83 },
    { name: 'Sarh', lat: 9.15, lng: 18.39 },
    { name: 'Faya-Largeau', lat: 17.93, lng: 19.1 },
    { name: 'Bol', lat: 13.46, lng: 14.71 },
  ],
  // Comoros
  KM: [
    { name: 'Moroni', lat: -11.7, lng: 43.26 },
    { name: 'Mutsamudu', lat: -12.17, lng: 44.4 },
    { name: 'Fomboni', lat: -12.28, lng: 43.74 },
    { name: 'Mitsamiouli', lat: -11.38, lng: 43.3 },
    { name: 'Domoni', lat: -12.26, lng: 44.53 },
  ],
  // Democratic Republic of the Congo
  CD: [
    { name: 'Kinshasa', lat: -4.32, lng: 15.31 },
    { name: 'Lubumbashi', lat: -11.66, lng: 27.48 },
    { name: 'Goma', lat: -1.68, lng: 29.22 },
    { name: 'Bukavu', lat: -2.51, lng: 28.86 },
    { name: 'Kisangani', lat: 0.52, lng: 25.19 },
    { name: 'Matadi', lat: -5.82, lng: 13.46 },
    { name: 'Kolwezi', lat: -10.71, lng: 25.47 },
    { name: 'Muanda', lat: -5.93, lng: 12.35 },
  ],
  // Republic of the Congo
  CG: [
    { name: 'Brazzaville', lat: -4.27, lng: 15.28 },
    { name: 'Pointe-Noire', lat: -4.78, lng: 11.86 },
    { name: 'Dolisie', lat: -4.2, lng: 12.67 },
    { name: 'Ouesso', lat: 1.61, lng: 16.05 },
    { name: 'Owando', lat: -0.48, lng: 15.9 },
    { name: 'Oyo', lat: -1.16, lng: 15.98 },
  ],
  // Côte d'Ivoire (Yamoussoukro is the official capital, Abidjan the economic one)
  CI: [
    { name: 'Yamoussoukro', lat: 6.82, lng: -5.28 },
    { name: 'Abidjan', lat: 5.36, lng: -4.01 },
    { name: 'Grand-Bassam', lat: 5.21, lng: -3.74 },
    { name: 'Assinie-Mafia', lat: 5.13, lng: -3.28 },
    { name: 'San-Pédro', lat: 4.75, lng: -6.64 },
    { name: 'Sassandra', lat: 4.95, lng: -6.09 },
    { name: 'Bouaké', lat: 7.69, lng: -5.03 },
    { name: 'Man', lat: 7.41, lng: -7.55 },
    { name: 'Korhogo', lat: 9.46, lng: -5.63 },
  ],
  // Djibouti
  DJ: [
    { name: 'Djibouti', lat: 11.59, lng: 43.15 },
    { name: 'Tadjourah', lat: 11.79, lng: 42.88 },
    { name: 'Obock', lat: 11.96, lng: 43.29 },
    { name: 'Ali Sabieh', lat: 11.16, lng: 42.71 },
    { name: 'Dikhil', lat: 11.11, lng: 42.37 },
  ],
  // Egypt
  EG: [
    { name: 'Cairo', lat: 30.04, lng: 31.24 },
    { name: 'Giza', lat: 30.01, lng: 31.21 },
    { name: 'Alexandria', lat: 31.2, lng: 29.92 },
    { name: 'Luxor', lat: 25.69, lng: 32.64 },
    { name: 'Aswan', lat: 24.09, lng: 32.9 },
    { name: 'Hurghada', lat: 27.26, lng: 33.81 },
    { name: 'Sharm El Sheikh', lat: 27.92, lng: 34.33 },
    { name: 'Dahab', lat: 28.5, lng: 34.51 },
    { name: 'Marsa Alam', lat: 25.07, lng: 34.89 },
    { name: 'Siwa', lat: 29.2, lng: 25.52 },
  ],
  // Equatorial Guinea
  GQ: [
    { name: 'Malabo', lat: 3.75, lng: 8.78 },
    { name: 'Bata', lat: 1.86, lng: 9.77 },
    { name: 'Luba', lat: 3.46, lng: 8.55 },
    { name: 'Ebebiyín', lat: 2.15, lng: 11.32 },
    { name: 'Mongomo', lat: 1.63, lng: 11.32 },
  ],
  // Eritrea
  ER: [
    { name: 'Asmara', lat: 15.32, lng: 38.93 },
    { name: 'Massawa', lat: 15.61, lng: 39.45 },
    { name: 'Keren', lat: 15.78, lng: 38.45 },
    { name: 'Mendefera', lat: 14.89, lng: 38.82 },
    { name: 'Adi Keyh', lat: 14.84, lng: 39.37 },
    { name: 'Assab', lat: 13.01, lng: 42.74 },
  ],
  // Eswatini (Mbabane is the administrative capital, Lobamba the royal and legislative one)
  SZ: [
    { name: 'Mbabane', lat: -26.31, lng: 31.14 },
    { name: 'Manzini', lat: -26.49, lng: 31.38 },
    { name: 'Lobamba', lat: -26.45, lng: 31.21 },
    { name: 'Ezulwini', lat: -26.4, lng: 31.17 },
    { name: 'Piggs Peak', lat: -25.96, lng: 31.25 },
    { name: 'Big Bend', lat: -26.82, lng: 31.94 },
  ],
  // Ethiopia
  ET: [
    { name: 'Addis Ababa', lat: 9.03, lng: 38.74 },
    { name: 'Lalibela', lat: 12.03, lng: 39.04 },
    { name: 'Gondar', lat: 12.6, lng: 37.47 },
    { name: 'Bahir Dar', lat: 11.59, lng: 37.39 },
    { name: 'Aksum', lat: 14.12, lng: 38.72 },
    { name: 'Harar', lat: 9.31, lng: 42.12 },
    { name: 'Mekelle', lat: 13.5, lng: 39.47 },
    { name: 'Hawassa', lat: 7.05, lng: 38.48 },
    { name: 'Arba Minch', lat: 6.03, lng: 37.55 },
  ],
  // Gabon
  GA: [
    { name: 'Libreville', lat: 0.39, lng: 9.45 },
    { name: 'Port-Gentil', lat: -0.72, lng: 8.78 },
    { name: 'Franceville', lat: -1.63, lng: 13.58 },
    { name: 'Lambaréné', lat: -0.7, lng: 10.24 },
    { name: 'Oyem', lat: 1.6, lng: 11.58 },
    { name: 'Mouila', lat: -1.87, lng: 11.06 },
  ],
  // Gambia
  GM: [
    { name: 'Banjul', lat: 13.45, lng: -16.58 },
    { name: 'Serekunda', lat: 13.44, lng: -16.68 },
    { name: 'Bakau', lat: 13.48, lng: -16.68 },
    { name: 'Kololi', lat: 13.45, lng: -16.72 },
    { name: 'Brikama', lat: 13.27, lng: -16.65 },
    { name: 'Janjanbureh', lat: 13.54, lng: -14.77 },
  ],
  // Ghana
  GH: [
    { name: 'Accra', lat: 5.6, lng: -0.19 },
    { name: 'Kumasi', lat: 6.69, lng: -1.62 },
    { name: 'Cape Coast', lat: 5.11, lng: -1.25 },
    { name: 'Elmina', lat: 5.08, lng: -1.35 },
    { name: 'Takoradi', lat: 4.9, lng: -1.76 },
    { name: 'Busua', lat: 4.8, lng: -1.93 },
    { name: 'Ada Foah', lat: 5.78, lng: 0.63 },
    { name: 'Ho', lat: 6.6, lng: 0.47 },
    { name: 'Tamale', lat: 9.4, lng: -0.84 },
    { name: 'Larabanga', lat: 9.22, lng: -1.86 },
  ],
  // Guinea
  GN: [
    { name: 'Conakry', lat: 9.64, lng: -13.58 },
    { name: 'Kindia', lat: 10.06, lng: -12.86 },
    { name: 'Dalaba', lat: 10.69, lng: -12.25 },
    { name: 'Labé', lat: 11.32, lng: -12.28 },
    { name: 'Mamou', lat: 10.38, lng: -12.09 },
    { name: 'Kankan', lat: 10.39, lng: -9.31 },
    { name: 'Nzérékoré', lat: 7.76, lng: -8.82 },
  ],
  // Guinea-Bissau
  GW: [
    { name: 'Bissau', lat: 11.86, lng: -15.6 },
    { name: 'Bubaque', lat: 11.28, lng: -15.83 },
    { name: 'Bafatá', lat: 12.17, lng: -14.66 },
    { name: 'Gabú', lat: 12.28, lng: -14.22 },
    { name: 'Cacheu', lat: 12.27, lng: -16.17 },
    { name: 'Varela', lat: 12.28, lng: -16.59 },
  ],
  // Kenya
  KE: [
    { name: 'Nairobi', lat: -1.29, lng: 36.82 },
    { name: 'Mombasa', lat: -4.04, lng: 39.67 },
    { name: 'Diani Beach', lat: -4.32, lng: 39.58 },
    { name: 'Malindi', lat: -3.22, lng: 40.12 },
    { name: 'Lamu', lat: -2.27, lng: 40.9 },
    { name: 'Naivasha', lat: -0.72, lng: 36.43 },
    { name: 'Nakuru', lat: -0.3, lng: 36.07 },
    { name: 'Narok', lat: -1.08, lng: 35.87 },
    { name: 'Nanyuki', lat: 0.01, lng: 37.07 },
    { name: 'Kisumu', lat: -0.09, lng: 34.77 },
  ],
  // Lesotho
  LS: [
    { name: 'Maseru', lat: -29.31, lng: 27.48 },
    { name: 'Teyateyaneng', lat: -29.15, lng: 27.75 },
    { name: 'Roma', lat: -29.45, lng: 27.72 },
    { name: 'Malealea', lat: -29.83, lng: 27.62 },
    { name: 'Semonkong', lat: -29.85, lng: 28.05 },
    { name: 'Mokhotlong', lat: -29.29, lng: 29.06 },
    { name: 'Butha-Buthe', lat: -28.77, lng: 28.25 },
  ],
  // Liberia
  LR: [
    { name: 'Monrovia', lat: 6.3, lng: -10.8 },
    { name: 'Robertsport', lat: 6.75, lng: -11.37 },
    { name: 'Buchanan', lat: 5.88, lng: -10.05 },
    { name: 'Kakata', lat: 6.53, lng: -10.35 },
    { name: 'Gbarnga', lat: 7.0, lng: -9.47 },
    { name: 'Harper', lat: 4.38, lng: -7.72 },
  ],
  // Libya
  LY: [
    { name: 'Tripoli', lat: 32.89, lng: 13.19 },
    { name: 'Benghazi', lat: 32.12, lng: 20.09 },
    { name: 'Misrata', lat: 32.38, lng: 15.09 },
    { name: 'Al Khums', lat: 32.65, lng: 14.26 },
    { name: 'Shahhat', lat: 32.82, lng: 21.86 },
    { name: 'Ghadames', lat: 30.13, lng: 9.5 },
    { name: 'Sabha', lat: 27.04, lng: 14.43 },
  ],
  // Madagascar
  MG: [
    { name: 'Antananarivo', lat: -18.88, lng: 47.51 },
    { name: 'Antsirabe', lat: -19.87, lng: 47.03 },
    { name: 'Fianarantsoa', lat: -21.45, lng: 47.09 },
    { name: 'Toamasina', lat: -18.15, lng: 49.4 },
    { name: 'Hell-Ville', lat: -13.4, lng: 48.27 },
    { name: 'Antsiranana', lat: -12.28, lng: 49.29 },
    { name: 'Morondava', lat: -20.28, lng: 44.28 },
    { name: 'Toliara', lat: -23.35, lng: 43.67 },
    { name: 'Tôlanaro', lat: -25.03, lng: 46.98 },
  ],
  // Malawi
  MW: [
    { name: 'Lilongwe', lat: -13.96, lng: 33.79 },
    { name: 'Blantyre', lat: -15.79, lng: 35.01 },
    { name: 'Zomba', lat: -15.39, lng: 35.32 },
    { name: 'Mzuzu', lat: -11.46, lng: 34.02 },
    { name: 'Cape Maclear', lat: -14.02, lng: 34.84 },
    { name: 'Nkhata Bay', lat: -11.61, lng: 34.3 },
    { name: 'Mangochi', lat: -14.48, lng: 35.26 },
    { name: 'Salima', lat: -13.78, lng: 34.46 },
  ],
  // Mali
  ML: [
    { name: 'Bamako', lat: 12.64, lng: -8.0 },
    { name: 'Ségou', lat: 13.43, lng: -6.26 },
    { name: 'Djenné', lat: 13.91, lng: -4.55 },
    { name: 'Mopti', lat: 14.49, lng: -4.2 },
    { name: 'Timbuktu', lat: 16.77, lng: -3.01 },
    { name: 'Sikasso', lat: 11.32, lng: -5.67 },
    { name: 'Kayes', lat: 14.45, lng: -11.44 },
    { name: 'Gao', lat: 16.27, lng: -0.04 },
  ],
  // Mauritania
  MR: [
    { name: 'Nouakchott', lat: 18.08, lng: -15.98 },
    { name: 'Nouadhibou', lat: 20.94, lng: -17.04 },
    { name: 'Atar', lat: 20.52, lng: -13.05 },
    { name: 'Chinguetti', lat: 20.46, lng: -12.36 },
    { name: 'Ouadane', lat: 20.93, lng: -11.62 },
    { name: 'Kiffa', lat: 16.62, lng: -11.4 },
    { name: 'Rosso', lat: 16.51, lng: -15.81 },
  ],
  // Mauritius
  MU: [
    { name: 'Port Louis', lat: -20.16, lng: 57.5 },
    { name: 'Grand Baie', lat: -20.01, lng: 57.58 },
    { name: 'Flic en Flac', lat: -20.27, lng: 57.37 },
    { name: 'Le Morne', lat: -20.45, lng: 57.31 },
    { name: 'Mahébourg', lat: -20.41, lng: 57.7 },
    { name: 'Belle Mare', lat: -20.19, lng: 57.77 },
    { name: 'Curepipe', lat: -20.32, lng: 57.52 },
  ],
  // Morocco
  MA: [
    { name: 'Rabat', lat: 34.02, lng: -6.83 },
    { name: 'Marrakech', lat: 31.63, lng: -7.99 },
    { name: 'Fès', lat: 34.03, lng: -5.0 },
    { name: 'Casablanca', lat: 33.57, lng: -7.59 },
    { name: 'Tangier', lat: 35.77, lng: -5.8 },
    { name: 'Chefchaouen', lat: 35.17, lng: -5.27 },
    { name: 'Essaouira', lat: 31.51, lng: -9.77 },
    { name: 'Agadir', lat: 30.43, lng: -9.6 },
    { name: 'Ouarzazate', lat: 30.92, lng: -6.89 },
    { name: 'Merzouga', lat: 31.1, lng: -4.01 },
  ],
  // Mozambique
  MZ: [
    { name: 'Maputo', lat: -25.97, lng: 32.57 },
    { name: 'Ponta do Ouro', lat: -26.84, lng: 32.89 },
    { name: 'Inhambane', lat: -23.87, lng: 35.38 },
    { name: 'Tofo', lat: -23.85, lng: 35.55 },
    { name: 'Vilankulo', lat: -22.0, lng: 35.32 },
    { name: 'Beira', lat: -19.84, lng: 34.84 },
    { name: 'Nampula', lat: -15.12, lng: 39.27 },
    { name: 'Ilha de Moçambique', lat: -15.03, lng: 40.73 },
    { name: 'Pemba', lat: -12.97, lng: 40.52 },
  ],
  // Namibia
  NA: [
    { name: 'Windhoek', lat: -22.56, lng: 17.08 },
    { name: 'Swakopmund', lat: -22.68, lng: 14.53 },
    { name: 'Walvis Bay', lat: -22.96, lng: 14.51 },
    { name: 'Sesriem', lat: -24.49, lng: 15.8 },
    { name: 'Lüderitz', lat: -26.65, lng: 15.16 },
    { name: 'Outjo', lat: -20.11, lng: 16.15 },
    { name: 'Okaukuejo', lat: -19.18, lng: 15.92 },
    { name: 'Opuwo', lat: -18.06, lng: 13.84 },
    { name: 'Rundu', lat: -17.92, lng: 19.77 },
    { name: 'Katima Mulilo', lat: -17.5, lng: 24.27 },
  ],
  // Niger
  NE: [
    { name: 'Niamey', lat: 13.51, lng: 2.11 },
    { name: 'Agadez', lat: 16.97, lng: 7.99 },
    { name: 'Zinder', lat: 13.8, lng: 8.99 },
    { name: 'Maradi', lat: 13.5, lng: 7.1 },
    { name: 'Tahoua', lat: 14.89, lng: 5.27 },
    { name: 'Ayorou', lat: 14.73, lng: 0.92 },
    { name: 'Dosso', lat: 13.05, lng: 3.19 },
  ],
  // Nigeria
  NG: [
    { name: 'Abuja', lat: 9.06, lng: 7.49 },
    { name: 'Lagos', lat: 6.52, lng: 3.38 },
    { name: 'Ibadan', lat: 7.38, lng: 3.95 },
    { name: 'Abeokuta', lat: 7.15, lng: 3.35 },
    { name: 'Osogbo', lat: 7.77, lng: 4.56 },
    { name: 'Benin City', lat: 6.34, lng: 5.63 },
    { name: 'Port Harcourt', lat: 4.82, lng: 7.03 },
    { name: 'Calabar', lat: 4.96, lng: 8.33 },
    { name: 'Enugu', lat: 6.46, lng: 7.55 },
    { name: 'Kano', lat: 12.0, lng: 8.52 },
  ],
  // Rwanda
  RW: [
    { name: 'Kigali', lat: -1.95, lng: 30.06 },
    { name: 'Musanze', lat: -1.5, lng: 29.63 },
    { name: 'Rubavu', lat: -1.68, lng: 29.26 },
    { name: 'Huye', lat: -2.6, lng: 29.74 },
    { name: 'Karongi', lat: -2.06, lng: 29.35 },
    { name: 'Rusizi', lat: -2.48, lng: 28.91 },
    { name: 'Nyagatare', lat: -1.29, lng: 30.33 },
    { name: 'Muhanga', lat: -2.08, lng: 29.76 },
    { name: 'Nyanza', lat: -2.35, lng: 29.75 },
    { name: 'Kayonza', lat: -1.9, lng: 30.51 },
  ],
  // São Tomé and Príncipe
  ST: [
    { name: 'São Tomé', lat: 0.34, lng: 6.73 },
    { name: 'Santo António', lat: 1.64, lng: 7.42 },
    { name: 'Neves', lat: 0.36, lng: 6.55 },
    { name: 'Santana', lat: 0.25, lng: 6.75 },
    { name: 'Trindade', lat: 0.3, lng: 6.68 },
    { name: 'São João dos Angolares', lat: 0.13, lng: 6.65 },
  ],
  // Senegal
  SN: [
    { name: 'Dakar', lat: 14.72, lng: -17.47 },
    { name: 'Gorée', lat: 14.67, lng: -17.4 },
    { name: 'Saint-Louis', lat: 16.03, lng: -16.49 },
    { name: 'Thiès', lat: 14.79, lng: -16.93 },
    { name: 'Saly', lat: 14.45, lng: -17.02 },
    { name: 'Mbour', lat: 14.42, lng: -16.97 },
    { name: 'Touba', lat: 14.86, lng: -15.88 },
    { name: 'Kaolack', lat: 14.15, lng: -16.07 },
    { name: 'Ziguinchor', lat: 12.56, lng: -16.27 },
    { name: 'Cap Skirring', lat: 12.39, lng: -16.75 },
  ],
  // Seychelles
  SC: [
    { name: 'Victoria', lat: -4.62, lng: 55.45 },
    { name: 'Beau Vallon', lat: -4.62, lng: 55.43 },
    { name: 'Anse Boileau', lat: -4.71, lng: 55.48 },
    { name: 'Baie Sainte Anne', lat: -4.34, lng: 55.77 },
    { name: 'Grand Anse', lat: -4.32, lng: 55.7 },
    { name: 'La Passe', lat: -4.35, lng: 55.83 },
  ],
  // Sierra Leone
  SL: [
    { name: 'Freetown', lat: 8.48, lng: -13.23 },
    { name: 'Lungi', lat: 8.62, lng: -13.2 },
    { name: 'Bureh Town', lat: 8.2, lng: -13.15 },
    { name: 'Bo', lat: 7.96, lng: -11.74 },
    { name: 'Kenema', lat: 7.88, lng: -11.19 },
    { name: 'Makeni', lat: 8.88, lng: -12.04 },
    { name: 'Kabala', lat: 9.59, lng: -11.55 },
  ],
  // Somalia
  SO: [
    { name: 'Mogadishu', lat: 2.05, lng: 45.32 },
    { name: 'Hargeisa', lat: 9.56, lng: 44.06 },
    { name: 'Berbera', lat: 10.44, lng: 45.01 },
    { name: 'Bosaso', lat: 11.28, lng: 49.18 },
    { name: 'Garowe', lat: 8.41, lng: 48.48 },
    { name: 'Kismayo', lat: -0.36, lng: 42.55 },
    { name: 'Baidoa', lat: 3.12, lng: 43.65 },
  ],
  // South Africa (Pretoria is the executive capital)
  ZA: [
    { name: 'Pretoria', lat: -25.75, lng: 28.19 },
    { name: 'Johannesburg', lat: -26.2, lng: 28.05 },
    { name: 'Cape Town', lat: -33.92, lng: 18.42 },
    { name: 'Stellenbosch', lat: -33.93, lng: 18.86 },
    { name: 'Franschhoek', lat: -33.91, lng: 19.12 },
    { name: 'Hermanus', lat: -34.42, lng: 19.23 },
    { name: 'Knysna', lat: -34.04, lng: 23.05 },
    { name: 'Gqeberha', lat: -33.96, lng: 25.6 },
    { name: 'Durban', lat: -29.86, lng: 31.02 },
    { name: 'Hoedspruit', lat: -24.35, lng: 30.95 },
  ],
  // South Sudan
  SS: [
    { name: 'Juba', lat: 4.85, lng: 31.58 },
    { name: 'Wau', lat: 7.7, lng: 27.99 },
    { name: 'Malakal', lat: 9.53, lng: 31.66 },
    { name: 'Yei', lat: 4.09, lng: 30.68 },
    { name: 'Torit', lat: 4.41, lng: 32.57 },
    { name: 'Nimule', lat: 3.6, lng: 32.06 },
  ],
  // Sudan
  SD: [
    { name: 'Khartoum', lat: 15.5, lng: 32.56 },
    { name: 'Omdurman', lat: 15.64, lng: 32.48 },
    { name: 'Port Sudan', lat: 19.62, lng: 37.22 },
    { name: 'Suakin', lat: 19.1, lng: 37.33 },
    { name: 'Shendi', lat: 16.69, lng: 33.42 },
    { name: 'Karima', lat: 18.55, lng: 31.85 },
    { name: 'Kassala', lat: 15.45, lng: 36.4 },
    { name: 'Wadi Halfa', lat: 21.8, lng: 31.35 },
  ],
  // Tanzania (Dodoma is the official capital)
  TZ: [
    { name: 'Dodoma', lat: -6.16, lng: 35.75 },
    { name: 'Dar es Salaam', lat: -6.79, lng: 39.21 },
    { name: 'Zanzibar City', lat: -6.16, lng: 39.19 },
    { name: 'Nungwi', lat: -5.73, lng: 39.3 },
    { name: 'Paje', lat: -6.27, lng: 39.53 },
    { name: 'Arusha', lat: -3.37, lng: 36.68 },
    { name: 'Moshi', lat: -3.35, lng: 37.34 },
    { name: 'Karatu', lat: -3.34, lng: 35.67 },
    { name: 'Mwanza', lat: -2.52, lng: 32.9 },
    { name: 'Kigoma', lat: -4.88, lng: 29.63 },
  ],
  // Togo
  TG: [
    { name: 'Lomé', lat: 6.13, lng: 1.22 },
    { name: 'Aného', lat: 6.23, lng: 1.59 },
    { name: 'Kpalimé', lat: 6.9, lng: 0.63 },
    { name: 'Atakpamé', lat: 7.53, lng: 1.13 },
    { name: 'Sokodé', lat: 8.98, lng: 1.13 },
    { name: 'Kara', lat: 9.55, lng: 1.19 },
    { name: 'Dapaong', lat: 10.86, lng: 0.21 },
  ],
  // Tunisia
  TN: [
    { name: 'Tunis', lat: 36.81, lng: 10.18 },
    { name: 'Sidi Bou Said', lat: 36.87, lng: 10.35 },
    { name: 'Hammamet', lat: 36.4, lng: 10.61 },
    { name: 'Sousse', lat: 35.83, lng: 10.64 },
    { name: 'Monastir', lat: 35.78, lng: 10.83 },
    { name: 'Kairouan', lat: 35.68, lng: 10.1 },
    { name: 'El Jem', lat: 35.3, lng: 10.71 },
    { name: 'Tozeur', lat: 33.92, lng: 8.13 },
    { name: 'Douz', lat: 33.46, lng: 9.02 },
    { name: 'Houmt Souk', lat: 33.88, lng: 10.86 },
  ],
  // Uganda
  UG: [
    { name: 'Kampala', lat: 0.35, lng: 32.58 },
    { name: 'Entebbe', lat: 0.05, lng: 32.46 },
    { name: 'Jinja', lat: 0.42, lng: 33.2 },
    { name: 'Fort Portal', lat: 0.67, lng: 30.27 },
    { name: 'Kasese', lat: 0.18, lng: 30.08 },
    { name: 'Mbarara', lat: -0.61, lng: 30.65 },
    { name: 'Kabale', lat: -1.25, lng: 29.99 },
    { name: 'Kisoro', lat: -1.28, lng: 29.69 },
    { name: 'Masindi', lat: 1.68, lng: 31.72 },
    { name: 'Gulu', lat: 2.78, lng: 32.3 },
  ],
  // Zambia
  ZM: [
    { name: 'Lusaka', lat: -15.39, lng: 28.32 },
    { name: 'Livingstone', lat: -17.84, lng: 25.86 },
    { name: 'Mfuwe', lat: -13.1, lng: 31.79 },
    { name: 'Siavonga', lat: -16.54, lng: 28.71 },
    { name: 'Chipata', lat: -13.64, lng: 32.65 },
    { name: 'Ndola', lat: -12.97, lng: 28.64 },
    { name: 'Kitwe', lat: -12.8, lng: 28.21 },
    { name: 'Kasama', lat: -10.21, lng: 31.18 },
  ],
  // Zimbabwe
  ZW: [
    { name: 'Harare', lat: -17.83, lng: 31.05 },
    { name: 'Victoria Falls', lat: -17.94, lng: 25.83 },
    { name: 'Bulawayo', lat: -20.15, lng: 28.58 },
    { name: 'Hwange', lat: -18.36, lng: 26.5 },
    { name: 'Kariba', lat: -16.52, lng: 28.8 },
    { name: 'Masvingo', lat: -20.06, lng: 30.83 },
    { name: 'Mutare', lat: -18.97, lng: 32.67 },
    { name: 'Nyanga', lat: -18.22, lng: 32.75 },
  ],
} as const satisfies Record<AfricanCountryCode, ReadonlyArray<SeedCity>>;

/** Cities per ISO alpha-2 country code; the first entry of each list is the capital. */
/** Cities the open data (city-timezones) still lists under an older name. */
export const cityAliases: Readonly<Record<string, string>> = {
  Musanze: 'Ruhengeri',
  Rubavu: 'Gisenyi',
  Huye: 'Butare',
  Karongi: 'Kibuye',
  Rusizi: 'Cyangugu',
  Muhanga: 'Gitarama',
  Gqeberha: 'Port Elizabeth',
  'Zanzibar City': 'Zanzibar',
  Takoradi: 'Sekondi',
};

export const citiesByCountry: Record<string, ReadonlyArray<{ name: string; lat: number; lng: number }>> = cities;
