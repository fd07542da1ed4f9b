// The night's own places: another figure than the usual capacity, closed (asked first), or back to the usual.
import { Button, Field, Flex, Heading, Input, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../backoffice/useConfirmation';
import { VenueNightSetDocument, type VenueNightFieldsFragment, type VenueNightInput } from '../partner-shared/gql/graphql';
import { Panel } from '../partner-shared/ListingParts';
import { accepted } from '../partner-shared/partner-feedback';

export function NightPlaces({ venueId, night, onChanged }: { venueId: string; night: VenueNightFieldsFragment; onChanged: () => void }) {
  const { t } = useTranslation(['partners', 'backoffice']);
  const [places, setPlaces] = useState(String(night.capacity));
  const [save, { loading }] = useMutation(VenueNightSetDocument);
  const { confirm, dialog } = useConfirmation();
  const [shown, setShown] = useState(night);
  // Another night (or venue) chosen: the field starts from its places.
  if (shown.date !== night.date || shown.venueId !== night.venueId || shown.capacity !== night.capacity) {
    setShown(night);
    setPlaces(String(night.capacity));
  }

  async function set(input: Omit<VenueNightInput, 'date'>, done: string) {
    const result = await save({ variables: { venueId, input: { date: night.date, ...input } } });
    if (accepted(result.data?.venueNightSet.userErrors, done)) onChanged();
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    void set({ capacity: Number(places) }, t('leisureNights.placesSaved'));
  }
  async function close() {
    const action = t('leisureNights.close');
    if (!(await confirm({ title: t('backoffice:confirm.question', { action }), detail: t('leisureNights.closeDetail'), confirmLabel: action }))) return;
    void set({ closed: true }, t('leisureNights.closedDone'));
  }

  return (
    <Panel as="form" onSubmit={submit} aria-labelledby="night-places">
      {dialog}
      <Heading as="h2" size="md" id="night-places" mb="1">
        {t('leisureNights.placesTitle')}
      </Heading>
      <Text color="gray.700" mb="3">
        {t('leisureNights.usual', { count: night.usualCapacity })}
      </Text>
      <Flex gap="3" align="end" wrap="wrap">
        <Field.Root maxW="40" required>
          <Field.Label>{t('leisureNights.places')}</Field.Label>
          <Input type="number" min={0} value={places} onChange={(event) => setPlaces(event.currentTarget.value)} disabled={night.closed} />
        </Field.Root>
        <Button type="submit" colorPalette="terracotta" loading={loading} disabled={night.closed || places.trim() === ''}>
          {t('leisureNights.savePlaces')}
        </Button>
        {!night.closed && (
          <Button variant="outline" colorPalette="red" onClick={() => void close()}>
            {t('leisureNights.close')}
          </Button>
        )}
        {night.setApart && (
          <Button variant="outline" onClick={() => void set({}, t('leisureNights.usualBack'))}>
            {night.closed ? t('leisureNights.reopen') : t('leisureNights.backToUsual')}
          </Button>
        )}
      </Flex>
    </Panel>
  );
}
