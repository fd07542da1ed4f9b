// An own hotel's house rules and amenities (issues 28 and 29): check-in and check-out times, children (from what
// age) and pets, and what the hotel offers; saved together, as travellers then read them on the hotel's page.
import { Box, Button, Checkbox, Field, Fieldset, Flex, Heading, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AMENITY_ICONS } from '../hotels/HotelHouseRules';
import { type HotelAmenity, type HotelHouseRulesFragment, ManagedHotelPoliciesSetDocument } from '../partner-shared/gql/graphql';
import { accepted } from '../partner-shared/partner-feedback';

const AMENITIES = Object.keys(AMENITY_ICONS) as HotelAmenity[];

function Toggle({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: string }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function HouseRulesForm({ hotel, name, onDone }: { hotel: HotelHouseRulesFragment; name: string; onDone: () => void }) {
  const { t } = useTranslation(['partners', 'hotels']);
  const [rules, setRules] = useState(() => {
    const { checkInFrom, checkInUntil, checkOutUntil, childrenAllowed, petsAllowed } = hotel.policies;
    return { checkInFrom, checkInUntil: checkInUntil ?? '', checkOutUntil, childrenAllowed, petsAllowed };
  });
  const [minAge, setMinAge] = useState(hotel.policies.childrenMinAge == null ? '' : String(hotel.policies.childrenMinAge));
  const [amenities, setAmenities] = useState<HotelAmenity[]>(hotel.amenities);
  const [save, { loading }] = useMutation(ManagedHotelPoliciesSetDocument);
  const headingId = `hotel-${hotel.id}-rules`;
  const change = (values: Partial<typeof rules>) => setRules((current) => ({ ...current, ...values }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      checkInFrom: rules.checkInFrom,
      checkOutUntil: rules.checkOutUntil,
      childrenAllowed: rules.childrenAllowed,
      petsAllowed: rules.petsAllowed,
      checkInUntil: rules.checkInUntil || null,
      childrenMinAge: rules.childrenAllowed && minAge.trim() ? Number(minAge) : null,
      amenities,
    };
    const result = await save({ variables: { id: hotel.id, input } });
    if (accepted(result.data?.managedHotelPoliciesSet.userErrors, t('houseRules.saved'), { title: t('houseRules.notSaved'), scopes: ['partners:houseRules'] }))
      onDone();
  }

  return (
    <Stack as="form" onSubmit={submit} gap="4" mt="4" pt="4" borderTopWidth="1px" aria-labelledby={headingId} data-testid="house-rules-form">
      <Heading as="h3" size="sm" id={headingId}>
        {t('houseRules.titleOf', { name })}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Field.Root required>
          <Field.Label>{t('houseRules.checkInFrom')}</Field.Label>
          <Input type="time" value={rules.checkInFrom} onChange={(event) => change({ checkInFrom: event.target.value })} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('houseRules.checkInUntil')}</Field.Label>
          <Input type="time" value={rules.checkInUntil} onChange={(event) => change({ checkInUntil: event.target.value })} />
          <Field.HelperText>{t('houseRules.checkInUntilHelp')}</Field.HelperText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>{t('houseRules.checkOutUntil')}</Field.Label>
          <Input type="time" value={rules.checkOutUntil} onChange={(event) => change({ checkOutUntil: event.target.value })} />
        </Field.Root>
      </SimpleGrid>
      <Flex gap="4" wrap="wrap" align="end">
        <Toggle checked={rules.childrenAllowed} onChange={(childrenAllowed) => change({ childrenAllowed })}>
          {t('houseRules.childrenAllowed')}
        </Toggle>
        <Field.Root maxW="48" disabled={!rules.childrenAllowed}>
          <Field.Label>{t('houseRules.childrenMinAge')}</Field.Label>
          <Input type="number" min={0} max={17} value={minAge} onChange={(event) => setMinAge(event.target.value)} />
          <Field.HelperText>{t('houseRules.childrenMinAgeHelp')}</Field.HelperText>
        </Field.Root>
        <Toggle checked={rules.petsAllowed} onChange={(petsAllowed) => change({ petsAllowed })}>
          {t('houseRules.petsAllowed')}
        </Toggle>
      </Flex>
      <Fieldset.Root>
        <Fieldset.Legend>{t('hotels:amenities.title')}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2" mt="2">
          {AMENITIES.map((amenity) => (
            <Toggle
              key={amenity}
              checked={amenities.includes(amenity)}
              onChange={(on) => setAmenities((current) => (on ? [...current, amenity] : current.filter((chosen) => chosen !== amenity)))}
            >
              {t(`hotels:amenities.${amenity}`)}
            </Toggle>
          ))}
        </SimpleGrid>
      </Fieldset.Root>
      <Box>
        <Button type="submit" size="sm" colorPalette="terracotta" loading={loading}>
          {t('houseRules.save')}
        </Button>
      </Box>
    </Stack>
  );
}
