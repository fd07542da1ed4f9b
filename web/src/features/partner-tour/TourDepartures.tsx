// A tour's departures: one added on a day at a time, or many from a weekly rule (these weekdays, at this time, until a
// day), kept and removable with what it made that nobody booked; each departure with its seats, start time and
// manifest. Every change is one mutation; the editor refetches after.
import { Box, Button, Checkbox, Fieldset, Flex, Heading, HStack, Input, Link, List, Table, Text, Field } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  TourDepartureAddDocument,
  TourDepartureRemoveDocument,
  TourDepartureRuleRemoveDocument,
  TourDeparturesRepeatDocument,
  TourDepartureUpdateDocument,
  type Weekday,
} from '../partner-shared/gql/graphql';
import { formatDate } from '../listings/format';
import { accepted, isoDay } from '../partner-shared/partner-feedback';
import { NothingYet } from '../partner-shared/ScreenStates';
import { Panel, RemoveButton } from '../partner-shared/ListingParts';

export interface Departure {
  id: string;
  date: string;
  startTime?: string | null;
  capacity: number;
  booked: number;
  seatsLeft: number;
}

/** A weekly rule as kept: its departures were made from it. */
export interface DepartureRule {
  id: string;
  weekdays: readonly Weekday[];
  startTime?: string | null;
  from: string;
  until: string;
  capacity: number;
}

const WEEKDAYS: readonly Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

export function TourDepartures({
  tourId,
  departures,
  rules,
  onChange,
}: {
  tourId: string;
  departures: readonly Departure[];
  rules: readonly DepartureRule[];
  onChange: () => void;
}) {
  const { t } = useTranslation('partners');
  return (
    <Panel as="section" aria-labelledby="departures">
      <Heading as="h2" size="md" id="departures" mb="3">
        {t('departures.title')}
      </Heading>
      <OneDeparture tourId={tourId} onChange={onChange} />
      <RepeatRule tourId={tourId} onChange={onChange} />
      {rules.length > 0 && <KeptRules rules={rules} onChange={onChange} />}
      {departures.length === 0 ? <NothingYet>{t('departures.empty')}</NothingYet> : <DepartureTable departures={departures} onChange={onChange} />}
    </Panel>
  );
}

function OneDeparture({ tourId, onChange }: { tourId: string; onChange: () => void }) {
  const { t } = useTranslation('partners');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [seats, setSeats] = useState('12');
  const [add, adding] = useMutation(TourDepartureAddDocument);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await add({ variables: { tourId, input: { date: date || null, startTime: time || null, capacity: Number(seats) } } });
    if (accepted(result.data?.tourDepartureAdd.userErrors, t('departures.added'))) {
      setDate('');
      onChange();
    }
  }
  return (
    <Flex as="form" onSubmit={submit} gap="3" wrap="wrap" align="end" mb="4" aria-label={t('departures.add')}>
      <Field.Root maxW="48" required>
        <Field.Label>{t('departures.date')}</Field.Label>
        <Input type="date" min={isoDay(1)} value={date} onChange={(event) => setDate(event.target.value)} />
      </Field.Root>
      <Field.Root maxW="32">
        <Field.Label>{t('departures.startTime')}</Field.Label>
        <Input type="time" value={time} onChange={(event) => setTime(event.target.value)} />
      </Field.Root>
      <Field.Root maxW="32" required>
        <Field.Label>{t('departures.seats')}</Field.Label>
        <Input type="number" min={1} max={500} value={seats} onChange={(event) => setSeats(event.target.value)} />
      </Field.Root>
      <Button type="submit" colorPalette="terracotta" loading={adding.loading}>
        {t('departures.add')}
      </Button>
    </Flex>
  );
}

