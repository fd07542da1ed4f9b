// The app's toasts (spec §9): top centre, one at a time, 5 s, F8 moves focus to them.
import { Toast, Toaster, createToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const TOAST_DURATION_MS = 5000;

export const toaster = createToaster({
  placement: 'top',
  max: 1,
  duration: TOAST_DURATION_MS,
  // Not spec §9's 1,000,000 ms: here a dismissed toast keeps its slot until removed, and max is 1.
  removeDelay: 200,
  hotkey: ['F8'],
});

export function AppToaster() {
  const { t } = useTranslation('auth');
  return (
    // No portal: it would mount a commit later and miss a toast created on the first render (?verified=1).
    <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
      {(toast) => (
        <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }}>
          <Toast.Title>{toast.title}</Toast.Title>
          {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          <Toast.CloseTrigger aria-label={t('toast.close')}>
            <X aria-hidden="true" size={16} />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
