// Seed data: tours that exist where they are sold. Each country's signature activities (gorillas where gorillas
// live, the Big Five where they roam, dunes where there is desert) and the everyday tours any city offers, each
// with its own length, a price in the range real operators charge, and the bundled picture that shows it.
//
// Templates: {city}, {country}, {feature} and {n} (the tour's days), as in listing-names.ts.
// Pictures (server/assets/media/tours, see each SVG's <title>): 01 giraffes on the savanna, 02 a mountain trail,
// 03 a gorilla in rainforest, 04 a village with drummers, 05 a waterfall, 06 a balloon over elephants,
// 07 a felucca on the Nile, 08 camels on Sahara dunes.

import type { TourCategory } from '../../modules/listings/tours/tour.enums.js';
import type { AfricanCountryCode } from './cities.js';

/** Which itinerary a tour follows (tourItinerarySteps in listing-names.ts, and the ones below). */
export type ItineraryKind = `${TourCategory}` | 'primates' | 'desert' | 'water';

export interface Activity {
  name: string;
  category: `${TourCategory}`;
  /** Lengths it is sold in, in days; names with {n} say it. */
  days: readonly number[];
  /** Dollars per person per day, as operators there charge (permits and park fees included). */
  pricePerDay: readonly [number, number];
  image: '01' | '02' | '03' | '04' | '05' | '06' | '07' | '08';
  itinerary: ItineraryKind;
  description: string;
}

/** An activity under the name that fits each of its lengths: a day trip's name for one day, "{n}-Day ..." for more. */
function byLength(activity: Omit<Activity, 'name'>, oneDay: string, severalDays: string): Activity[] {
  const single = activity.days.filter((days) => days === 1);
  const several = activity.days.filter((days) => days > 1);
  return [
    ...(single.length ? [{ ...activity, name: oneDay, days: single }] : []),
    ...(several.length ? [{ ...activity, name: severalDays, days: several }] : []),
  ];
}

const bigFive = (park: string, hub: string): Activity => ({
  name: `{n}-Day ${park} Big Five Safari`,
  category: 'wildlife',
  days: [2, 3, 4, 5],
  pricePerDay: [220, 520],
  image: '06',
  itinerary: 'wildlife',
  description: `Lion, leopard, elephant, buffalo and rhino in ${park}: game drives at dawn and dusk with a ranger who knows the park, from ${hub}.`,
});

const gameDrive = (park: string, days: readonly number[] = [1, 2, 3], pricePerDay: readonly [number, number] = [120, 320]): Activity[] =>
  byLength(
    {
      category: 'wildlife',
      days,
      pricePerDay,
      image: '01',
      itinerary: 'wildlife',
      description: `Game drives in ${park} with a ranger in a pop-top vehicle, park fees included, starting early for the best sightings.`,
    },
    `${park} Game Drive from {city}`,
    `{n}-Day ${park} Safari`,
  );

/** A desert trip to `place` as travellers say it ("the Sahara"); `names` when "{place} Desert" does not read well (an empty name for a length it is not sold in). */
const desert = (place: string, days: readonly number[], pricePerDay: readonly [number, number], names?: { oneDay: string; severalDays: string }): Activity[] =>
  byLength(
    {
      category: 'adventure',
      days,
      pricePerDay,
      image: '08',
      itinerary: 'desert',
      description: `Dunes, silence and a sky full of stars: ${place} by 4x4 and on foot, with a night in a desert camp on the longer trips.`,
    },
    names?.oneDay ?? `${place} Desert Day Trip from {city}`,
    names?.severalDays ?? `{n}-Day ${place} Desert Expedition`,
  );

const trek = (summit: string, days: readonly number[], pricePerDay: readonly [number, number]): Activity[] =>
  byLength(
    {
      category: 'adventure',
      days,
      pricePerDay,
      image: '02',
      itinerary: 'adventure',
      description: `A guided climb of ${summit} with porters and mountain guides, paced for acclimatisation, all gear checked before the start.`,
    },
    `${summit} Day Hike`,
    `{n}-Day ${summit} Trek`,
  );

const waterfall = (falls: string): Activity => ({
  name: `${falls} Day Trip from {city}`,
  category: 'adventure',
  days: [1],
  pricePerDay: [60, 180],
  image: '05',
  itinerary: 'water',
  description: `The spray, the rainbow and the roar of ${falls}, with a guided walk along the rim and time to swim where it is safe.`,
});

const primates = (animal: string, park: string, days: readonly number[], pricePerDay: readonly [number, number]): Activity[] =>
  byLength(
    {
      category: 'wildlife',
      days,
      pricePerDay,
      image: '03',
      itinerary: 'primates',
      description: `An hour with a habituated ${animal.toLowerCase()} family in ${park}, permit included, after a trek through the forest with trackers.`,
    },
    `${animal} Trekking in ${park}`,
    `{n}-Day ${animal} Trekking in ${park}`,
  );

