// One cart item's choices, as its kind asks for them (a hotel's check-in, check-out and rooms; a tour's departure
// and travellers; a restaurant's date, time, table and pre-order...), set before the checkout and kept with the
// cart; the item's failure, when it could not be booked, is shown beneath.
import { useQuery } from '@apollo/client/react';
import { Box, Field, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CartRestaurantMenuDocument, CartTourDeparturesDocument } from '../../gql/graphql';
import { todayIso } from '../booking/checkout';
import { formatDate } from '../listings/format';
import { MenuPreOrder } from '../restaurants/MenuPreOrder';
import { ReservationTimeField, useOpenTimes, useTablesAt } from '../restaurants/ReservationTime';
import type { ListingRef } from './saved-items';
import { type CartItemPlan, planFieldsOf } from './cart-plans';

interface Props {
  listing: ListingRef;
  plan: CartItemPlan;
  onChange: (plan: CartItemPlan) => void;
  /** Why this item could not be booked, in the reader's language. */
  problem: string | null;
}

/** The words of each field by kind: a hotel's check-in is a ride's pickup date and a table's date. */
const startLabel = {
  HOTEL: 'fields.checkIn',
  TRANSPORT: 'fields.pickupDate',
  TOUR: 'fields.departure',
  RESTAURANT: 'fields.date',
  LEISURE: 'fields.date',
} as const;
const partyLabel = {
  HOTEL: 'fields.guests',
  TRANSPORT: 'fields.travellers',
  TOUR: 'fields.travellers',
  RESTAURANT: 'fields.partySize',
  LEISURE: 'fields.guests',
} as const;

const whole = (value: string, min: number) => Math.max(min, Math.min(12, Math.trunc(Number(value)) || min));

export function CartItemPlanFields({ listing, plan, onChange, problem }: Props) {
  const { t } = useTranslation(['booking', 'saved']);
  const fields = planFieldsOf(listing.type);
  const problemId = `cart-item-problem-${listing.type}-${listing.id}`;
  const describedBy = problem ? problemId : undefined;

  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3" mt="3" data-testid="cart-item-plan">
        {listing.type === 'TOUR' ? (
          <DepartureField tourId={listing.id} plan={plan} onChange={onChange} invalid={Boolean(problem)} describedBy={describedBy} />
        ) : (
          <Field.Root invalid={Boolean(problem)}>
            <Field.Label>{t(startLabel[listing.type])}</Field.Label>
            <Input
              type="date"
              min={todayIso()}
              value={plan.startDate}
              aria-describedby={describedBy}
              onChange={(event) => onChange({ ...plan, startDate: event.currentTarget.value })}
            />
          </Field.Root>
        )}
        {fields.includes('endDate') && (
          <Field.Root invalid={Boolean(problem)}>
            <Field.Label>{t(listing.type === 'HOTEL' ? 'fields.checkOut' : 'fields.returnDate')}</Field.Label>
            <Input
              type="date"
              min={plan.startDate}
              value={plan.endDate}
              aria-describedby={describedBy}
              onChange={(event) => onChange({ ...plan, endDate: event.currentTarget.value })}
            />
          </Field.Root>
        )}
        {listing.type === 'RESTAURANT' ? (
          <TableTimeField restaurantId={listing.id} plan={plan} onChange={onChange} invalid={Boolean(problem)} describedBy={describedBy} />
        ) : (
          fields.includes('time') && (
            <Field.Root invalid={Boolean(problem)}>
              <Field.Label>{t('fields.time')}</Field.Label>
              <Input
                type="time"
                step={1800}
                value={plan.time}
                aria-describedby={describedBy}
                onChange={(event) => onChange({ ...plan, time: event.currentTarget.value })}
              />
            </Field.Root>
          )
        )}
        <Field.Root invalid={Boolean(problem)}>
          <Field.Label>{t(partyLabel[listing.type])}</Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={12}
            value={plan.party}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ ...plan, party: whole(event.currentTarget.value, 1) })}
          />
        </Field.Root>
        {fields.includes('rooms') && (
          <Field.Root>
            <Field.Label>{t('fields.rooms')}</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={12}
              value={plan.rooms}
              onChange={(event) => onChange({ ...plan, rooms: whole(event.currentTarget.value, 1) })}
            />
          </Field.Root>
        )}
        {listing.type === 'RESTAURANT' && <TableField restaurantId={listing.id} plan={plan} onChange={onChange} />}
      </SimpleGrid>
      {listing.type === 'RESTAURANT' && <PreOrderChoice restaurantId={listing.id} plan={plan} onChange={onChange} />}
      {problem && (
        <Text id={problemId} mt="2" color="red.700" fontSize="sm" data-testid="cart-item-problem">
          {problem}
        </Text>
      )}
    </>
  );
}

