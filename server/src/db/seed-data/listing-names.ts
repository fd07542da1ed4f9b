// Seed data: word lists and templates the seeder combines (with a seeded PRNG) into listing names, descriptions and details.

/*
 * Template placeholders (filled with `fillTemplate`):
 *   {city}      city name from cities.ts          {country}  country display name
 *   {adjective} pick from the matching *Adjectives list
 *   {noun}      pick from the matching *Nouns list
 *   {nounFr}    pick from `frenchNouns` (nicer in francophone countries)
 *   {local}     pick from `countryFlavour[code]`, else `genericFlavour`
 *   {owner}     pick from `hostFirstNames`
 *   {feature}   pick from `landscapeFeatures`
 *   {n}         a number (a tour's length in days, activities.ts)
 */

import type { AfricanCountryCode } from './cities.js';

export type TemplateValues = Readonly<Record<string, string | number>>;

/** Replaces every `{key}` with `values[key]`; unknown keys are left untouched. */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : match));
}

// ---------------------------------------------------------------------------
// Shared words
// ---------------------------------------------------------------------------

/** Local words per country (greetings, landmarks, nature words) used for {local}. */
const flavour = {
  DZ: ['Tassili', 'Hoggar', 'Casbah', 'Yasmina', 'Dar Salam'],
  AO: ['Kizomba', 'Semba', 'Muxima', 'Kwanza'],
  BJ: ['Dahomey', 'Ganvié', 'Amazone', 'Vodun'],
  BW: ['Dumela', 'Pula', 'Tau', 'Legae', 'Motswedi', 'Kalahari'],
  BF: ['Laafi', 'Faso', 'Bogolan', 'Sahel'],
  BI: ['Amahoro', 'Ingoma', 'Karyenda', 'Ubuntu'],
  CV: ['Morabeza', 'Sodade', 'Morna'],
  CM: ['Ndolo', 'Makossa', 'Sawa', 'Mbolo'],
  CF: ['Balao', 'Oubangui', 'Sangha'],
  TD: ['Ennedi', 'Zakouma', 'Sahel', 'Salam'],
  KM: ['Karibu', 'Ylang', 'Ngazidja'],
  CD: ['Mbote', 'Kitoko', 'Bolingo', 'Elikya', 'Malamu'],
  CG: ['Mbote', 'Kitoko', 'Mboka', 'Elonga'],
  CI: ['Akwaba', 'Lagune', 'Ébène', 'Assinie'],
  DJ: ['Nabad', 'Assal', 'Goubet', 'Ardoukoba'],
  EG: ['Ahlan', 'Nefertari', 'Lotus', 'Karnak', 'Amira'],
  GQ: ['Mbolo', 'Bioko', 'Ceiba'],
  ER: ['Selam', 'Dahlak', 'Hamasien'],
  SZ: ['Sawubona', 'Umhlanga', 'Ngwenya', 'Incwala'],
  ET: ['Selam', 'Buna', 'Abay', 'Mesob', 'Simien'],
  GA: ['Mbolo', 'Okoumé', 'Ogooué'],
  GM: ['Teranga', 'Kairaba', 'Jamm', 'Kankurang'],
  GH: ['Akwaaba', 'Sankofa', 'Adinkra', 'Kente', 'Anansi'],
  GN: ['Fouta', 'Djallon', 'Kora'],
  GW: ['Bijagós', 'Kriol', 'Cacheu'],
  KE: ['Jambo', 'Simba', 'Karibu', 'Tembo', 'Twiga', 'Amani', 'Pwani', 'Kilele'],
  LS: ['Khotso', 'Lumela', 'Maloti', 'Nala'],
  LR: ['Lone Star', 'Mamba Point', 'Sapo'],
  LY: ['Leptis', 'Cyrene', 'Ghadames', 'Salam'],
  MG: ['Salama', 'Tsingy', 'Ravinala', 'Fihavanana', 'Veloma'],
  MW: ['Zikomo', 'Moni', 'Mphepo', 'Chimwemwe', 'Nyanja'],
  ML: ['Djoliba', 'Kora', 'Bogolan', 'Djeli', 'Sahel'],
  MR: ['Adrar', 'Chinguetti', 'Salam', 'Sahara'],
  MU: ['Sega', 'Dodo', 'Lagon', 'Soleil'],
  MA: ['Baraka', 'Atlas', 'Zellige', 'Amazigh', 'Kasbah', 'Medina'],
  MZ: ['Kanimambo', 'Marrabenta', 'Bazaruto'],
  NA: ['Etosha', 'Namib', 'Omuramba', 'Oshana', 'Kalahari'],
  NE: ['Aïr', 'Ténéré', 'Sahel'],
  NG: ['Eko', 'Ayo', 'Ife', 'Ire', 'Orisun', 'Sannu', 'Nkem', 'Zuma'],
  RW: ['Ikaze', 'Imena', 'Urugwiro', 'Intore', 'Inzozi', 'Ubumwe', 'Amahoro', 'Umucyo', 'Ineza', 'Inyange'],
  ST: ['Leve-Leve', 'Cacau', 'Obó'],
  SN: ['Teranga', 'Jamm', 'Sabar', 'Thiossane', 'Baobab'],
  SC: ['Coco de Mer', 'Kreol', 'Lagon'],
  SL: ['Salone', 'Kushe', 'Lion Mountain'],
  SO: ['Nabad', 'Hiddo', 'Xamar'],
  ZA: ['Ubuntu', 'Sawubona', 'Indaba', 'Jabulani', 'Thula', 'Umoya', 'Izulu', 'Lekker'],
  SS: ['Imatong', 'Sudd', 'Boma'],
  SD: ['Salam', 'Nubia', 'Meroë'],
  TZ: ['Karibu', 'Kilima', 'Twiga', 'Nyumbani', 'Mnazi', 'Upepo', 'Bahari', 'Kisiwa'],
  TG: ['Woezon', 'Akpé', 'Togoville'],
  TN: ['Yasmine', 'Carthage', 'Zitouna', 'Medina'],
  UG: ['Mirembe', 'Ssanyu', 'Webale', 'Rwenzori', 'Nkima'],
  ZM: ['Zikomo', 'Kuomboka', 'Njovu', 'Mosi-oa-Tunya'],
  ZW: ['Shumba', 'Rufaro', 'Tatenda', 'Chiedza', 'Nzou', 'Mosi-oa-Tunya'],
} as const satisfies Partial<Record<AfricanCountryCode, readonly string[]>>;