const nile = (start: string): Activity => ({
  name: `{n}-Day Nile Felucca Cruise from ${start}`,
  category: 'cultural',
  days: [2, 3, 4],
  pricePerDay: [45, 140],
  image: '07',
  itinerary: 'water',
  description: 'Sail the Nile between temples and villages on a felucca, sleeping on deck or ashore, with the temples of Kom Ombo and Edfu on the way.',
});

const beach = (coast: string): Activity => ({
  name: `${coast} Snorkelling and Dhow Day`,
  category: 'adventure',
  days: [1],
  pricePerDay: [45, 130],
  image: '05',
  itinerary: 'water',
  description: `Reefs, a sandbank lunch and a sunset sail along ${coast} on a traditional boat, snorkelling gear included.`,
});

/** Each country's own tours; countries not listed sell the everyday tours only. */
export const signatureActivities: Partial<Record<AfricanCountryCode, readonly Activity[]>> = {
  RW: [
    ...primates('Gorilla', 'Volcanoes National Park', [1, 3], [1600, 2100]),
    ...primates('Chimpanzee', 'Nyungwe Forest', [1, 2], [180, 320]),
    ...gameDrive('Akagera'),
    ...trek('Mount Bisoke', [1], [90, 160]),
  ],
  UG: [
    ...primates('Gorilla', 'Bwindi Impenetrable Forest', [1, 3], [850, 1250]),
    ...primates('Chimpanzee', 'Kibale Forest', [1, 2], [220, 380]),
    ...gameDrive('Queen Elizabeth', [2, 3], [150, 300]),
    ...gameDrive('Murchison Falls', [2, 3], [150, 300]),
    { ...waterfall('the Source of the Nile'), name: 'White-Water Rafting on the Nile from Jinja', pricePerDay: [110, 160] },
  ],
  CD: [...primates('Gorilla', 'Virunga National Park', [2, 3], [600, 900]), ...trek('Nyiragongo Volcano', [2], [300, 450])],
  KE: [
    bigFive('Maasai Mara', 'Nairobi'),
    ...gameDrive('Nairobi National Park', [1], [90, 220]),
    ...gameDrive('Amboseli', [2, 3], [220, 450]),
    ...trek('Mount Kenya', [4, 5], [180, 300]),
    beach('the Diani coast'),
  ],
  TZ: [
    bigFive('Serengeti', 'Arusha'),
    ...gameDrive('Ngorongoro Crater', [1, 2], [250, 450]),
    ...trek('Kilimanjaro', [6, 7], [280, 420]),
    beach('Zanzibar'),
    {
      name: 'Stone Town Spice and Heritage Tour',
      category: 'cultural',
      days: [1],
      pricePerDay: [30, 70],
      image: '04',
      itinerary: 'cultural',
      description: 'The carved doors, the old slave market and a spice farm of Zanzibar, with a lunch cooked with what was picked.',
    },
  ],
  ZA: [
    bigFive('Kruger', 'Hoedspruit'),
    ...gameDrive('Pilanesberg', [1], [120, 240]),
    ...trek('Table Mountain', [1], [60, 140]),
    ...trek('Drakensberg Amphitheatre', [2, 3], [110, 220]),
  ],
  BW: [
    ...gameDrive('Okavango Delta', [2, 3, 4], [350, 750]),
    ...gameDrive('Chobe', [1, 2], [160, 380]),
    ...desert('the Makgadikgadi Pans', [2, 3], [250, 450], { oneDay: '', severalDays: '{n}-Day Makgadikgadi Pans Expedition' }),
  ],
  NA: [
    ...desert('Namib', [1, 2, 3], [120, 320]),
    ...desert('Sossusvlei', [2, 3], [150, 340], { oneDay: '', severalDays: '{n}-Day Sossusvlei Dunes Safari' }),
    ...gameDrive('Etosha', [2, 3, 4], [180, 380]),
  ],
  ZM: [waterfall('Victoria Falls'), ...gameDrive('South Luangwa', [2, 3], [250, 520]), ...gameDrive('Lower Zambezi', [2, 3], [250, 520])],
  ZW: [waterfall('Victoria Falls'), ...gameDrive('Hwange', [2, 3], [200, 420]), ...gameDrive('Mana Pools', [2, 3], [250, 500])],
  MA: [
    ...desert('the Sahara', [2, 3], [70, 170], { oneDay: '', severalDays: '{n}-Day Sahara Desert Expedition' }),
    ...desert('Erg Chebbi', [1, 2], [60, 150], { oneDay: 'Erg Chebbi Sunset Camel Ride', severalDays: '{n}-Day Erg Chebbi Camel Trek' }),
    ...trek('Toubkal', [2, 3], [70, 150]),
  ],
  EG: [
    ...desert('the White Desert', [1, 2], [90, 200], { oneDay: 'White Desert Day Trip from {city}', severalDays: '{n}-Day White Desert Expedition' }),
    nile('Aswan'),
    ...desert('Sinai', [1], [40, 110], { oneDay: 'Sinai Desert Sunrise from {city}', severalDays: '' }),
    { ...beach('the Red Sea'), name: 'Red Sea Reef Snorkelling from {city}' },
  ],
  TN: [...desert('the Sahara', [2, 3], [70, 160], { oneDay: '', severalDays: '{n}-Day Sahara Desert Expedition' })],
  DZ: [...desert('Tassili n’Ajjer', [3, 5], [90, 200])],
  MR: [...desert('Adrar', [2, 3], [70, 160])],
  SD: [...desert('the Nubian Desert', [2, 3], [90, 200], { oneDay: '', severalDays: '{n}-Day Meroë Pyramids and Nubian Desert' })],
  ET: [...trek('Simien Mountains', [2, 3, 4], [90, 180])],
  MG: [...primates('Lemur', 'Andasibe', [1, 2], [60, 140])],
  MW: [beach('Lake Malawi')],
  MZ: [beach('the Bazaruto Archipelago')],
  GH: [...gameDrive('Mole National Park', [2], [90, 180])],
  SN: [...gameDrive('Niokolo-Koba', [2, 3], [90, 190])],
  BJ: [...gameDrive('Pendjari', [2, 3], [100, 200])],
  CM: [...trek('Mount Cameroon', [2, 3], [80, 160])],
  LS: [...trek('Maloti Mountains', [1, 2], [60, 140])],
  SC: [beach('La Digue')],
  MU: [beach('the Le Morne lagoon')],
};

