// The room types offered for the dates: only those that sleep the party in the rooms asked for, with a line saying
// how many are hidden and why; when none fits, the fewest rooms that would, one press away.
import { Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../listings/format';
import { ConvertedAmount } from '../currency/ConvertedAmount';
import type { PartyFit } from './party-fit';
import { roomTypeName } from '../../../../shared/src/demo-names';

interface RoomType {
  roomTypeId: string;
  name: string;
  maxGuests: number;
  unitsLeft: number;
  pricePerNight: { amount: number };
  /** The stay in the rooms asked for, taxes and fees included: what a booking of it is charged. */
  stayTotal: { amount: number };
}

interface Props {
  party: PartyFit<RoomType>;
  rooms: number;
  guests: number;
  chosen: RoomType | undefined;
  onChoose: (roomTypeId: string) => void;
  onRooms: (rooms: number) => void;
}

export function RoomChoice({ party, rooms, guests, chosen, onChoose, onRooms }: Props) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage ?? 'en';
  const suggestion = party.roomsNeeded !== null && party.roomsNeeded !== rooms ? party.roomsNeeded : null;
  return (
    <Stack gap="2" data-testid="room-choice">
      {chosen ? (
        <Field.Root>
          <Field.Label>{t('fields.roomType')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={chosen.roomTypeId} onChange={(event) => onChoose(event.currentTarget.value)}>
              {party.fitting.map((room) => (
                <option key={room.roomTypeId} value={room.roomTypeId} disabled={room.unitsLeft < rooms}>
                  {t('hotel.roomOption', {
                    name: roomTypeName(room.name, language),
                    guests: t('hotel.roomGuests', { count: room.maxGuests }),
                    left: t('hotel.roomsLeft', { count: room.unitsLeft }),
                    price: formatUsd(room.pricePerNight.amount, language),
                  })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : (
        <Text color="terracotta.800" fontWeight="semibold" data-testid="no-room-fits">
          {party.fitting.length ? t('hotel.noRooms') : t('hotel.noFit', { count: guests })}
        </Text>
      )}
      {party.hidden > 0 && (
        <Text fontSize="sm" color="gray.700" data-testid="rooms-hidden" data-count={party.hidden}>
          {t('hotel.hidden', { count: party.hidden, guests })}
        </Text>
      )}
      {!chosen && suggestion !== null && (
        <Button alignSelf="start" variant="outline" colorPalette="terracotta" onClick={() => onRooms(suggestion)}>
          {t('hotel.useRooms', { count: suggestion })}
        </Button>
      )}
      {chosen && (
        <>
          <Text fontWeight="semibold" data-testid="estimated-total" data-amount={chosen.stayTotal.amount}>
            {t('summary.estimate', { price: formatUsd(chosen.stayTotal.amount, language) })}
          </Text>
          <ConvertedAmount usd={chosen.stayTotal.amount} />
        </>
      )}
    </Stack>
  );
}