/** Local words per ISO alpha-2 code; `undefined` for a code without entries (use `genericFlavour`). */
export const countryFlavour: Readonly<Partial<Record<string, readonly string[]>>> = flavour;

/** Fallback for {local} when a country has no flavour words. */
export const genericFlavour = ['Ubuntu', 'Karibu', 'Baobab', 'Sahel', 'Savanna', 'Amani', 'Teranga', 'Akwaaba'] as const;

/** ISO codes where French-language names ("Hôtel des Palmiers", "Chez Fatou") read naturally. */
export const francophoneCountryCodes = [
  'BJ',
  'BF',
  'BI',
  'CM',
  'CF',
  'TD',
  'KM',
  'CD',
  'CG',
  'CI',
  'DJ',
  'GA',
  'GN',
  'MG',
  'ML',
  'NE',
  'RW',
  'SN',
  'TG',
  'DZ',
  'MA',
  'TN',
  'MR',
  'SC',
  'MU',
] as const satisfies readonly AfricanCountryCode[];

/** Plural French nouns for {nounFr} (e.g. "Hôtel des {nounFr}", "Le Jardin des {nounFr}"). */
export const frenchNouns = [
  'Palmiers',
  'Flamboyants',
  'Baobabs',
  'Collines',
  'Dunes',
  'Lacs',
  'Acacias',
  'Cocotiers',
  'Sables',
  'Manguiers',
  'Orchidées',
  'Volcans',
] as const;

/** Landscape words for {feature} (tour and walk names). */
export const landscapeFeatures = [
  'Crater',
  'Escarpment',
  'Waterfall',
  'Ridge',
  'Volcano',
  'Gorge',
  'Highlands',
  'Canyon',
  'Dune',
  'River Valley',
  'Lakeshore',
  'Forest',
] as const;

