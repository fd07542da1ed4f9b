// Which of the manager's venues a screen is about: the one in the address (?venue=), else the first by name.
import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { OptionsSelect } from '../listings/ToolbarSelect';
import { PartnerLeisureVenuesDocument } from '../partner-shared/gql/graphql';

export interface PickedVenue {
  venueId: string | null;
  loading: boolean;
  failed: boolean;
  retry: () => void;
  /** The choice of venue, when there is one to make; `current` names the chosen venue when it is not on the list's first page. */
  picker: (current: string) => ReactNode;
}

export function useVenuePicker(): PickedVenue {
  const { t } = useTranslation('partners');
  const { data, loading, error, refetch } = useQuery(PartnerLeisureVenuesDocument, { variables: { q: null, page: 1 }, fetchPolicy: 'cache-and-network' });
  const venues = data?.partnerLeisureVenues.nodes ?? [];
  const [params, setParams] = useSearchParams();
  const venueId = params.get('venue') ?? venues[0]?.id ?? null;
  const choose = (id: string) => setParams((previous) => ({ ...Object.fromEntries(previous), venue: id }), { replace: true });
  const listed = venues.some((venue) => venue.id === venueId);
  const picker = (current: string) =>
    venueId &&
    (venues.length > 1 || !listed) && (
      <Field.Root maxW="sm">
        <Field.Label>{t('venues.venue')}</Field.Label>
        <OptionsSelect
          data-testid="venue-picker"
          value={venueId}
          onChange={choose}
          options={[...(listed ? [] : [{ value: venueId, label: current }]), ...venues.map((venue) => ({ value: venue.id, label: venue.name }))]}
        />
      </Field.Root>
    );
  return { venueId, loading: loading && !data, failed: !!error && !data, retry: () => void refetch(), picker };
}
