// `cancellationCases` on each listing type: the rules of spec §9 its bookings fall under, named as the shared policy
// names them (shared/src/cancellation-policy.ts), so the listing's page shows its own terms in the reader's language.
import { FieldResolver, Resolver, Root } from 'type-graphql';
import type { PolicyListing } from '../bookings/booking-kind.js';
import type { KindDefinition } from './kind-definition.js';
import { listingKinds } from './kind-registry.js';

function cancellationResolver(kind: KindDefinition) {
  @Resolver(() => kind.entity())
  class ListingCancellationResolver {
    @FieldResolver(() => [String], {
      description: 'Ids of the cancellation rules its bookings fall under (the policy cases of the cancellation page), the usual one first',
    })
    cancellationCases(@Root() listing: PolicyListing): readonly string[] {
      return kind.booking.policyCasesOf(listing);
    }
  }
  return ListingCancellationResolver;
}

/** One per registered kind, made when the schema is built. */
export const listingCancellationResolvers = () => listingKinds().map(cancellationResolver);
