// The time of a reservation, chosen among the slots a page offers (a restaurant's open seatings, a venue's opening
// hours): the server refuses any other, so no other can be picked.
import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Props {
  times: readonly string[];
  value: string;
  onChange: (time: string) => void;
  describedBy?: string;
}

/** The slots as a select, with "choose a time" first; a value that is not among them shows as not chosen. */
export function TimeSelect({ times, value, onChange, describedBy }: Props) {
  const { t } = useTranslation('booking');
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={times.includes(value) ? value : ''} aria-describedby={describedBy} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{t('fields.chooseTime')}</option>
        {times.map((slot) => (
          <option key={slot} value={slot}>
            {slot}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
