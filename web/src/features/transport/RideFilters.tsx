import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersDialog, SelectField } from '../listings/FiltersDialog';
import { rideTypes, type RideTypeKey } from './ride-search';

export function RideFilters({ type, onApply }: { type: RideTypeKey | null; onApply: (values: { type: RideTypeKey | null }) => void }) {
  const { t } = useTranslation('transport');
  const [draft, setDraft] = useState(type ?? '');
  return (
    <FiltersDialog
      activeCount={type ? 1 : 0}
      invalid={false}
      onOpen={() => setDraft(type ?? '')}
      onReset={() => setDraft('')}
      onApply={() => onApply({ type: (draft || null) as RideTypeKey | null })}
    >
      <SelectField
        label={t('filters.type')}
        name="type"
        value={draft}
        onChange={setDraft}
        options={[{ value: '', label: t('types.all') }, ...rideTypes.map((option) => ({ value: option, label: t(`types.${option}`) }))]}
      />
    </FiltersDialog>
  );
}
