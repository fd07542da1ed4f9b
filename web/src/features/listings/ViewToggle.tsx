import { HStack, IconButton } from '@chakra-ui/react';
import { LayoutGrid, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListView } from './url-state';

export function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useTranslation('listings');
  return (
    <HStack gap="0" role="group" aria-label={t('view.label')}>
      {(['grid', 'list'] as const).map((option) => (
        <IconButton
          key={option}
          size="sm"
          variant={view === option ? 'subtle' : 'ghost'}
          aria-label={t(`view.${option}`)}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
        >
          {option === 'grid' ? <LayoutGrid aria-hidden="true" /> : <List aria-hidden="true" />}
        </IconButton>
      ))}
    </HStack>
  );
}
