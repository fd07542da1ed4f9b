// The country of an account (registration, profile): the 54 countries named in the reader's language. A native select's
// options hold text only, and emoji flags show as two letters on many systems, so it shows names alone.
import type { ComponentProps } from 'react';
import { OptionsSelect } from '../listings/ToolbarSelect';
import type { DialCountry } from './dial-codes';

type Props = Omit<ComponentProps<typeof OptionsSelect>, 'options'> & { countries: DialCountry[]; placeholder: string };

export function CountrySelect({ countries, placeholder, ...select }: Props) {
  return (
    <OptionsSelect
      name="country"
      {...select}
      options={[{ value: '', label: placeholder }, ...countries.map((entry) => ({ value: entry.code, label: entry.label }))]}
    />
  );
}