/** Pan-African first names for {owner} (guesthouses, family restaurants). */
export const hostFirstNames = [
  'Amina',
  'Kwame',
  'Ngozi',
  'Aline',
  'Moussa',
  'Thandi',
  'Fatou',
  'Juma',
  'Zawadi',
  'Sipho',
  'Mariam',
  'Claudine',
  'Tendai',
  'Abebe',
  'Leila',
  'Youssef',
  'Oumar',
  'Esi',
  'Wanjiru',
  'Chidi',
  'Nadia',
  'Kofi',
  'Aisha',
  'Solange',
] as const;

// ---------------------------------------------------------------------------
// Hotels
// ---------------------------------------------------------------------------

export const hotelTypes = ['luxury', 'boutique', 'safari', 'eco', 'apartment', 'guesthouse'] as const;
export type HotelType = (typeof hotelTypes)[number];

export const hotelAdjectives = [
  'Golden',
  'Sunset',
  'Amber',
  'Royal',
  'Hidden',
  'Whispering',
  'Misty',
  'Wild',
  'Emerald',
  'Copper',
  'Red Earth',
  'Tranquil',
  'Silver',
  'Grand',
  'Secret',
  'Sunrise',
  'Blue',
  'Old',
  'Lazy',
  'Highland',
] as const;

export const hotelNouns = [
  'Acacia',
  'Baobab',
  'Savanna',
  'Marula',
  'Jacaranda',
  'Palm',
  'Tamarind',
  'Fig Tree',
  'Weaver',
  'Hornbill',
  'Kingfisher',
  'Leopard',
  'Elephant',
  'Crested Crane',
  'Flamingo',
  'Dune',
  'Lagoon',
  'Oasis',
  'Springs',
  'River',
  'Lake',
  'Kopje',
  'Papyrus',
  'Sunbird',
  'Fish Eagle',
  'Mango Tree',
] as const;

/** Generic patterns usable for any hotel type. */
export const hotelNamePatterns = [
  '{city} Grand Hotel',
  '{adjective} {noun} Hotel',
  'The {noun} {city}',
  '{local} Hotel & Suites',
  '{city} {noun} Inn',
  'Hotel {local}',
] as const;

/** Patterns tailored per hotel type. */
export const hotelNamePatternsByType = {
  luxury: ['{city} Grand Palace', 'The {adjective} {noun}', '{adjective} {noun} Resort & Spa', 'The {local} {city}', 'Royal {noun} Hotel', '{noun} Bay Resort'],
  boutique: ['The {noun} House', '{local} Boutique Hotel', 'Villa {local}', 'The {adjective} Door', 'Hôtel des {nounFr}', '{city} Loft Hotel'],
  safari: [
    '{adjective} {noun} Lodge',
    '{noun} Safari Camp',
    '{local} Tented Camp',
    '{noun} Plains Lodge',
    '{city} Bush Camp',
    '{adjective} {noun} Safari Lodge',
  ],
  eco: ['{noun} Eco Lodge', '{local} Eco Retreat', '{adjective} {noun} Treehouses', '{noun} Forest Lodge', '{city} Green Camp', '{noun} Hill Eco Cottages'],
  apartment: [
    '{city} Serviced Apartments',
    '{noun} Court Apartments',
    '{noun} Residences {city}',
    '{adjective} {noun} Suites',
    '{local} Apartments',
    'The {noun} Residence',
  ],
  guesthouse: ["{owner}'s Guesthouse", '{local} Guest House', '{noun} Homestay', '{city} Backpackers', 'Chez {owner}', '{noun} Cottage B&B'],
} as const satisfies Record<HotelType, readonly string[]>;

