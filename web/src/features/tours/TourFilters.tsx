import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftNumber, FiltersDialog, NumberRangeField, rangeInvalid, SelectField } from '../listings/FiltersDialog';
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
  const [draft, setDraft] = useState<Draft>(() => toDraft(values));
  const set = (name: keyof Draft) => (value: string) => setDraft((previous) => ({ ...previous, [name]: value }));
  // Spec §5: at least 1 day; prices from 0.
  const invalid = rangeInvalid(draft.minDays, draft.maxDays, 1) || rangeInvalid(draft.minPrice, draft.maxPrice, 0);

  return (
    <FiltersDialog
      activeCount={activeCount}
      invalid={invalid}
      onOpen={() => setDraft(toDraft(values))}
      onReset={() => setDraft(empty)}
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
        onChange={set('category')}
        options={[{ value: '', label: t('categories.all') }, ...tourCategories.map((category) => ({ value: category, label: t(`categories.${category}`) }))]}
      />
      <NumberRangeField
        names={['minDays', 'maxDays']}
        labels={[t('filters.minDays'), t('filters.maxDays')]}
        values={[draft.minDays, draft.maxDays]}
        floor={1}
        onChange={(which, value) => set(which === 0 ? 'minDays' : 'maxDays')(value)}
      />
      <NumberRangeField
        names={['minPrice', 'maxPrice']}
        labels={[t('filters.minPrice'), t('filters.maxPrice')]}
        values={[draft.minPrice, draft.maxPrice]}
        floor={0}
        onChange={(which, value) => set(which === 0 ? 'minPrice' : 'maxPrice')(value)}
      />
    </FiltersDialog>
  );
}