/** "Every Tuesday and Friday at 07:00 from … until …": the server makes one departure per day the rule names. */
function RepeatRule({ tourId, onChange }: { tourId: string; onChange: () => void }) {
  const { t } = useTranslation('partners');
  const [weekdays, setWeekdays] = useState<Weekday[]>([]);
  const [rule, setRule] = useState({ startTime: '', from: '', until: '', seats: '12' });
  const [repeat, repeating] = useMutation(TourDeparturesRepeatDocument);
  const toggle = (day: Weekday, on: boolean) => setWeekdays(on ? [...weekdays, day] : weekdays.filter((other) => other !== day));
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await repeat({
      variables: {
        tourId,
        input: { weekdays, startTime: rule.startTime || null, from: rule.from || null, until: rule.until || null, capacity: Number(rule.seats) },
      },
    });
    const payload = result.data?.tourDeparturesRepeat;
    const added = payload?.departures?.length ?? 0;
    const skipped = payload?.skipped?.length ?? 0;
    const summary = [t('departures.repeatAdded', { count: added }), skipped ? t('departures.repeatSkipped', { count: skipped }) : ''].filter(Boolean).join(' ');
    if (accepted(payload?.userErrors, summary)) {
      setWeekdays([]);
      onChange();
    }
  }
  return (
    <Box as="form" onSubmit={submit} mb="4" p="3" borderWidth="1px" rounded="md" aria-labelledby="departures-repeat">
      <Heading as="h3" size="sm" id="departures-repeat" mb="2">
        {t('departures.repeat')}
      </Heading>
      <Fieldset.Root mb="3">
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          {t('departures.weekdays')}
        </Fieldset.Legend>
        <Flex gap="3" wrap="wrap">
          {WEEKDAYS.map((day) => (
            <Checkbox.Root key={day} checked={weekdays.includes(day)} onCheckedChange={(details) => toggle(day, details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(`weekday.${day}`)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Flex>
      </Fieldset.Root>
      <Flex gap="3" wrap="wrap" align="end">
        <Field.Root maxW="32" required>
          <Field.Label>{t('departures.startTime')}</Field.Label>
          <Input type="time" value={rule.startTime} onChange={(event) => setRule({ ...rule, startTime: event.target.value })} />
        </Field.Root>
        <Field.Root maxW="48" required>
          <Field.Label>{t('departures.from')}</Field.Label>
          <Input type="date" min={isoDay(1)} value={rule.from} onChange={(event) => setRule({ ...rule, from: event.target.value })} />
        </Field.Root>
        <Field.Root maxW="48" required>
          <Field.Label>{t('departures.until')}</Field.Label>
          <Input type="date" min={rule.from || isoDay(1)} value={rule.until} onChange={(event) => setRule({ ...rule, until: event.target.value })} />
        </Field.Root>
        <Field.Root maxW="32" required>
          <Field.Label>{t('departures.seatsEach')}</Field.Label>
          <Input type="number" min={1} max={500} value={rule.seats} onChange={(event) => setRule({ ...rule, seats: event.target.value })} />
        </Field.Root>
        <Button type="submit" variant="outline" colorPalette="terracotta" loading={repeating.loading} disabled={!weekdays.length}>
          {t('departures.repeatAdd')}
        </Button>
      </Flex>
    </Box>
  );
}

/** The weekly rules kept: removing one takes the departures it made that nobody booked; booked ones stay. */
function KeptRules({ rules, onChange }: { rules: readonly DepartureRule[]; onChange: () => void }) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const [remove] = useMutation(TourDepartureRuleRemoveDocument);
  return (
    <Box as="section" mb="4" aria-labelledby="departure-rules">
      <Heading as="h3" size="sm" id="departure-rules" mb="2">
        {t('departures.rules')}
      </Heading>
      <List.Root gap="2" listStyle="none" ms="0" data-testid="departure-rules">
        {rules.map((rule) => {
          const summary = t('departures.ruleSummary', {
            weekdays: WEEKDAYS.filter((day) => rule.weekdays.includes(day))
              .map((day) => t(`weekday.${day}`))
              .join(', '),
            time: rule.startTime ?? '—',
            from: formatDate(rule.from, language),
            until: formatDate(rule.until, language),
            count: rule.capacity,
          });
          return (
            <List.Item key={rule.id} display="flex" gap="3" alignItems="center" flexWrap="wrap">
              <Text fontSize="sm">{summary}</Text>
              <RemoveButton
                label={t('departures.ruleRemove', { rule: summary })}
                onRemove={async () => {
                  const payload = (await remove({ variables: { id: rule.id } })).data?.tourDepartureRuleRemove;
                  const kept = payload?.kept?.length ?? 0;
                  const message = [t('departures.ruleRemoved', { count: payload?.removed?.length ?? 0 }), kept ? t('departures.ruleKept', { count: kept }) : '']
                    .filter(Boolean)
                    .join(' ');
                  if (accepted(payload?.userErrors, message)) onChange();
                }}
              />
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
}

function DepartureTable({ departures, onChange }: { departures: readonly Departure[]; onChange: () => void }) {
  const { t, i18n } = useTranslation('partners');
  const language = i18n.resolvedLanguage ?? 'en';
  const [update] = useMutation(TourDepartureUpdateDocument);
  const [remove] = useMutation(TourDepartureRemoveDocument);
  const [capacities, setCapacities] = useState<Record<string, string>>({});
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid="departures">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('departures.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('departures.startTime')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('departures.seats')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('departures.booked')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('departures.left')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('bookings.actions')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {departures.map((departure) => {
            const label = formatDate(departure.date, language);
            const capacity = capacities[departure.id] ?? String(departure.capacity);
            return (
              <Table.Row key={departure.id}>
                <Table.Cell>{label}</Table.Cell>
                <Table.Cell>{departure.startTime ?? '—'}</Table.Cell>
                <Table.Cell>
                  <Input
                    size="sm"
                    maxW="24"
                    type="number"
                    min={Math.max(1, departure.booked)}
                    aria-label={t('departures.seatsOn', { date: label })}
                    value={capacity}
                    onChange={(event) => setCapacities({ ...capacities, [departure.id]: event.target.value })}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end">{departure.booked}</Table.Cell>
                <Table.Cell textAlign="end">{departure.seatsLeft}</Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={capacity === String(departure.capacity)}
                      onClick={async () => {
                        const result = await update({ variables: { id: departure.id, input: { capacity: Number(capacity) } } });
                        if (accepted(result.data?.tourDepartureUpdate.userErrors, t('saved'))) onChange();
                      }}
                    >
                      {t('actions.save')}
                    </Button>
                    <Link asChild fontSize="sm" color="terracotta.700" whiteSpace="nowrap">
                      <RouterLink to={`departures/${departure.id}`} aria-label={t('manifest.openOn', { date: label })}>
                        {t('manifest.open')}
                      </RouterLink>
                    </Link>
                    <RemoveButton
                      label={t('departures.removeOn', { date: label })}
                      disabled={departure.booked > 0}
                      onRemove={async () => {
                        const result = await remove({ variables: { id: departure.id } });
                        if (accepted(result.data?.tourDepartureRemove.userErrors, t('departures.removed'))) onChange();
                      }}
                    />
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