/** The tours any city sells: walks, food, crafts, a hike nearby; each only in the lengths its name fits. */
export const everydayActivities: readonly Activity[] = [
  ...[
    '{city} Heritage Walk',
    '{city} Markets & Crafts Tour',
    'Taste of {country}: {city} Food Tour',
    '{city} Museums & Monuments Tour',
    '{city} Old Town on Foot',
  ].map(
    (name): Activity => ({
      name,
      category: 'cultural',
      days: [1],
      pricePerDay: [25, 80],
      image: '04',
      itinerary: 'cultural',
      description: 'Meet the people, taste the food and hear the stories that shape {city}, guided by a local who grew up here.',
    }),
  ),
  {
    name: 'Drums and Dance Evening in {city}',
    category: 'cultural',
    days: [1],
    pricePerDay: [20, 60],
    image: '04',
    itinerary: 'cultural',
    description: 'An evening of drumming, dance and supper with musicians from {city}, with a lesson for anyone who wants to join in.',
  },
  {
    name: 'Village Life Experience near {city}',
    category: 'cultural',
    days: [1, 2],
    pricePerDay: [35, 90],
    image: '04',
    itinerary: 'cultural',
    description: 'A day or a night with a host family outside {city}: the fields, the cooking, the crafts and the stories of {country}.',
  },
  {
    name: '{n}-Day {country} Culture Trail',
    category: 'cultural',
    days: [3, 5],
    pricePerDay: [60, 140],
    image: '04',
    itinerary: 'cultural',
    description: 'A relaxed journey through the history, crafts and music of {country}, starting and ending in {city}.',
  },
  {
    name: '{feature} Hike from {city}',
    category: 'adventure',
    days: [1],
    pricePerDay: [35, 95],
    image: '02',
    itinerary: 'adventure',
    description: 'Trails and wide open views: an active day out from {city} for travellers with a reasonable level of fitness.',
  },
  {
    name: 'Mountain Biking the {city} Hills',
    category: 'adventure',
    days: [1],
    pricePerDay: [40, 110],
    image: '02',
    itinerary: 'adventure',
    description: 'Get your heart pumping on a guided ride from {city}, with a bike, a helmet and a local guide included.',
  },
];

/** Itineraries of the tours whose days are not a game drive, a hike or a city walk (those are in listing-names.ts). */
export const activityItinerarySteps = {
  primates: [
    'Pick-up from your lodge before dawn',
    'Briefing at the park headquarters',
    'Trek through the forest with trackers',
    'One hour with the habituated family',
    'Picnic lunch at the forest edge',
    'Certificate and return to {city}',
  ],
  desert: [
    'Pick-up from your hotel in {city}',
    'Drive to the edge of the dunes',
    'Walk or camel ride to the high dunes',
    'Sunset over the sand',
    'Dinner and a night in a desert camp',
    'Sunrise from the dune crest',
    'Return transfer to {city}',
  ],
  water: [
    'Pick-up from your hotel in {city}',
    'Briefing and safety gear',
    'On the water with your guide',
    'Lunch on the shore',
    'Swim, snorkel or walk to the viewpoint',
    'Return transfer to {city}',
  ],
} as const satisfies Record<Exclude<ItineraryKind, `${TourCategory}`>, readonly string[]>;
