// One hotel's room types: each with its rooms, guests, base rate and whether it is sold, edited in place or removed
// (asked first; one with bookings is refused and can be stopped instead), and the form that adds one, its outcome
// told next to it.
import { Badge, Box, Button, Checkbox, Field, Heading, HStack, Input, Stack, Table } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { FormMessage } from '../auth/FormMessage';
import { useConfirmation } from '../backoffice/useConfirmation';
import { formatUsd } from '../listings/format';
import {
  type ManagedRoomTypeFragment,
  RoomTypeCreateDocument,
  RoomTypeDeleteDocument,
  RoomTypeUpdateDocument,
  type UserErrorFieldsFragment,
} from '../partner-shared/gql/graphql';
import { Panel } from '../partner-shared/ListingParts';
import { NothingYet } from '../partner-shared/ScreenStates';

type Outcome = { tone: 'error' | 'success'; text: string } | null;

interface Draft {
  name: string;
  units: string;
  maxGuests: string;
  price: string;
}

const draftOf = (room?: ManagedRoomTypeFragment): Draft => ({
  name: room?.name ?? '',
  units: room ? String(room.units) : '1',
  maxGuests: room ? String(room.maxGuests) : '2',
  price: room ? String(room.price) : '100',
});

const inputOf = (draft: Draft) => ({ name: draft.name, units: Number(draft.units), maxGuests: Number(draft.maxGuests), price: Number(draft.price) });

/** The outcome of a change in the reader's language: the refusal, or `success`. */
function useOutcome() {
  const { t } = useTranslation('backoffice');
  return (userErrors: readonly UserErrorFieldsFragment[] | undefined, success: string): Outcome => {
    const problem = userErrors?.[0];
    return problem ? { tone: 'error', text: errorText(t, problem, 'partners') } : { tone: 'success', text: success };
  };
}

