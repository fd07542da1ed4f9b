// The manager's hotels: create one (it starts hidden from travellers), edit its details, place and rate, manage
// its pictures and words in the shared listing editor (linked), and open or hide it; search by name, a page at a time. One query loads the screen; each change is one mutation, read back after.
import { Badge, Box, Button, Checkbox, Field, Flex, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import type { TFunction } from 'i18next';
import {
  type HotelType,
  ManagedHotelCreateDocument,
  type ManagedHotelFieldsFragment,
  PartnerHotelsDocument,
  ManagedHotelUpdateDocument,
} from '../partner-shared/gql/graphql';
import { formatUsd } from '../listings/format';
import { accepted, type UserErrorLike } from '../partner-shared/partner-feedback';
import { useSearchPaging } from '../partner-shared/ListPager';
import { OwnListingsScreen } from '../partner-shared/OwnListingsScreen';
import { PlacePicker } from '../partner-shared/PlacePicker';
import { EditListingLink, Panel, useHideConfirmation } from '../partner-shared/ListingParts';
import { listingEditorPath } from '../partner-shared/ListingEditorScreen';

const HOTEL_TYPES: readonly HotelType[] = ['LUXURY', 'BOUTIQUE', 'SAFARI', 'ECO', 'APARTMENT', 'GUESTHOUSE'];
type Countries = ReadonlyArray<{ code: string; name: string }>;

interface Draft {
  name: string;
  description: string;
  country: string;
  cityId: string;
  type: HotelType;
  stars: string;
  price: string;
}

const draftOf = (hotel?: ManagedHotelFieldsFragment): Draft => ({
  name: hotel?.name ?? '',
  description: hotel?.description ?? '',
  country: hotel?.country.code ?? 'RW',
  cityId: hotel?.city.id ?? '',
  type: hotel?.type ?? 'BOUTIQUE',
  stars: hotel ? String(hotel.stars) : '3',
  price: hotel ? String(hotel.pricePerNight.amount) : '',
});

const inputOf = (draft: Draft) => ({
  name: draft.name,
  description: draft.description,
  cityId: draft.cityId,
  type: draft.type,
  stars: Number(draft.stars),
  price: Number(draft.price),
});

/** A refused hotel change: the screen's title, the reason in the hotel screens' words. */
const refusalWording = (t: TFunction) => ({ title: t('hotels.notSaved'), scopes: ['partners:hotels'] });

export function HotelsScreen() {
  const { q, page, onSearch, onPage } = useSearchPaging();
  const { data, previousData, error, refetch } = useQuery(PartnerHotelsDocument, { variables: { q: q || null, page }, fetchPolicy: 'cache-and-network' });
  const countries = (data ?? previousData)?.countries;
  return (
    <OwnListingsScreen
      texts="hotels"
      list={(data ?? previousData)?.partnerHotels}
      failed={!!error}
      onRetry={() => void refetch()}
      onSearch={onSearch}
      onPage={onPage}
      newForm={(close) => countries && <HotelForm countries={countries} onDone={close} />}
    >
      {(hotels) => (
        <Stack as="ul" listStyleType="none" gap="3" data-testid="managed-hotels">
          {hotels.nodes.map((hotel) => (
            <HotelCard key={hotel.id} hotel={hotel} countries={countries ?? []} />
          ))}
        </Stack>
      )}
    </OwnListingsScreen>
  );
}

/** Creates a hotel (none given) or edits one: the same fields, the server's refusal marked on its field. */
function HotelForm({ hotel, countries, onDone }: { hotel?: ManagedHotelFieldsFragment; countries: Countries; onDone: () => void }) {
  const { t } = useTranslation('partners');
  const [draft, setDraft] = useState(() => draftOf(hotel));
  const [problem, setProblem] = useState<UserErrorLike | null>(null);
  const [create, creating] = useMutation(ManagedHotelCreateDocument, { refetchQueries: [PartnerHotelsDocument] });
  const [update, updating] = useMutation(ManagedHotelUpdateDocument);
  const label = hotel ? t('hotels.editOf', { name: hotel.name }) : t('hotels.new');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const userErrors = hotel
      ? (await update({ variables: { id: hotel.id, input: inputOf(draft) } })).data?.managedHotelUpdate.userErrors
      : (await create({ variables: { input: inputOf(draft) } })).data?.managedHotelCreate.userErrors;
    setProblem(userErrors?.[0] ?? null);
    if (accepted(userErrors, hotel ? t('saved') : t('hotels.created', { name: draft.name }), refusalWording(t))) onDone();
  }

  return (
    <Box
      as="form"
      onSubmit={submit}
      aria-label={label}
      {...(hotel ? { mt: '4', pt: '4', borderTopWidth: '1px' } : { bg: 'white', p: '4', rounded: 'md', borderWidth: '1px' })}
    >
      <HotelFields draft={draft} onChange={setDraft} countries={countries} problem={problem} />
      {!hotel && (
        <Text fontSize="sm" color="gray.700" mt="3">
          {t('hotels.startsHidden')}
        </Text>
      )}
      <Flex gap="2" mt="4">
        <Button type="submit" colorPalette="terracotta" loading={creating.loading || updating.loading}>
          {hotel ? t('actions.save') : t('hotels.create')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
      </Flex>
    </Box>
  );
}

function HotelCard({ hotel, countries }: { hotel: ManagedHotelFieldsFragment; countries: Countries }) {
  const { t, i18n } = useTranslation('partners');
  const [editing, setEditing] = useState(false);
  const [update, updating] = useMutation(ManagedHotelUpdateDocument);
  const headingId = `hotel-${hotel.id}-name`;

  const hiding = useHideConfirmation();
  async function setActive(active: boolean) {
    if (!(await hiding.allowed(hotel.name, hotel.active, active))) return;
    const result = await update({ variables: { id: hotel.id, input: { active } } });
    accepted(result.data?.managedHotelUpdate.userErrors, active ? t('hotels.opened') : t('hotels.hidden'), refusalWording(t));
  }

  return (
    <Panel as="li" aria-labelledby={headingId}>
      {hiding.dialog}
      <Flex gap="4" wrap="wrap" align="start">
        <Stack gap="1" flex="1" minW="56">
          <HStack gap="2" wrap="wrap">
            <Heading as="h2" size="md" id={headingId}>
              {hotel.name}
            </Heading>
            <Badge colorPalette={hotel.active ? 'green' : 'gray'}>{hotel.active ? t('hotels.live') : t('hotels.hiddenBadge')}</Badge>
          </HStack>
          <Text color="gray.700">
            {hotel.location} · {t(`hotels.type.${hotel.type}`)} · {t('hotels.starsLine', { count: hotel.stars, stars: hotel.stars })} ·{' '}
            {t('hotels.fromPrice', { price: formatUsd(hotel.pricePerNight.amount, i18n.resolvedLanguage ?? 'en') })}
          </Text>
          <Checkbox.Root checked={hotel.active} disabled={updating.loading} onCheckedChange={(details) => void setActive(details.checked === true)} mt="1">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('hotels.visibleToTravellers')}</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
        <Flex gap="2" wrap="wrap">
          <EditListingLink to={`../${listingEditorPath(hotel.id)}`} name={hotel.name} />
          <Button size="sm" variant="outline" onClick={() => setEditing(!editing)} aria-expanded={editing}>
            {t('hotels.edit')}
          </Button>
        </Flex>
      </Flex>
      {editing && <HotelForm hotel={hotel} countries={countries} onDone={() => setEditing(false)} />}
    </Panel>
  );
}

