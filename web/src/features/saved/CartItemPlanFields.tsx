// One cart item's dates, time and party, as its kind asks for them (a hotel's check-in, check-out and rooms, a
// table's time...), set before the checkout; the item's failure, when it could not be booked, is shown beneath.
import { Field, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
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

export function CartItemPlanFields({ listing, plan, onChange, problem }: Props) {
  const { t } = useTranslation(['booking', 'saved']);
  const fields = planFieldsOf(listing.type);
  const problemId = `cart-item-problem-${listing.type}-${listing.id}`;
  const describedBy = problem ? problemId : undefined;
  const whole = (value: string, min: number) => Math.max(min, Math.min(12, Math.trunc(Number(value)) || min));

  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3" mt="3" data-testid="cart-item-plan">
        <Field.Root invalid={Boolean(problem)}>
          <Field.Label>{t(startLabel[listing.type])}</Field.Label>
          <Input
            type="date"
            value={plan.startDate}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ ...plan, startDate: event.currentTarget.value })}
          />
        </Field.Root>
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
        {fields.includes('time') && (
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
      </SimpleGrid>
      {problem && (
        <Text id={problemId} mt="2" color="red.700" fontSize="sm" data-testid="cart-item-problem">
          {problem}
        </Text>
      )}
    </>
  );
}
