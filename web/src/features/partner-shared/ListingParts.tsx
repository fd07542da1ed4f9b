// Small pieces every partner dashboard shows the same way: a listing's visibility, a row's remove button, and the
// white panel a screen's sections stand in.
import { Badge, Box, type BoxProps, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Whether travellers see the listing. */
export function VisibilityBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('partners');
  return <Badge colorPalette={active ? 'green' : 'gray'}>{active ? t('tours.active') : t('tours.hidden')}</Badge>;
}

/** Removes one row; `label` names what it removes for screen readers. */
export function RemoveButton({ label, disabled, onRemove }: { label: string; disabled?: boolean; onRemove: () => Promise<void> }) {
  const { t } = useTranslation('partners');
  return (
    <Button size="xs" variant="ghost" colorPalette="red" disabled={disabled} aria-label={label} onClick={() => void onRemove()}>
      {t('actions.remove')}
    </Button>
  );
}

/** A section or form of a partner screen, on white. */
export function Panel(props: BoxProps) {
  return <Box bg="white" p="4" rounded="md" borderWidth="1px" {...props} />;
}
