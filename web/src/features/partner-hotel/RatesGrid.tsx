// A hotel's rates and availability: nights across, room types down; each cell the rate travellers pay that night,
// the rooms left, whether it is closed and its minimum stay. The arrow keys move between cells (one tab stop for
// the grid), Enter or a click puts that night in the form below, which changes a range of nights at once
// (on chosen days of the week): a rate, a minimum stay, closing or reopening.
import { Box, Button, chakra, Checkbox, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { FormMessage } from '../auth/FormMessage';
import { formatUsd, formatUsdWhole } from '../listings/format';
import { OptionsSelect } from '../listings/ToolbarSelect';
import { type CalendarNightFragment, type ManagedRoomTypeFragment, RoomNightsUpdateDocument, type Weekday } from '../partner-shared/gql/graphql';
import { Panel } from '../partner-shared/ListingParts';

/** Nights shown at once; the arrows beside the dates move by as many. */
export const GRID_DAYS = 14;
const WEEKDAYS: readonly Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
const AVAILABILITY = ['keep', 'close', 'open'] as const;

export const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Props {
  rooms: readonly ManagedRoomTypeFragment[];
  nights: readonly CalendarNightFragment[];
  from: string;
  onFrom: (from: string) => void;
  onChange: () => void;
}

export function RatesGrid({ rooms, nights, from, onFrom, onChange }: Props) {
  const { t, i18n } = useTranslation('backoffice');
  const language = i18n.resolvedLanguage ?? 'en';
  const dates = Array.from({ length: GRID_DAYS }, (_, day) => addDays(from, day));
  const byCell = new Map(nights.map((night) => [`${night.roomTypeId} ${night.night}`, night]));
  const [focus, setFocus] = useState({ row: 0, column: 0 });
  const [chosen, setChosen] = useState<{ roomTypeId: string; night: string } | null>(null);
  const grid = useRef<HTMLTableElement>(null);
  const dayLabel = (date: string, style: 'short' | 'long') =>
    new Intl.DateTimeFormat(language, { weekday: style, day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

  function move(event: KeyboardEvent, row: number, column: number) {
    const step: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      Home: [0, -column],
      End: [0, GRID_DAYS - 1 - column],
    };
    const delta = step[event.key];
    if (!delta) return;
    event.preventDefault();
    // In a right-to-left page the arrows follow what the reader sees.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const columnStep = rtl && (event.key === 'ArrowLeft' || event.key === 'ArrowRight') ? -delta[1] : delta[1];
    const next = { row: Math.max(0, Math.min(rooms.length - 1, row + delta[0])), column: Math.max(0, Math.min(GRID_DAYS - 1, column + columnStep)) };
    setFocus(next);
    grid.current?.querySelector<HTMLButtonElement>(`[data-cell="${next.row}-${next.column}"]`)?.focus();
  }

  return (
    <Panel as="section" aria-labelledby="rates-heading">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
        <Heading as="h2" size="md" id="rates-heading">
          {t('rates.title')}
        </Heading>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => onFrom(addDays(from, -GRID_DAYS))}>
            {t('rates.earlier')}
          </Button>
          <Field.Root width="auto">
            <Field.Label srOnly>{t('rates.startingOn')}</Field.Label>
            <Input size="sm" type="date" value={from} onChange={(event) => event.target.value && onFrom(event.target.value)} />
          </Field.Root>
          <Button size="sm" variant="outline" onClick={() => onFrom(addDays(from, GRID_DAYS))}>
            {t('rates.later')}
          </Button>
        </HStack>
      </HStack>
      <Text fontSize="sm" color="gray.700" id="rates-help" mb="2">
        {t('rates.help')}
      </Text>
      <Box overflowX="auto">
        <chakra.table
          ref={grid}
          role="grid"
          aria-labelledby="rates-heading"
          aria-describedby="rates-help"
          data-testid="rates-grid"
          fontSize="xs"
          borderCollapse="collapse"
        >
          <thead>
            <tr>
              <chakra.th scope="col" textAlign="start" p="1" minW="32">
                {t('hotel.roomType')}
              </chakra.th>
              {dates.map((date) => (
                <chakra.th key={date} scope="col" p="1" fontWeight="medium" whiteSpace="nowrap" aria-label={dayLabel(date, 'long')}>
                  {dayLabel(date, 'short')}
                </chakra.th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rooms.map((room, row) => (
              <tr key={room.id}>
                <chakra.th scope="row" textAlign="start" p="1" fontWeight="semibold">
                  {room.name}
                </chakra.th>
                {dates.map((date, column) => {
                  const night = byCell.get(`${room.id} ${date}`);
                  if (!night) return <td key={date} />;
                  const left = Math.max(0, night.units - night.booked);
                  const label = [
                    room.name,
                    dayLabel(date, 'long'),
                    formatUsd(night.price, language),
                    night.closed ? t('rates.closed') : t('rates.left', { count: left }),
                    night.minStay && night.minStay > 1 ? t('rates.minStay', { count: night.minStay }) : null,
                  ]
                    .filter(Boolean)
                    .join(', ');
                  const selected = chosen?.roomTypeId === room.id && chosen?.night === date;
                  return (
                    <chakra.td key={date} role="gridcell" p="0.5" aria-selected={selected}>
                      <chakra.button
                        type="button"
                        data-cell={`${row}-${column}`}
                        data-night={date}
                        data-room-type={room.id}
                        tabIndex={focus.row === row && focus.column === column ? 0 : -1}
                        aria-label={label}
                        onKeyDown={(event: KeyboardEvent) => move(event, row, column)}
                        onFocus={() => setFocus({ row, column })}
                        onClick={() => setChosen({ roomTypeId: room.id, night: date })}
                        w="16"
                        py="1"
                        rounded="sm"
                        borderWidth={selected ? '2px' : '1px'}
                        borderColor={selected ? 'terracotta.600' : 'gray.200'}
                        bg={night.closed ? 'gray.200' : 'white'}
                        color={night.closed ? 'gray.700' : 'gray.900'}
                        textDecoration={night.closed ? 'line-through' : undefined}
                        _focusVisible={{ outline: '2px solid', outlineColor: 'terracotta.600', outlineOffset: '1px' }}
                      >
                        <Text as="span" display="block" fontWeight="semibold">
                          {formatUsdWhole(night.price, language)}
                        </Text>
                        <Text as="span" display="block">
                          {night.closed ? t('rates.closedShort') : t('rates.leftShort', { left })}
                        </Text>
                        {night.minStay && night.minStay > 1 ? (
                          <Text as="span" display="block">
                            {t('rates.minStayShort', { count: night.minStay })}
                          </Text>
                        ) : null}
                      </chakra.button>
                    </chakra.td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
      <NightsForm key={chosen ? `${chosen.roomTypeId} ${chosen.night}` : 'range'} rooms={rooms} chosen={chosen} from={from} onChange={onChange} />
    </Panel>
  );
}

/** Changes the nights from one date to another, on the days of the week ticked, of one room type or all of them. */
function NightsForm({
  rooms,
  chosen,
  from,
  onChange,
}: {
  rooms: readonly ManagedRoomTypeFragment[];
  chosen: { roomTypeId: string; night: string } | null;
  from: string;
  onChange: () => void;
}) {
  const { t } = useTranslation(['backoffice', 'partners']);
  const [roomTypeId, setRoomTypeId] = useState(chosen?.roomTypeId ?? '');
  const [range, setRange] = useState({ from: chosen?.night ?? from, to: chosen?.night ?? from });
  const [weekdays, setWeekdays] = useState<readonly Weekday[]>(WEEKDAYS);
  const [price, setPrice] = useState('');
  const [minStay, setMinStay] = useState('');
  const [availability, setAvailability] = useState<(typeof AVAILABILITY)[number]>('keep');
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [update, { loading }] = useMutation(RoomNightsUpdateDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!price && !minStay && availability === 'keep') return setOutcome({ tone: 'error', text: t('rates.nothingToChange') });
    const change = {
      from: range.from,
      to: range.to,
      weekdays: weekdays.length === WEEKDAYS.length ? null : [...weekdays],
      ...(price ? { price: Number(price) } : {}),
      ...(minStay ? { minStay: Number(minStay) } : {}),
      ...(availability === 'keep' ? {} : { closed: availability === 'close' }),
    };
    const targets = roomTypeId ? [roomTypeId] : rooms.map((room) => room.id);
    for (const target of targets) {
      const problem = (await update({ variables: { input: { roomTypeId: target, ...change } } })).data?.roomNightsUpdate.userErrors[0];
      if (problem) {
        setOutcome({ tone: 'error', text: errorText(t, problem, 'partners') });
        onChange();
        return;
      }
    }
    setOutcome({ tone: 'success', text: t('rates.saved', { from: range.from, to: range.to }) });
    onChange();
  }

  return (
    <Stack as="form" gap="3" mt="4" pt="4" borderTopWidth="1px" onSubmit={(event: FormEvent) => void submit(event)} aria-labelledby="nights-form-heading">
      <Heading as="h3" size="sm" id="nights-form-heading">
        {t('rates.change')}
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root width="auto">
          <Field.Label>{t('hotel.roomType')}</Field.Label>
          <OptionsSelect
            root={{ size: 'sm' }}
            value={roomTypeId}
            onChange={setRoomTypeId}
            options={[{ value: '', label: t('rates.allRoomTypes') }, ...rooms.map((room) => ({ value: room.id, label: room.name }))]}
          />
        </Field.Root>
        <Field.Root width="auto" required>
          <Field.Label>{t('rates.from')}</Field.Label>
          <Input
            size="sm"
            type="date"
            required
            value={range.from}
            onChange={(event) => setRange({ from: event.target.value, to: range.to < event.target.value ? event.target.value : range.to })}
          />
        </Field.Root>
        <Field.Root width="auto" required>
          <Field.Label>{t('rates.to')}</Field.Label>
          <Input size="sm" type="date" required min={range.from} value={range.to} onChange={(event) => setRange({ ...range, to: event.target.value })} />
        </Field.Root>
      </HStack>
      <Box as="fieldset">
        <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
          {t('rates.onDays')}
        </Text>
        <HStack gap="3" wrap="wrap">
          {WEEKDAYS.map((weekday) => (
            <Checkbox.Root
              key={weekday}
              size="sm"
              checked={weekdays.includes(weekday)}
              onCheckedChange={(details) => setWeekdays(details.checked === true ? [...weekdays, weekday] : weekdays.filter((day) => day !== weekday))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`partners:weekday.${weekday}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      </Box>
      <HStack gap="3" wrap="wrap" align="end">
        <Field.Root width="36">
          <Field.Label>{t('rates.rate')}</Field.Label>
          <Input size="sm" type="number" min={0} step="0.01" value={price} onChange={(event) => setPrice(event.target.value)} />
        </Field.Root>
        <Field.Root width="36">
          <Field.Label>{t('rates.minStayField')}</Field.Label>
          <Input size="sm" type="number" min={1} max={30} value={minStay} onChange={(event) => setMinStay(event.target.value)} />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>{t('rates.availability')}</Field.Label>
          <OptionsSelect
            root={{ size: 'sm' }}
            value={availability}
            onChange={(value) => setAvailability(value as (typeof AVAILABILITY)[number])}
            options={AVAILABILITY.map((value) => ({ value, label: t(`rates.availabilityChoice.${value}`) }))}
          />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="terracotta" loading={loading} disabled={weekdays.length === 0}>
          {t('rates.apply')}
        </Button>
      </HStack>
      <Box aria-live="polite">{outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}</Box>
    </Stack>
  );
}
