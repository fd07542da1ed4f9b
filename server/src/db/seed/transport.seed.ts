// Transport services for every country, each with a small fleet of real vehicle models.
import type { EntityManager } from '@mikro-orm/postgresql';
import { TransportService, Vehicle } from '../../modules/listings/transport/transport.entity.js';
import { TransportStatus, TransportType } from '../../modules/listings/transport/transport.enums.js';
import { Role } from '../../modules/users/role.js';
import type { User } from '../../modules/users/user.entity.js';
import {
  type SeedVehicleModel,
  transportAdjectives,
  transportDescriptionTemplates,
  transportNamePatterns,
  transportNouns,
  vehicleModels,
} from '../seed-data/listing-names.js';
import { seedEachCountry, seedImage } from './listing-seed.js';
import { description, listingName, uniqueName } from './names.js';

/** Dollars per day. */
const pricePerDay: Record<TransportType, [number, number]> = {
  [TransportType.SAFARI]: [120, 350],
  [TransportType.CITY]: [35, 95],
  [TransportType.GROUP]: [90, 320],
  [TransportType.MOTORCYCLE]: [15, 60],
};
const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** Bundled pictures that show each kind of service. */
const images: Record<TransportType, string[]> = {
  [TransportType.SAFARI]: ['01', '02', '05', '08'],
  [TransportType.CITY]: ['06'],
  [TransportType.GROUP]: ['03', '07'],
  [TransportType.MOTORCYCLE]: ['04'],
};

export async function seedTransport(em: EntityManager, demoBusiness: User, partnerHash: string): Promise<void> {
  await seedEachCountry(em, 'transport', Role.TRANSPORT_BUSINESS, demoBusiness, partnerHash, (seed) => {
    const { random } = seed;
    for (let index = 0; index < seed.count; index++) {
      const city = seed.pickCity();
      const place = seed.place(city);
      const type = random.pick(Object.values(TransportType));
      const name = uniqueName(
        seed.usedNames,
        () => listingName(random, transportNamePatterns[type], { adjectives: transportAdjectives, nouns: transportNouns }, place),
        city.name,
      );
      const service = em.create(TransportService, {
        ...seed.listing(city, name),
        type,
        description: description(random, transportDescriptionTemplates[type], place),
        pricePerDayMinor: seed.price(...pricePerDay[type]),
        // A few services are paused by their owner: the public never sees them.
        status: random.next() < 0.08 ? TransportStatus.INACTIVE : TransportStatus.ACTIVE,
        imagePath: seedImage(random, 'transport', images[type]),
        popularity: random.int(0, 1000),
        searchText: `${name} ${city.name} ${type}`.toLowerCase(),
      });
      const fleet = random.int(1, 4);
      for (let number = 0; number < fleet; number++) {
        const model = random.pick<SeedVehicleModel>(vehicleModels[type]);
        em.create(Vehicle, {
          service,
          model: model.model,
          seats: model.seats,
          // Country, listing number and fleet position make the plate unique.
          plate: `${seed.country.code} ${String(index + 1).padStart(3, '0')}${letters[number]} ${random.pick([...letters])}${random.pick([...letters])}`,
        });
      }
    }
  });
}
