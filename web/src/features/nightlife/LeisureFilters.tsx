import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { draftNumber, FiltersDialog, NumberRangeField, rangeInvalid, SelectField, useFilterDraft } from '../listings/FiltersDialog';
import { leisureTypes, type LeisureFilterValues, type LeisureTypeKey } from './leisure-search';

type Draft = { type: string; openNow: boolean; minPrice: string; maxPrice: string };
const toDraft = (values: LeisureFilterValues): Draft => ({
  type: values.type ?? '',
  openNow: values.openNow,
  minPrice: values.minPrice?.toString() ?? '',
  maxPrice: values.maxPrice?.toString() ?? '',
});
const empty: Draft = { type: '', openNow: false, minPrice: '', maxPrice: '' };

export function LeisureFilters({ values, activeCount, onApply }: { values: LeisureFilterValues; activeCount: number; onApply: (values: LeisureFilterValues) => void }) {
  const { t } = useTranslation('nightlife');
  const { draft, set, dialogProps } = useFilterDraft(() => toDraft(values), empty);
  const invalid = rangeInvalid(draft.minPrice, draft.maxPrice, 0);

  return (
    <FiltersDialog
      activeCount={activeCount}
      invalid={invalid}
      {...dialogProps}
      onApply={() =>
        onApply({ type: (draft.type || null) as LeisureTypeKey | null, openNow: draft.openNow, minPrice: draftNumber(draft.minPrice), maxPrice: draftNumber(draft.maxPrice) })
      }
    >
      <SelectField
        label={t('filters.type')}
        name="type"
        value={draft.type}
        onChange={(type) => set('type', type)}
        options={[{ value: '', label: t('types.all') }, ...leisureTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))]}
      />
      <Flex as="label" align="center" gap="2" cursor="pointer">
        <input
          type="checkbox"
          name="openNow"
          checked={draft.openNow}
          style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-terracotta-600)' }}
          onChange={(event) => {
            set('openNow', event.currentTarget.checked);
          }}
        />
        <span>{t('filters.openNow')}</span>
      </Flex>
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