export function RoomTypesPanel({ hotelId, rooms, onChange }: { hotelId: string; rooms: readonly ManagedRoomTypeFragment[]; onChange: () => void }) {
  const { t, i18n } = useTranslation(['backoffice', 'partners']);
  const language = i18n.resolvedLanguage ?? 'en';
  const [editing, setEditing] = useState<string | null>(null);
  const [listOutcome, setListOutcome] = useState<Outcome>(null);
  const [remove] = useMutation(RoomTypeDeleteDocument);
  const { confirm, dialog } = useConfirmation();
  const outcomeOf = useOutcome();

  async function removeRoom(room: ManagedRoomTypeFragment) {
    const question = {
      title: t('confirm.question', { action: t('rooms.removeNamed', { name: room.name }) }),
      detail: t('confirm.final'),
      confirmLabel: t('rooms.remove'),
    };
    if (!(await confirm(question))) return;
    const result = await remove({ variables: { id: room.id } });
    const outcome = outcomeOf(result.data?.roomTypeDelete.userErrors, t('rooms.removed', { name: room.name }));
    setListOutcome(outcome);
    if (outcome?.tone === 'success') onChange();
  }

  return (
    <Panel as="section" aria-labelledby="rooms-heading">
      <Heading as="h2" size="md" id="rooms-heading" mb="3">
        {t('hotel.rooms')}
      </Heading>
      {listOutcome && <FormMessage tone={listOutcome.tone}>{listOutcome.text}</FormMessage>}
      {rooms.length === 0 ? (
        <NothingYet>{t('rooms.empty')}</NothingYet>
      ) : (
        <Box overflowX="auto" my="3">
          <Table.Root size="sm" data-testid="room-types">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('hotel.roomName')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('rooms.capacity')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('rooms.baseRate')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('rooms.sold')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('partners:bookings.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rooms.map((room) =>
                editing === room.id ? (
                  <Table.Row key={room.id}>
                    <Table.Cell colSpan={5}>
                      <RoomTypeEditor
                        room={room}
                        onDone={(outcome) => {
                          setListOutcome(outcome);
                          setEditing(null);
                          onChange();
                        }}
                        onCancel={() => setEditing(null)}
                      />
                    </Table.Cell>
                  </Table.Row>
                ) : (
                  <Table.Row key={room.id}>
                    <Table.Cell fontWeight="semibold">{room.name}</Table.Cell>
                    <Table.Cell>
                      {t('rooms.line', { rooms: t('rooms.units', { count: room.units }), guests: t('rooms.guests', { count: room.maxGuests }) })}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatUsd(room.price, language)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={room.active ? 'green' : 'gray'}>{room.active ? t('rooms.onSale') : t('rooms.stopped')}</Badge>
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="1">
                        <Button size="xs" variant="outline" onClick={() => setEditing(room.id)} aria-label={t('rooms.editNamed', { name: room.name })}>
                          {t('rooms.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          onClick={() => void removeRoom(room)}
                          aria-label={t('rooms.removeNamed', { name: room.name })}
                        >
                          {t('rooms.remove')}
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                ),
              )}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <NewRoomTypeForm hotelId={hotelId} onAdded={onChange} />
      {dialog}
    </Panel>
  );
}

/** The four numbers and the name of a room type, as the add and edit forms both show them. */
function RoomTypeFields({ draft, onChange }: { draft: Draft; onChange: (draft: Draft) => void }) {
  const { t } = useTranslation('backoffice');
  const set = (field: keyof Draft) => (event: { currentTarget: { value: string } }) => onChange({ ...draft, [field]: event.currentTarget.value });
  return (
    <>
      <Field.Root width="auto" required>
        <Field.Label>{t('hotel.roomName')}</Field.Label>
        <Input size="sm" value={draft.name} onChange={set('name')} required maxLength={120} />
      </Field.Root>
      <Field.Root width="24" required>
        <Field.Label>{t('hotel.units')}</Field.Label>
        <Input size="sm" type="number" min={1} max={1000} value={draft.units} onChange={set('units')} required />
      </Field.Root>
      <Field.Root width="24" required>
        <Field.Label>{t('hotel.maxGuests')}</Field.Label>
        <Input size="sm" type="number" min={1} max={40} value={draft.maxGuests} onChange={set('maxGuests')} required />
      </Field.Root>
      <Field.Root width="32" required>
        <Field.Label>{t('hotel.price')}</Field.Label>
        <Input size="sm" type="number" min={0} step="0.01" value={draft.price} onChange={set('price')} required />
      </Field.Root>
    </>
  );
}

function NewRoomTypeForm({ hotelId, onAdded }: { hotelId: string; onAdded: () => void }) {
  const { t } = useTranslation('backoffice');
  const [draft, setDraft] = useState(() => draftOf());
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [create, { loading }] = useMutation(RoomTypeCreateDocument);
  const outcomeOf = useOutcome();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await create({ variables: { input: { hotelId, ...inputOf(draft) } } });
    const next = outcomeOf(result.data?.roomTypeCreate.userErrors, t('hotel.roomAdded'));
    setOutcome(next);
    if (next?.tone === 'success') {
      setDraft(draftOf());
      onAdded();
    }
  }

  return (
    <Stack as="form" gap="2" mt="4" pt="4" borderTopWidth="1px" onSubmit={(event: FormEvent) => void submit(event)} aria-labelledby="add-room-heading">
      <Heading as="h3" size="sm" id="add-room-heading">
        {t('hotel.addRoom')}
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <RoomTypeFields draft={draft} onChange={setDraft} />
        <Button type="submit" size="sm" colorPalette="terracotta" loading={loading}>
          {t('hotel.addRoom')}
        </Button>
      </HStack>
      {/* Told next to the form that made the change, where the manager is looking. */}
      <Box aria-live="polite">{outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}</Box>
    </Stack>
  );
}

function RoomTypeEditor({ room, onDone, onCancel }: { room: ManagedRoomTypeFragment; onDone: (outcome: Outcome) => void; onCancel: () => void }) {
  const { t } = useTranslation('backoffice');
  const [draft, setDraft] = useState(() => draftOf(room));
  const [active, setActive] = useState(room.active);
  const [problem, setProblem] = useState<Outcome>(null);
  const [update, { loading }] = useMutation(RoomTypeUpdateDocument);
  const outcomeOf = useOutcome();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await update({ variables: { id: room.id, input: { ...inputOf(draft), active } } });
    const outcome = outcomeOf(result.data?.roomTypeUpdate.userErrors, t('rooms.saved', { name: draft.name }));
    if (outcome?.tone === 'success') onDone(outcome);
    else setProblem(outcome);
  }

  return (
    <Stack as="form" gap="2" onSubmit={(event: FormEvent) => void submit(event)} aria-label={t('rooms.editNamed', { name: room.name })}>
      <HStack gap="3" wrap="wrap" align="end">
        <RoomTypeFields draft={draft} onChange={setDraft} />
        <Checkbox.Root checked={active} onCheckedChange={(details) => setActive(details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('rooms.onSale')}</Checkbox.Label>
        </Checkbox.Root>
        <Button type="submit" size="sm" colorPalette="terracotta" loading={loading}>
          {t('rooms.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('rooms.cancel')}
        </Button>
      </HStack>
      {problem && <FormMessage tone={problem.tone}>{problem.text}</FormMessage>}
    </Stack>
  );
}
