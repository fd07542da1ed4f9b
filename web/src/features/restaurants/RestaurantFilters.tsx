import { useTranslation } from 'react-i18next';
import { draftNumber, FiltersDialog, NumberRangeField, rangeInvalid, SelectField, useFilterDraft } from '../listings/FiltersDialog';
import { cuisines, minRatings, type CuisineKey, type RestaurantFilterValues } from './restaurant-search';

type Draft = { cuisine: string; minRating: string; minPrice: string; maxPrice: string };
const toDraft = (values: RestaurantFilterValues): Draft => ({
  cuisine: values.cuisine ?? '',
  minRating: values.minRating?.toString() ?? '',
  minPrice: values.minPrice?.toString() ?? '',
  maxPrice: values.maxPrice?.toString() ?? '',
});
const empty: Draft = { cuisine: '', minRating: '', minPrice: '', maxPrice: '' };

export function RestaurantFilters({ values, activeCount, onApply }: { values: RestaurantFilterValues; activeCount: number; onApply: (values: RestaurantFilterValues) => void }) {
  const { t } = useTranslation('restaurants');
  const { draft, set, dialogProps } = useFilterDraft(() => toDraft(values), empty);
  const invalid = rangeInvalid(draft.minPrice, draft.maxPrice, 0);

  return (
    <FiltersDialog
      activeCount={activeCount}
      invalid={invalid}
      {...dialogProps}
      onApply={() =>
        onApply({
          cuisine: (draft.cuisine || null) as CuisineKey | null,
          minRating: draftNumber(draft.minRating),
          minPrice: draftNumber(draft.minPrice),
          maxPrice: draftNumber(draft.maxPrice),
        })
      }
    >
      <SelectField
        label={t('filters.cuisine')}
        name="cuisine"
        value={draft.cuisine}
        onChange={(value) => set('cuisine', value)}
        options={[{ value: '', label: t('cuisines.all') }, ...cuisines.map((cuisine) => ({ value: cuisine, label: t(`cuisines.${cuisine}`) }))]}
      />
      <SelectField
        label={t('filters.minRating')}
        name="minRating"
        value={draft.minRating}
        onChange={(value) => set('minRating', value)}
        options={[{ value: '', label: t('ratings.all') }, ...minRatings.map((rating) => ({ value: String(rating), label: t(`ratings.${rating}`) }))]}
      />
      <NumberRangeField
        names={['minPrice', 'maxPrice']}
        labels={[t('filters.minPrice'), t('filters.maxPrice')]}
        values={[draft.minPrice, draft.maxPrice]}
        floor={0}
        onChange={set}
      />
    </FiltersDialog>
  );
}