export const hotelDescriptionTemplates = {
  luxury: [
    'An elegant five-star retreat in the heart of {city}, with a spa, an infinity pool and fine dining that celebrates the flavours of {country}.',
    'Spacious suites, attentive butler service and sweeping views make this {city} landmark the address for a special stay in {country}.',
  ],
  boutique: [
    'A characterful boutique hotel in {city} with individually designed rooms, local art on every wall and a rooftop terrace for sundowners.',
    'Just a handful of stylish rooms around a leafy courtyard, a short walk from the best cafés and galleries of {city}.',
  ],
  safari: [
    'A classic safari lodge within easy reach of {city}, with spacious tents, guided game drives and sundowners overlooking the bush.',
    'Fall asleep to the sounds of the wild: canvas suites, a crackling fire pit and expert {country} guides a short drive from {city}.',
  ],
  eco: [
    'A solar-powered eco lodge outside {city}, built from local materials and run hand in hand with the surrounding community.',
    'Low-impact cottages among the trees near {city}, with garden-to-table meals and guided nature walks across {country}.',
  ],
  apartment: [
    'Modern serviced apartments in {city} with a full kitchen, fast Wi-Fi and weekly housekeeping, ideal for longer stays.',
    'Bright one- and two-bedroom apartments close to the centre of {city}, with secure parking and a 24-hour front desk.',
  ],
  guesthouse: [
    'A friendly family-run guesthouse in {city} with home-cooked breakfasts and hosts who know every corner of {country}.',
    'Simple, spotless rooms, a shady garden and a warm welcome: a great-value base for exploring {city}.',
  ],
} as const satisfies Record<HotelType, readonly string[]>;

export const hotelAmenities = [
  'Free Wi-Fi',
  'Swimming pool',
  'Spa',
  'Airport shuttle',
  'Restaurant',
  'Bar',
  'Free parking',
  'Breakfast included',
  'Air conditioning',
  'Fitness centre',
  'Garden',
  'Laundry service',
  'Room service',
  '24-hour front desk',
  'Mosquito nets',
  'Solar power',
  'Game drives',
  'Kids club',
] as const;

// ---------------------------------------------------------------------------
// Tours
// ---------------------------------------------------------------------------

export const tourCategories = ['cultural', 'wildlife', 'adventure'] as const;
export type TourCategory = (typeof tourCategories)[number];

/** Itinerary step titles, in a sensible order (take a prefix or a sorted subset). */
export const tourItinerarySteps = {
  cultural: [
    'Pick-up from your hotel in {city}',
    'Welcome coffee and briefing with your local guide',
    'Guided walk through the historic quarter',
    'Visit to a bustling local market',
    'Hands-on craft workshop with local artisans',
    'Traditional lunch with a host family',
    'Stop at the national museum',
    'Drumming and dance performance',
    'Sunset viewpoint over {city}',
    'Drop-off at your hotel',
  ],
  wildlife: [
    'Pick-up from your hotel in {city}',
    'Drive to the park gate and registration',
    'Game drive at dawn',
    'Bush breakfast in the savanna',
    'Midday rest and lunch at the lodge',
    'Guided bush walk with a ranger',
    'Afternoon boat safari',
    'Sundowner at a scenic viewpoint',
    'Night game drive',
    'Transfer back to {city}',
  ],
  adventure: [
    'Pick-up from your hotel in {city}',
    'Safety briefing and gear fitting',
    'Trailhead start with your guide',
    'Steep ascent through the forest',
    'Picnic lunch with a view',
    'Descent via the waterfall trail',
    'Kayaking on the lake',
    'Campfire dinner under the stars',
    'Celebration drinks with the team',
    'Return transfer to {city}',
  ],
} as const satisfies Record<TourCategory, readonly string[]>;

// ---------------------------------------------------------------------------
// Restaurants
// ---------------------------------------------------------------------------

export const cuisines = ['rwandan', 'african', 'continental', 'international'] as const;
export type Cuisine = (typeof cuisines)[number];

export const restaurantAdjectives = [
  'Golden',
  'Smoky',
  'Rustic',
  'Hungry',
  'Little',
  'Spicy',
  'Happy',
  'Urban',
  'Red Clay',
  'Green',
  'Old Town',
  'Sunny',
] as const;

export const restaurantNouns = [
  'Pepper',
  'Spice',
  'Olive',
  'Mango',
  'Tamarind',
  'Cassava',
  'Plantain',
  'Coffee Bean',
  'Ember',
  'Hearth',
  'Clay Pot',
  'Calabash',
  'Banana Leaf',
  'Fig',
  'Cardamom',
  'Baobab',
] as const;

