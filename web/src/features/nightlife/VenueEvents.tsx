// A venue's upcoming events on its page: name, date, start, price per person and what happens; choosing one books
// places at it (its date and start are the event's). The chosen one is marked pressed, for every reader.
import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LeisureReservationQuery } from '../../gql/graphql';
import { formatDate, formatUsd } from '../listings/format';
import { wordsIn } from '../listings/PartnerWords';

export type VenueEvent = NonNullable<LeisureReservationQuery['leisureVenue']>['upcomingEvents'][number];

export function VenueEvents({
  events,
  chosen,
  onChoose,
}: {
  events: readonly VenueEvent[];
  chosen: string | null;
  onChoose: (event: VenueEvent | null) => void;
}) {
  const { t, i18n } = useTranslation('nightlife');
  const language = i18n.resolvedLanguage ?? 'en';
  if (!events.length) return null;
  return (
    <Stack as="section" aria-labelledby="venue-events" gap="3" data-testid="venue-events">
      <Heading as="h2" size="md" id="venue-events">
        {t('events.title')}
      </Heading>
      {events.map((event) => (
        <Card.Root key={event.id} size="sm" data-testid="venue-event" borderColor={chosen === event.id ? 'terracotta.600' : undefined}>
          <Card.Body>
            <Flex gap="3" justify="space-between" align="start" wrap="wrap">
              <Stack gap="1" minW="0">
                <Heading as="h3" size="sm" id={`event-${event.id}`} {...(event.textLanguage ? wordsIn(event.textLanguage) : {})}>
                  {event.name}
                </Heading>
                <Text color="gray.700">{t('events.when', { date: formatDate(event.date, language), time: event.startTime })}</Text>
                <Text fontWeight="semibold" color="terracotta.800">
                  {t('events.perPerson', { price: formatUsd(event.pricePerPerson.amount, language) })}
                </Text>
                {event.description && (
                  <Text color="gray.700" {...(event.textLanguage ? wordsIn(event.textLanguage) : {})}>
                    {event.description}
                  </Text>
                )}
              </Stack>
              <Button
                variant={chosen === event.id ? 'solid' : 'outline'}
                colorPalette="terracotta"
                aria-pressed={chosen === event.id}
                aria-describedby={`event-${event.id}`}
                onClick={() => onChoose(chosen === event.id ? null : event)}
              >
                {t('events.book')}
              </Button>
            </Flex>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

/** The events as schema.org sees them, on the venue's own page. */
export function eventsStructuredData(events: readonly VenueEvent[], venue: { name: string; location: string }, pageUrl: string) {
  return events.map((event) => ({
    '@type': 'Event',
    name: event.name,
    ...(event.description && { description: event.description }),
    startDate: `${event.date}T${event.startTime}`,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: venue.name, address: venue.location },
    offers: { '@type': 'Offer', price: event.pricePerPerson.amount.toFixed(2), priceCurrency: event.pricePerPerson.currency, url: pageUrl },
  }));
}
