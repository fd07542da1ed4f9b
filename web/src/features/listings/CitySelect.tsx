import type { ListingCitiesQuery } from '../../gql/graphql';
import { useTranslation } from 'react-i18next';
import { ToolbarSelect } from './ToolbarSelect';

type City = ListingCitiesQuery['country']['cities'][number];

/** "All cities" plus the country's cities; the country switch drops `city` from the URL, so it resets to all. */
export function CitySelect({ cities, value, onChange }: { cities: readonly City[]; value: string | null; onChange: (city: string | null) => void }) {
  const { t } = useTranslation('listings');
  return (
    <ToolbarSelect
      label={t('city.label')}
      testId="city-select"
      value={value ?? ''}
      options={[{ value: '', label: t('city.all') }, ...cities.map((city) => ({ value: city.id, label: city.name }))]}
      onChange={(city) => onChange(city || null)}
    />
  );
}
