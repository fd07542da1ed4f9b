// The country switch stores each list's first page under Country:{code}; a list page asks the root
// field (`tours(country: "KE", ...)`). This read function answers the root field from the country's
// entry when it holds the same arguments, so a page shown right after a switch needs no request.
import type { FieldPolicy, Reference } from '@apollo/client';

export function readFromCountrySwitch(fieldName: string): FieldPolicy {
  return {
    keyArgs: ['country', 'filter', 'sort', 'paging'],
    read(existing, { args, toReference, readField }) {
      if (existing !== undefined || typeof args?.country !== 'string') return existing;
      const country = toReference({ __typename: 'Country', code: args.country.toUpperCase() }) as Reference | undefined;
      if (!country) return undefined;
      // The switch leaves `filter` out; a page sends it as null: both mean "no filter".
      const fieldArgs = Object.fromEntries(Object.entries(args).filter(([name, value]) => name !== 'country' && value !== null && value !== undefined));
      return readField({ fieldName, args: fieldArgs, from: country });
    },
  };
}
