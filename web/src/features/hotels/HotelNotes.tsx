// A hotel's booking page below its form, painted by the server and alive once used (app/painted-later.tsx): its house
// rules and amenities, its notes and its cancellation terms.
import { Stack } from '@chakra-ui/react';
import type { HotelDetailsQuery } from '../../gql/graphql';
import { CancellationTerms } from '../listings/CancellationTerms';
import { ListingPolicies } from '../listings/ListingPolicies';
import { HotelHouseRules } from './HotelHouseRules';

export function HotelNotes({ hotel }: { hotel: NonNullable<HotelDetailsQuery['hotel']> }) {
  return (
    <Stack gap="5">
      <HotelHouseRules hotel={hotel} />
      {/* The house rules above show the hotel's structured rules; its notes follow here. */}
      <ListingPolicies policies={{ ...hotel.listingPolicies, rules: [] }} />
      <CancellationTerms caseIds={hotel.cancellationCases} />
    </Stack>
  );
}
