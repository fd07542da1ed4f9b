import { useTranslation } from 'react-i18next';
import { draftNumber, FiltersDialog, NumberRangeField, rangeInvalid, SelectField, useFilterDraft } from '../listings/FiltersDialog';
import { tourCategories, type TourCategoryKey, type TourFilterValues } from './tour-search';

type Draft = { category: string; minDays: string; maxDays: string; minPrice: string; maxPrice: string };
const text = (value: number | null) => value?.toString() ?? '';
const toDraft = (values: TourFilterValues): Draft => ({
  category: values.category ?? '',
  minDays: text(values.minDays),
  maxDays: text(values.maxDays),
  minPrice: text(values.minPrice),
  maxPrice: text(values.maxPrice),
});
const empty: Draft = { category: '', minDays: '', maxDays: '', minPrice: '', maxPrice: '' };

export function TourFilters({ values, activeCount, onApply }: { values: TourFilterValues; activeCount: number; onApply: (values: TourFilterValues) => void }) {
  const { t } = useTranslation('tours');
  const { draft, set, dialogProps } = useFilterDraft(() => toDraft(values), empty);
  // Spec §5: at least 1 day; prices from 0.
  const invalid = rangeInvalid(draft.minDays, draft.maxDays, 1) || rangeInvalid(draft.minPrice, draft.maxPrice, 0);

  return (
    <FiltersDialog
      activeCount={activeCount}
      invalid={invalid}
      {...dialogProps}
      onApply={() =>
        onApply({
          category: (draft.category || null) as TourCategoryKey | null,
          minDays: draftNumber(draft.minDays),
          maxDays: draftNumber(draft.maxDays),
          minPrice: draftNumber(draft.minPrice),
          maxPrice: draftNumber(draft.maxPrice),
        })
      }
    >
      <SelectField
        label={t('filters.category')}
        name="category"
        value={draft.category}
        onChange={(value) => set('category', value)}
        options={[{ value: '', label: t('categories.all') }, ...tourCategories.map((category) => ({ value: category, label: t(`categories.${category}`) }))]}
      />
      <NumberRangeField
        names={['minDays', 'maxDays']}
        labels={[t('filters.minDays'), t('filters.maxDays')]}
        values={[draft.minDays, draft.maxDays]}
        floor={1}
        onChange={set}
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
