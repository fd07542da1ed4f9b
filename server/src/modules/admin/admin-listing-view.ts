// A listing entity of any kind in the one shape the back office reads (AdminListing).
import type { CountryService } from '../countries/country.service.js';
import { Money } from '../listings/money.js';
import { type AdminListingKind, type AnyListing, adminKindOf } from './admin-listing-kinds.js';
import { AdminListing } from './admin.types.js';

export function adminListingView(countries: CountryService, kindName: AdminListingKind, listing: AnyListing): AdminListing {
  const kind = adminKindOf(kindName);
  return Object.assign(new AdminListing(), {
    id: listing.id,
    kind: kindName,
    name: listing.name,
    description: listing.description,
    countryCode: listing.country.code,
    cityId: listing.city.id,
    cityName: countries.city(listing.city.id)?.name ?? '',
    imagePath: listing.imagePath,
    active: kind.isActive(listing),
    type: kind.typeOf(listing),
    price: Money.of(kind.priceMinor(listing), listing.currency),
    stars: 'stars' in listing ? listing.stars : null,
    owner: listing.owner,
    createdAt: listing.createdAt,
  });
}