export const restaurantNamePatterns = {
  rwandan: ['{local} Kitchen', 'Chez {owner}', 'Inzu ya {local}', 'The {noun} Brochette House', '{city} Rwandan Table', 'Ubuntu Grill {city}'],
  african: ["Mama {owner}'s Kitchen", '{local} Grill', 'The {noun} Pot', 'Taste of {country}', '{adjective} {noun} Eatery', 'Pan-African Table {city}'],
  continental: ['Le Jardin des {nounFr}', 'The {adjective} Bistro', '{city} Brasserie', 'Café {noun}', 'The {noun} Terrace', 'La Table de {owner}'],
  international: ['{city} Kitchen & Bar', 'The {noun} Room', 'Fusion {city}', 'The {adjective} Spoon', 'Urban {noun}', 'The Global Table {city}'],
} as const satisfies Record<Cuisine, readonly string[]>;

export interface SeedDish {
  readonly name: string;
  readonly description: string;
  /** Plausible menu price in USD (5-16). */
  readonly priceUsd: number;
}

export const dishesByCuisine = {
  rwandan: [
    { name: 'Goat brochettes with fries', description: 'Skewered goat grilled over charcoal, with chips and pili-pili.', priceUsd: 8 },
    { name: 'Isombe', description: 'Pounded cassava leaves slow-cooked with peanut and palm oil.', priceUsd: 6 },
    { name: 'Agatogo', description: 'Plantain stew with tomato, onion and tender beef.', priceUsd: 7 },
    { name: 'Sambaza', description: 'Crispy fried Lake Kivu sardines with lemon and chili.', priceUsd: 9 },
    { name: 'Grilled Lake Kivu tilapia', description: 'Whole tilapia grilled with garlic, served with plantain.', priceUsd: 14 },
    { name: "Ibihaza n'ibishyimbo", description: 'Pumpkin and beans simmered with onions.', priceUsd: 5 },
    { name: 'Igisafuria chicken pot', description: 'Chicken, banana and vegetables cooked in one pot.', priceUsd: 12 },
    { name: 'Ugali with beef stew', description: 'Maize meal with a rich, slow-cooked beef and tomato stew.', priceUsd: 7 },
  ],
  african: [
    { name: 'Jollof rice with chicken', description: 'Smoky tomato rice with grilled chicken and fried plantain.', priceUsd: 9 },
    { name: 'Nyama choma', description: 'Charcoal-roasted goat with kachumbari salad.', priceUsd: 12 },
    { name: 'Egusi soup with pounded yam', description: 'Melon-seed soup with spinach and assorted meat.', priceUsd: 10 },
    { name: 'Injera with doro wat', description: 'Spicy Ethiopian chicken stew on sourdough flatbread.', priceUsd: 11 },
    { name: 'Thieboudienne', description: 'Senegalese fish and rice with vegetables and tamarind.', priceUsd: 13 },
    { name: 'Chicken yassa', description: 'Chicken marinated in lemon and caramelised onions.', priceUsd: 11 },
    { name: 'Bobotie', description: 'Cape Malay spiced mince baked with an egg custard top.', priceUsd: 10 },
    { name: 'Suya skewers', description: 'Peppery grilled beef with yaji spice and raw onion.', priceUsd: 7 },
    { name: 'Lamb tagine with prunes', description: 'Slow-cooked lamb, prunes and almonds with couscous.', priceUsd: 15 },
  ],
  continental: [
    { name: 'Beef fillet with pepper sauce', description: 'Grilled fillet, green peppercorn sauce and gratin potatoes.', priceUsd: 16 },
    { name: 'Chicken cordon bleu', description: 'Breaded chicken with ham and cheese, seasonal vegetables.', priceUsd: 13 },
    { name: 'Lamb chops with rosemary', description: 'Herb-crusted chops with roast potatoes.', priceUsd: 15 },
    { name: 'Spaghetti bolognese', description: 'Slow-cooked beef ragù with parmesan.', priceUsd: 9 },
    { name: 'Caesar salad', description: 'Cos lettuce, croutons, parmesan and anchovy dressing.', priceUsd: 7 },
    { name: 'Cream of mushroom soup', description: 'Velvety soup with fresh bread.', priceUsd: 5 },
    { name: 'Fish and chips', description: 'Beer-battered Nile perch with tartare sauce.', priceUsd: 10 },
    { name: 'Crème brûlée', description: 'Vanilla custard with a caramelised sugar crust.', priceUsd: 6 },
  ],
  international: [
    { name: 'Classic beef burger', description: 'Grilled beef patty, cheddar, pickles and fries.', priceUsd: 10 },
    { name: 'Margherita pizza', description: 'Wood-fired pizza with tomato, mozzarella and basil.', priceUsd: 9 },
    { name: 'Chicken tikka masala', description: 'Tandoori chicken in a creamy spiced sauce with naan.', priceUsd: 12 },
    { name: 'Pad thai', description: 'Stir-fried rice noodles with prawns, peanuts and lime.', priceUsd: 11 },
    { name: 'Club sandwich', description: 'Triple-decker with chicken, bacon, egg and fries.', priceUsd: 8 },
    { name: 'Sushi platter', description: "Chef's selection of nigiri and maki rolls.", priceUsd: 16 },
    { name: 'Vegetable stir-fry', description: 'Seasonal vegetables, tofu and jasmine rice.', priceUsd: 8 },
    { name: 'Chocolate fondant', description: 'Warm chocolate pudding with vanilla ice cream.', priceUsd: 6 },
  ],
} as const satisfies Record<Cuisine, ReadonlyArray<SeedDish>>;

