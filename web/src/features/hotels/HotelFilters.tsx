import { useTranslation } from 'react-i18next';
import { draftNumber, FiltersDialog, NumberRangeField, rangeInvalid, SelectField, useFilterDraft } from '../listings/FiltersDialog';
import { hotelTypes, type HotelFilterValues, type HotelTypeKey } from './hotel-search';

type Draft = { type: string; minStars: string; maxStars: string; minPrice: string; maxPrice: string };
const text = (value: number | null) => value?.toString() ?? '';
const toDraft = (values: HotelFilterValues): Draft => ({
  type: values.type ?? '',
  minStars: text(values.minStars),
  maxStars: text(values.maxStars),
  minPrice: text(values.minPrice),
  maxPrice: text(values.maxPrice),
});
const empty: Draft = { type: '', minStars: '', maxStars: '', minPrice: '', maxPrice: '' };

export function HotelFilters({ values, activeCount, onApply }: { values: HotelFilterValues; activeCount: number; onApply: (values: HotelFilterValues) => void }) {
  const { t } = useTranslation('hotels');
  const { draft, set, dialogProps } = useFilterDraft(() => toDraft(values), empty);
  // Spec §5: stars from 0, prices from 0; the server rejects anything below.
  const invalid = rangeInvalid(draft.minStars, draft.maxStars, 0) || rangeInvalid(draft.minPrice, draft.maxPrice, 0);

  return (
    <FiltersDialog
      activeCount={activeCount}
      invalid={invalid}
      {...dialogProps}
      onApply={() =>
        onApply({
          type: (draft.type || null) as HotelTypeKey | null,
          minStars: draftNumber(draft.minStars),
          maxStars: draftNumber(draft.maxStars),
          minPrice: draftNumber(draft.minPrice),
          maxPrice: draftNumber(draft.maxPrice),
        })
      }
    >
      <SelectField
        label={t('filters.type')}
        name="type"
        value={draft.type}
        onChange={(value) => set('type', value)}
        options={[{ value: '', label: t('types.all') }, ...hotelTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))]}
      />
      <NumberRangeField
        names={['minStars', 'maxStars']}
        labels={[t('filters.minStars'), t('filters.maxStars')]}
        values={[draft.minStars, draft.maxStars]}
        floor={0}
        max={5}
        inputMode="numeric"
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
