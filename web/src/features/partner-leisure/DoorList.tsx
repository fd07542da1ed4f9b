// The door on one night: places booked against the night's capacity, arrivals, the night's events, and each booking
// (name, party, event, time) with a button to let its guests in (the server's state machine decides).
import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { type PartnerVenueDoorListQuery, VenueGuestArriveDocument } from '../partner-shared/gql/graphql';
import { Panel } from '../partner-shared/ListingParts';
import { accepted } from '../partner-shared/partner-feedback';
import { NothingYet } from '../partner-shared/ScreenStates';

type Door = PartnerVenueDoorListQuery['partnerVenueDoorList'];

export function DoorList({ list, onChanged }: { list: Door; onChanged: () => void }) {
  const { t } = useTranslation('partners');
  const [arrive, { loading }] = useMutation(VenueGuestArriveDocument);
  const { night } = list;
  async function letIn(id: string, name: string) {
    const result = await arrive({ variables: { id } });
    if (accepted(result.data?.venueGuestArrive.userErrors, t('leisureNights.arrivedNamed', { name }))) onChanged();
  }
  return (
    <Panel as="section" aria-labelledby="door-list" data-testid="door-list">
      <Heading as="h2" size="md" id="door-list" mb="2">
        {t('leisureNights.door')}
      </Heading>
      <Stack gap="1" mb="3" aria-live="polite">
        {night.closed ? (
          <Badge colorPalette="red" alignSelf="start">
            {t('leisureNights.closed')}
          </Badge>
        ) : (
          <Text fontWeight="semibold" data-testid="occupancy">
            {t('leisureNights.occupancy', { count: night.booked, capacity: night.capacity })}
          </Text>
        )}
        <Text color="gray.700">{t('leisureNights.arrived', { count: list.arrivedGuests })}</Text>
        {list.events.map(({ event, booked }) => (
          <Text key={event.id} color="gray.700">
            {t('leisureNights.eventOccupancy', { name: event.name, time: event.startTime, count: booked, capacity: event.capacity })}
          </Text>
        ))}
      </Stack>
      {list.guests.length === 0 ? (
        <NothingYet>{t('leisureNights.noGuests')}</NothingYet>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t('leisureNights.guests')}>
          {list.guests.map(({ booking, event, arrived }) => (
            <Flex as="li" key={booking.id} gap="3" align="center" wrap="wrap" borderTopWidth="1px" pt="2" data-testid="door-guest">
              <Stack gap="0" flex="1" minW="40">
                <Text fontWeight="semibold">{booking.contactName || booking.reference}</Text>
                <Text color="gray.700" fontSize="sm">
                  {[t('leisureNights.party', { count: booking.partySize }), booking.startTime, event?.name ?? t('leisureNights.nightOut')]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
              {arrived ? (
                <Badge colorPalette="green">{t('leisureNights.in')}</Badge>
              ) : (
                <Button
                  size="sm"
                  colorPalette="terracotta"
                  loading={loading}
                  aria-label={t('leisureNights.letInNamed', { name: booking.contactName || booking.reference })}
                  onClick={() => void letIn(booking.id, booking.contactName || booking.reference)}
                >
                  {t('leisureNights.letIn')}
                </Button>
              )}
            </Flex>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