interface ChoiceProps {
  plan: CartItemPlan;
  onChange: (plan: CartItemPlan) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** A tour's departure, chosen among its upcoming ones with their places left; a full one cannot be chosen. */
function DepartureField({ tourId, plan, onChange, invalid, describedBy }: ChoiceProps & { tourId: string }) {
  const { t, i18n } = useTranslation(['booking', 'saved']);
  const language = i18n.resolvedLanguage ?? 'en';
  const { data } = useQuery(CartTourDeparturesDocument, { variables: { tourId }, fetchPolicy: 'network-only' });
  const departures = data?.tourAvailability ?? [];
  const chosen = departures.some((departure) => departure.date === plan.startDate) ? plan.startDate : '';
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{t('fields.departure')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={chosen}
          aria-describedby={describedBy}
          data-testid="cart-departure"
          onChange={(event) => onChange({ ...plan, startDate: event.currentTarget.value })}
        >
          <option value="">{t('fields.chooseDeparture')}</option>
          {departures.map((departure) => (
            <option key={departure.departureId} value={departure.date} disabled={departure.placesLeft < plan.party}>
              {t('saved:cart.plan.departureOption', { date: formatDate(departure.date, language), count: departure.placesLeft })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {data && !departures.length && <Field.HelperText color="red.700">{t('saved:cart.plan.noDepartures')}</Field.HelperText>}
    </Field.Root>
  );
}

/** A table's time: the times still open to the party on the day (opening hours, pacing); another time lets the table go. */
function TableTimeField({ restaurantId, plan, onChange, invalid, describedBy }: ChoiceProps & { restaurantId: string }) {
  const { open } = useOpenTimes({ restaurantId, date: plan.startDate, partySize: plan.party });
  return (
    <ReservationTimeField
      open={open}
      value={plan.time}
      onChange={(time) => onChange({ ...plan, time, tableId: '' })}
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}

/** A table of the floor plan free at that time and seating the party, or any that fits (the smallest one). */
function TableField({ restaurantId, plan, onChange }: ChoiceProps & { restaurantId: string }) {
  const { t } = useTranslation('saved');
  const { data } = useTablesAt(restaurantId, plan.startDate, plan.time);
  const availability = data?.restaurantAvailability;
  const free = (availability?.tables ?? []).filter((table) => table.seats >= plan.party && !availability?.occupiedTableIds.includes(table.id));
  return (
    <Field.Root>
      <Field.Label>{t('cart.plan.table')}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={free.some((table) => table.id === plan.tableId) ? plan.tableId : ''}
          onChange={(event) => onChange({ ...plan, tableId: event.currentTarget.value })}
        >
          <option value="">{t('cart.plan.anyTable')}</option>
          {free.map((table) => (
            <option key={table.id} value={table.id}>
              {t('cart.plan.tableOption', { label: table.label, count: table.seats })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The restaurant's menu to pre-order from, folded away until asked for; without a pre-order the table costs the flat 50. */
function PreOrderChoice({ restaurantId, plan, onChange }: ChoiceProps & { restaurantId: string }) {
  const { t } = useTranslation('saved');
  const { data } = useQuery(CartRestaurantMenuDocument, { variables: { id: restaurantId } });
  const menu = data?.restaurant?.menu;
  const dishes = Object.values(plan.preOrder).reduce((sum, quantity) => sum + quantity, 0);
  if (!menu) return null;
  return (
    <Box as="details" mt="3" p="3" rounded="md" borderWidth="1px" borderColor="savanna.200" data-testid="cart-pre-order">
      <Box as="summary" cursor="pointer" fontWeight="semibold" color="terracotta.800">
        {t('cart.plan.preOrder', { count: dishes })}
      </Box>
      <Box mt="3">
        <MenuPreOrder menu={menu} preOrder={plan.preOrder} onChange={(preOrder) => onChange({ ...plan, preOrder })} />
      </Box>
    </Box>
  );
}
