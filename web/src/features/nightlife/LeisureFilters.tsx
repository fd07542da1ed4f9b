import { Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftNumber, FiltersDialog, NumberRangeField, rangeInvalid, SelectField } from '../listings/FiltersDialog';
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
  const [draft, setDraft] = useState<Draft>(() => toDraft(values));
  const invalid = rangeInvalid(draft.minPrice, draft.maxPrice, 0);

  return (
    <FiltersDialog
      activeCount={activeCount}
      invalid={invalid}
      onOpen={() => setDraft(toDraft(values))}
      onReset={() => setDraft(empty)}
      onApply={() =>
        onApply({ type: (draft.type || null) as LeisureTypeKey | null, openNow: draft.openNow, minPrice: draftNumber(draft.minPrice), maxPrice: draftNumber(draft.maxPrice) })
      }
    >
      <SelectField
        label={t('filters.type')}
        name="type"
        value={draft.type}
        onChange={(type) => setDraft((previous) => ({ ...previous, type }))}
        options={[{ value: '', label: t('types.all') }, ...leisureTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))]}
      />
      <Flex as="label" align="center" gap="2" cursor="pointer">
        <input
          type="checkbox"
          name="openNow"
          checked={draft.openNow}
          style={{ width: '1.1rem', height: '1.1rem', accentColor: 'var(--chakra-colors-terracotta-600)' }}
          onChange={(event) => {
            const openNow = event.currentTarget.checked;
            setDraft((previous) => ({ ...previous, openNow }));
          }}
        />
        <span>{t('filters.openNow')}</span>
      </Flex>
      <NumberRangeField
        names={['minPrice', 'maxPrice']}
        labels={[t('filters.minPrice'), t('filters.maxPrice')]}
        values={[draft.minPrice, draft.maxPrice]}
        floor={0}
        onChange={(which, value) => setDraft((previous) => ({ ...previous, [which === 0 ? 'minPrice' : 'maxPrice']: value }))}
      />
    </FiltersDialog>
  );
}
