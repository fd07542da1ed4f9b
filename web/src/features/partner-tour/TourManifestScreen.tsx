// Who travels on one departure (the organizer's manifest): the headcount, then each booking with its contact, party
// and named guests with their pick-up points. Printed as it reads: the print stylesheet keeps only the manifest.
import { Badge, Box, Button, Flex, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ScreenTitle } from '../backoffice/BackOfficeLayout';
import { formatDate } from '../listings/format';
import { TourDepartureManifestDocument, type TourDepartureManifestQuery } from '../partner-shared/gql/graphql';
import { LoadFailed, LoadingRows, NothingYet } from '../partner-shared/ScreenStates';
import { Panel } from '../partner-shared/ListingParts';

/** On paper only the manifest shows, in black on white, its table whole. */
const PRINT_STYLE = `@media print {
  body * { visibility: hidden; }
  [data-manifest], [data-manifest] * { visibility: visible; color: #000 !important; }
  [data-manifest] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-manifest] [data-print-hidden] { display: none !important; }
  [data-manifest] [data-scroll] { overflow: visible !important; }
}`;

type Manifest = TourDepartureManifestQuery['tourDepartureManifest'];

export function TourManifestScreen() {
  const { t } = useTranslation('partners');
  const { departureId = '' } = useParams();
  const { data, error, refetch } = useQuery(TourDepartureManifestDocument, { variables: { id: departureId }, fetchPolicy: 'cache-and-network' });
  const manifest = data?.tourDepartureManifest;
  const back = (
    <Link asChild color="terracotta.700" data-print-hidden>
      <RouterLink to="../.." relative="path">
        {t('manifest.back')}
      </RouterLink>
    </Link>
  );
  if (!manifest)
    return (
      <Stack>
        {back}
        {error ? <LoadFailed onRetry={() => void refetch()} /> : <LoadingRows />}
      </Stack>
    );
  return (
    <Stack gap="4" data-manifest>
      <style>{PRINT_STYLE}</style>
      {back}
      <ManifestHeader manifest={manifest} />
      {manifest.parties.length === 0 ? <NothingYet>{t('manifest.empty')}</NothingYet> : <Parties parties={manifest.parties} />}
    </Stack>
  );
}

function ManifestHeader({ manifest }: { manifest: Manifest }) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const { departure } = manifest;
  const when = [formatDate(String(departure.date), language), departure.startTime].filter(Boolean).join(' · ');
  return (
    <Flex gap="3" wrap="wrap" justify="space-between" align="start">
      <Box>
        <ScreenTitle>{t('manifest.title', { tour: manifest.tour.name })}</ScreenTitle>
        <Text fontSize="lg">{when}</Text>
        <Text fontWeight="semibold" data-testid="manifest-headcount">
          {t('manifest.headcount', { count: manifest.headcount })} · {t('manifest.seats', { count: departure.capacity })}
        </Text>
      </Box>
      <Button variant="outline" onClick={() => window.print()} data-print-hidden>
        {t('manifest.print')}
      </Button>
    </Flex>
  );
}

function Parties({ parties }: { parties: Manifest['parties'] }) {
  const { t } = useTranslation('partners');
  return (
    <Panel as="section" aria-labelledby="manifest-parties">
      <Heading as="h2" size="md" id="manifest-parties" mb="3">
        {t('manifest.parties')}
      </Heading>
      <Box overflowX="auto" data-scroll>
        <Table.Root size="sm" data-testid="manifest">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('manifest.booking')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('guests.contact')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('manifest.party')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('manifest.guests')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {parties.map(({ booking, guests }) => (
              <Table.Row key={booking.id} verticalAlign="top">
                <Table.Cell>
                  <Text fontFamily="mono">{booking.reference}</Text>
                  {booking.status === 'HELD' && <Badge colorPalette="orange">{t('status.HELD')}</Badge>}
                </Table.Cell>
                <Table.Cell>
                  <Text fontWeight="semibold">{booking.contactName}</Text>
                  <Text fontSize="sm">{[booking.email, booking.phone].filter(Boolean).join(' · ')}</Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{booking.partySize}</Table.Cell>
                <Table.Cell>
                  {guests.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t('manifest.noNames')}
                    </Text>
                  ) : (
                    <Stack as="ul" gap="1" listStyleType="none">
                      {guests.map((guest) => (
                        <li key={guest.id}>
                          <Text fontWeight="medium">{guest.fullName}</Text>
                          <Text fontSize="sm">
                            {[guest.pickup && t('manifest.pickup', { place: guest.pickup }), guest.phone, guest.notes].filter(Boolean).join(' · ')}
                          </Text>
                        </li>
                      ))}
                    </Stack>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Panel>
  );
}