export const restaurantDescriptionTemplates = {
  rwandan: [
    'Home-style Rwandan cooking in {city}: brochettes from the grill, isombe and fresh fish from Lake Kivu.',
    'A lively local favourite in {city} serving generous Rwandan plates, cold drinks and live football on weekends.',
  ],
  african: [
    'A journey across the continent on one menu, from West African jollof to East African nyama choma, in the heart of {city}.',
    'Bold flavours of {country} and beyond, cooked over charcoal and served in a relaxed garden setting.',
  ],
  continental: [
    'Classic European dishes prepared with local produce from {country}, in an elegant dining room in {city}.',
    'A bistro-style terrace in {city} for steaks, salads and a well-chosen wine list.',
  ],
  international: [
    'Burgers, pizza, curries and sushi under one roof: the easy choice for groups in {city}.',
    'A modern all-day kitchen in {city} with a global menu, great coffee and a cocktail bar.',
  ],
} as const satisfies Record<Cuisine, readonly string[]>;

// ---------------------------------------------------------------------------
// Leisure (nightlife, events, sports)
// ---------------------------------------------------------------------------

export const leisureTypes = ['bar', 'club', 'walk', 'events', 'festivals', 'sports'] as const;
export type LeisureType = (typeof leisureTypes)[number];

export const leisureAdjectives = [
  'Neon',
  'Velvet',
  'Golden',
  'Midnight',
  'Electric',
  'Hidden',
  'Blue',
  'Wild',
  'Rooftop',
  'Starlit',
  'Copper',
  'Afterglow',
] as const;

export const leisureNouns = [
  'Moon',
  'Star',
  'Ember',
  'Drum',
  'Rhythm',
  'Lantern',
  'Skyline',
  'Firefly',
  'Kora',
  'Baobab',
  'Horizon',
  'Sunset',
  'Groove',
  'Pulse',
] as const;