/** The fields a hotel is created and edited with; the field the server refused is marked with its reason. */
function HotelFields({
  draft,
  onChange,
  countries,
  problem,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  countries: Countries;
  problem: UserErrorLike | null;
}) {
  const { t } = useTranslation('partners');
  const set = (key: keyof Draft) => (event: { target: { value: string } }) => onChange({ ...draft, [key]: event.target.value });
  const invalid = (field: string) => problem?.field === field;
  const reason = problem && errorText(t, problem, 'partners:hotels', 'partners');
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
      <Field.Root required invalid={invalid('name')}>
        <Field.Label>{t('hotels.name')}</Field.Label>
        <Input value={draft.name} onChange={set('name')} />
        <Field.ErrorText>{reason}</Field.ErrorText>
      </Field.Root>
      <PlacePicker
        countries={countries}
        place={draft}
        onChange={(place) => onChange({ ...draft, ...place })}
        cityError={invalid('cityId') ? (reason ?? undefined) : undefined}
      />
      <Field.Root>
        <Field.Label>{t('hotels.kind')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={draft.type} onChange={set('type')}>
            {HOTEL_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`hotels.type.${type}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root required invalid={invalid('stars')}>
        <Field.Label>{t('hotels.stars')}</Field.Label>
        <Input type="number" min={0} max={5} step="0.1" value={draft.stars} onChange={set('stars')} />
        <Field.ErrorText>{reason}</Field.ErrorText>
      </Field.Root>
      <Field.Root required invalid={invalid('price')}>
        <Field.Label>{t('hotels.price')}</Field.Label>
        <Input type="number" min={0} step="0.01" value={draft.price} onChange={set('price')} />
        <Field.ErrorText>{reason}</Field.ErrorText>
      </Field.Root>
      <Field.Root gridColumn={{ md: 'span 3' }} invalid={invalid('description')}>
        <Field.Label>{t('hotels.description')}</Field.Label>
        <Textarea value={draft.description} onChange={set('description')} rows={3} />
        <Field.ErrorText>{reason}</Field.ErrorText>
      </Field.Root>
    </SimpleGrid>
  );
}
