// The filters dialog's trigger, with the active count: the form in its dialog (FiltersForm) loads when it is first
// pressed or pointed at, not with the list page.
import { Button } from '@chakra-ui/react';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FiltersFormProps } from './FiltersForm';

const loadForm = () => import('./FiltersForm');
const FiltersForm = lazy(loadForm);

export function FiltersDialog({ activeCount, form }: { activeCount: number; form: Omit<FiltersFormProps, 'onClose' | 'finalFocus'> }) {
  const { t } = useTranslation('listings');
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={triggerRef}
        variant="outline"
        size="sm"
        bg="white"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadForm().catch(() => undefined)}
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden="true" size={16} />
        {activeCount > 0 ? t('filters.buttonWithCount', { count: activeCount }) : t('filters.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FiltersForm {...form} onClose={() => setOpen(false)} finalFocus={() => triggerRef.current} />
        </Suspense>
      )}
    </>
  );
}