export const leisureNamePatterns = {
  bar: ['{adjective} {noun} Bar', 'The {noun} Rooftop', '{city} Sky Lounge', '{local} Lounge', 'Sundowner Deck {city}', 'The {noun} Tap Room'],
  club: ['Club {local}', '{noun} Nightclub', '{city} Underground', 'Pulse {city}', 'The {adjective} Room', '{adjective} {noun} Club'],
  walk: [
    '{city} Night Walk',
    '{city} Street Art Walk',
    'Lantern Walk through {city}',
    '{city} Bar Hop',
    '{city} After Dark Food Walk',
    'Sunset Walk along the {feature}',
  ],
  events: ['{city} Live Sessions', 'Jazz Night at the {noun}', '{local} Comedy Night', 'Open Mic {city}', '{city} Art & Wine Evening', 'Silent Disco {city}'],
  festivals: [
    '{city} Music Festival',
    '{local} Festival',
    '{country} Food & Culture Fest',
    '{city} Jazz Festival',
    'Festival of the {noun}',
    '{city} Film Festival',
  ],
  sports: ['{city} Derby Day', '{city} Marathon', 'Basketball Night at {city} Arena', 'Beach Volleyball {city}', '{city} Cycling Classic', '{city} Golf Day'],
} as const satisfies Record<LeisureType, readonly string[]>;

export const leisureDescriptionTemplates = {
  bar: [
    'Craft cocktails, cold local beers and a view over {city}: the place to start the evening.',
    'A laid-back bar in {city} with DJs on Fridays, bites from the grill and the best sundowners in town.',
  ],
  club: [
    'The heartbeat of {city} nightlife: afrobeats, amapiano and house until sunrise.',
    'A packed dance floor, guest DJs from across {country} and a sound system that shakes the walls.',
  ],
  walk: [
    'Discover {city} after dark with a local guide: street food, hidden bars and live music along the way.',
    'A guided evening stroll through the liveliest neighbourhoods of {city}, with tastings included.',
  ],
  events: [
    'An evening of live music, comedy and conversation in {city}, with new line-ups every week.',
    'Catch the creative scene of {country} on one stage: local artists, poets and bands.',
  ],
  festivals: [
    'Several days of music, food and art that draw crowds from all over {country} to {city}.',
    'A celebration of the sounds and flavours of {country}, with headline acts, craft stalls and family activities.',
  ],
  sports: [
    'Join thousands of fans in {city} for a match-day atmosphere you will not forget.',
    'From the start line to the final whistle: the biggest sporting event on the {city} calendar.',
  ],
} as const satisfies Record<LeisureType, readonly string[]>;

export const musicGenres = [
  'Afrobeats',
  'Amapiano',
  'Afro House',
  'Bongo Flava',
  'Gengetone',
  'Highlife',
  'Congolese Rumba',
  'Mbalax',
  'Kwaito',
  'Gqom',
  'Soukous',
  'Taarab',
  'Gnawa',
  'Raï',
  'Coupé-Décalé',
  'Ethio-Jazz',
  'Kizomba',
  'Hip-Hop',
] as const;

/** Invented DJ stage names for events and club line-ups. */
export const djNames = [
  'DJ Kivu Waves',
  'Selecta Baobab',
  'DJ Amani',
  'Kofi Deep',
  'DJ Zuri',
  'Mama Vibes',
  'DJ Tembo',
  'Nala Beats',
  'DJ Kora Kid',
  'Sahara Selector',
  'DJ Jabali',
  'Makeda Groove',
  'DJ Simba Sound',
  'Lagos Low End',
  'DJ Umoja',
  'Ayo Piano',
  'DJ Nyota',
  'Kente Collective',
  'DJ Savanna Nights',
  'DJ Ubuntu',
  'Sunset Sefu',
  'DJ Mvua',
  'Kasbah Kid',
  'DJ Malaika',
  'Tamu Tunes',
  'DJ Kilele',
  'Nile Drift',
  'DJ Imena',
  'Dakar Drum Machine',
  'DJ Kigali Heat',
  'Zawadi B2B Juma',
] as const;

// ---------------------------------------------------------------------------
// Transport
// ---------------------------------------------------------------------------

export const transportTypes = ['safari', 'city', 'group', 'motorcycle'] as const;
export type TransportType = (typeof transportTypes)[number];

export const transportAdjectives = [
  'Swift',
  'Reliable',
  'Golden',
  'Red Dust',
  'Savanna',
  'Highland',
  'Express',
  'Safe Hands',
  'Easy',
  'Sunrise',
  'Blue Sky',
  'Trusty',
] as const;

export const transportNouns = ['Zebra', 'Impala', 'Cheetah', 'Gazelle', 'Rhino', 'Kudu', 'Eland', 'Buffalo', 'Oryx', 'Falcon'] as const;

