import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setLowData, useLowData } from './low-data';

/** A native checkbox: light, and its label says what it saves. */
export function LowDataToggle({ color }: { color?: string }) {
  const { t } = useTranslation();
  const lowData = useLowData();
  const id = useId();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', color }}>
      <input
        id={id}
        type="checkbox"
        checked={lowData}
        onChange={(event) => setLowData(event.currentTarget.checked)}
        style={{ width: '1rem', height: '1rem' }}
      />
      <label htmlFor={id}>{t('lowData.label')}</label>
    </span>
  );
}
