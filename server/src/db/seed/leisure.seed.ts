// Leisure venues for every country: bars and clubs with DJs and late hours, walks, events, festivals, sports.
import type { EntityManager } from '@mikro-orm/postgresql';
import { LeisureVenue } from '../../modules/listings/leisure/leisure.entity.js';
import { LeisureType } from '../../modules/listings/leisure/leisure.enums.js';
import { Role } from '../../modules/users/role.js';
import type { User } from '../../modules/users/user.entity.js';
import { djNames, leisureAdjectives, leisureDescriptionTemplates, leisureNamePatterns, leisureNouns } from '../seed-data/listing-names.js';
import { clock, pickSome, seedEachCountry, seedImage } from './listing-seed.js';
import { description, listingName, uniqueName } from './names.js';

/** Opening and closing hours per type; hours past 24 close after midnight. */
const hours: Record<LeisureType, Array<[number, number]>> = {
  [LeisureType.BAR]: [
    [11, 23],
    [16, 25],
    [17, 26],
    [12, 24],
  ],
  [LeisureType.CLUB]: [
    [21, 28],
    [22, 29],
    [20, 27],
  ],
  [LeisureType.WALK]: [
    [17, 21],
    [18, 22],
    [16, 20],
  ],
  [LeisureType.EVENTS]: [
    [18, 23],
    [19, 24],
    [14, 22],
  ],
  [LeisureType.FESTIVALS]: [
    [10, 23],
    [12, 26],
    [9, 22],
  ],
  [LeisureType.SPORTS]: [
    [9, 18],
    [13, 22],
    [6, 14],
  ],
};
const capacity: Record<LeisureType, [number, number]> = {
  [LeisureType.BAR]: [40, 160],
  [LeisureType.CLUB]: [150, 1200],
  [LeisureType.WALK]: [8, 25],
  [LeisureType.EVENTS]: [80, 400],
  [LeisureType.FESTIVALS]: [2000, 30000],
  [LeisureType.SPORTS]: [5000, 60000],
};
/** Bundled pictures that show each kind of venue. */
const images: Record<LeisureType, string[]> = {
  [LeisureType.BAR]: ['01', '08'],
  [LeisureType.CLUB]: ['02'],
  [LeisureType.WALK]: ['03'],
  [LeisureType.EVENTS]: ['04', '07'],
  [LeisureType.FESTIVALS]: ['05'],
  [LeisureType.SPORTS]: ['06'],
};
const withDjs = new Set([LeisureType.BAR, LeisureType.CLUB, LeisureType.EVENTS, LeisureType.FESTIVALS]);

export async function seedLeisure(em: EntityManager, demoManager: User, partnerHash: string): Promise<void> {
  await seedEachCountry(em, 'leisure', Role.LEISURE_MANAGER, demoManager, partnerHash, (seed) => {
    const { random } = seed;
    for (let index = 0; index < seed.count; index++) {
      const city = seed.pickCity();
      const place = seed.place(city);
      const type = random.pick(Object.values(LeisureType));
      const name = uniqueName(
        seed.usedNames,
        () => listingName(random, leisureNamePatterns[type], { adjectives: leisureAdjectives, nouns: leisureNouns }, place),
        city.name,
      );
      const [opens, closes] = random.pick(hours[type]);
      const priceLevel = random.int(1, 4);
      em.create(LeisureVenue, {
        ...seed.listing(city, name),
        type,
        description: description(random, leisureDescriptionTemplates[type], place),
        openTime: clock(opens, random.pick([0, 0, 30])),
        closeTime: clock(closes),
        djs: withDjs.has(type) ? pickSome(random, djNames, random.int(1, 3)) : [],
        priceLevel,
        // Entry or average spend grows with the price level ($ is 3-10, $$$$ is 36-80 at the continent's middle), and with how dear the country is.
        entryPriceMinor: Math.max(1, Math.round(random.int([3, 11, 21, 36][priceLevel - 1]!, [10, 20, 35, 80][priceLevel - 1]!) * seed.priceLevel)) * 100,
        capacity: random.int(...capacity[type]),
        imagePath: seedImage(random, 'leisure', images[type]),
        popularity: random.int(0, 1000),
        searchText: `${name} ${city.name} ${type}`.toLowerCase(),
      });
    }
  });
}