export const transportNamePatterns = {
  safari: [
    '{adjective} Safari Cruisers',
    '{country} Overland Safaris',
    '{noun} 4x4 Expeditions',
    '{local} Safari Vehicles',
    '{city} Game Drive Hire',
    '{adjective} {noun} Safaris',
  ],
  city: ['{city} Airport Transfers', '{city} City Cabs', '{local} Rides', '{adjective} Chauffeur Services', '{noun} Car Hire {city}', '{city} Executive Cars'],
  group: ['{city} Shuttle Co.', '{country} Coach Lines', '{adjective} {noun} Shuttles', '{local} Express', '{city} Group Transfers', '{noun} Tours & Buses'],
  motorcycle: [
    '{city} Moto Taxi',
    '{adjective} Motorbike Tours',
    '{noun} Dirt Bike Adventures',
    '{city} Scooter Rental',
    '{country} Enduro Trails',
    '{local} Riders',
  ],
} as const satisfies Record<TransportType, readonly string[]>;

export interface SeedVehicleModel {
  readonly model: string;
  /** Passenger seats (excluding the driver). */
  readonly seats: number;
}

export const vehicleModels = {
  safari: [
    { model: 'Toyota Land Cruiser 70', seats: 7 },
    { model: 'Toyota Land Cruiser 79 pop-top', seats: 7 },
    { model: 'Land Rover Defender 110', seats: 6 },
    { model: 'Toyota Land Cruiser Prado', seats: 5 },
    { model: 'Nissan Patrol Y61', seats: 6 },
    { model: 'Toyota Hilux Double Cab', seats: 4 },
  ],
  city: [
    { model: 'Toyota Corolla', seats: 4 },
    { model: 'Toyota Prius', seats: 4 },
    { model: 'Volkswagen Polo Vivo', seats: 4 },
    { model: 'Suzuki Swift', seats: 4 },
    { model: 'Hyundai Tucson', seats: 4 },
    { model: 'Toyota RAV4', seats: 4 },
    { model: 'Mercedes-Benz E-Class', seats: 3 },
  ],
  group: [
    { model: 'Toyota HiAce', seats: 14 },
    { model: 'Mercedes-Benz Sprinter', seats: 16 },
    { model: 'Toyota Coaster', seats: 29 },
    { model: 'Nissan Civilian', seats: 26 },
    { model: 'King Long XMQ6900', seats: 35 },
    { model: 'Yutong ZK6122H9', seats: 49 },
  ],
  motorcycle: [
    { model: 'Honda CRF 250L', seats: 1 },
    { model: 'Yamaha XT250', seats: 1 },
    { model: 'Honda XR150L', seats: 1 },
    { model: 'TVS Apache RTR 160', seats: 1 },
    { model: 'Bajaj Boxer BM 150', seats: 1 },
    { model: 'Suzuki DR650', seats: 1 },
    { model: 'BMW R 1250 GS', seats: 1 },
  ],
} as const satisfies Record<TransportType, ReadonlyArray<SeedVehicleModel>>;

export const transportDescriptionTemplates = {
  safari: [
    'Pop-top 4x4 safari vehicles with experienced driver-guides, charging points and cool boxes, departing from {city}.',
    'Self-drive or chauffeured safari vehicles fully equipped for the parks of {country}, with rooftop tents on request.',
  ],
  city: [
    'Punctual airport transfers and city rides in {city} with professional, English-speaking drivers.',
    'Clean, air-conditioned cars for getting around {city} by the hour or by the day, with fixed transparent prices.',
  ],
  group: [
    'Comfortable minibuses and coaches for groups, conferences and weddings, anywhere in {country}.',
    'Shared and private shuttles between {city} and the main destinations of {country}, with luggage space for everyone.',
  ],
  motorcycle: [
    'Quick and affordable moto rides across {city} with licensed riders and helmets for passengers.',
    'Guided motorbike tours and well-maintained rental bikes for exploring the back roads of {country}.',
  ],
} as const satisfies Record<TransportType, readonly string[]>;
