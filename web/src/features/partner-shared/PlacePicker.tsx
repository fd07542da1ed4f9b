// Where a partner's listing is: a country of the catalogue, then one of its cities (loaded when the country changes).
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ListingCitiesDocument } from '../../gql/graphql';
import { FormField, SelectInput } from '../admin/admin-form';

export interface Place {
  country: string;
  cityId: string;
}

interface Props {
  countries: ReadonlyArray<{ code: string; name: string }>;
  place: Place;
  onChange: (place: Place) => void;
  /** The server's reason when it refused the city. */
  cityError?: string;
}

export function PlacePicker({ countries, place, onChange, cityError }: Props) {
  const { t } = useTranslation('partners');
  const cities = useQuery(ListingCitiesDocument, { variables: { code: place.country } });
  const cityOptions = [
    { value: '', label: t('place.chooseCity') },
    ...(cities.data?.country.cities ?? []).map((city) => ({ value: city.id, label: city.name })),
  ];
  return (
    <>
      <FormField label={t('place.country')}>
        <SelectInput
          value={place.country}
          onChange={(country) => onChange({ country, cityId: '' })}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
        />
      </FormField>
      <FormField label={t('place.city')} error={cityError} required>
        <SelectInput value={place.cityId} onChange={(cityId) => onChange({ ...place, cityId })} options={cityOptions} />
      </FormField>
    </>
  );
}
