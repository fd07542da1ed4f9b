// The country of an account (registration, profile): the 54 countries named in the reader's language. A native select's
// options hold text only, and emoji flags show as two letters on many systems, so it shows names alone.
import { NativeSelect, type NativeSelectFieldProps } from '@chakra-ui/react';
import type { DialCountry } from './dial-codes';

export function CountrySelect({ countries, placeholder, ...field }: NativeSelectFieldProps & { countries: DialCountry[]; placeholder: string }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name="country" {...field}>
        <option value="">{placeholder}</option>
        {countries.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
