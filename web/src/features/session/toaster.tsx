// The app's toasts (spec §9): top centre, one at a time, 5 s, F8 moves focus to them. Loaded on first
// use by ToastHost (show one with `notify()` from ./notify).
import { Toast, Toaster, createToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS } from './constants';
import { attachToaster } from './notify';

export const toaster = createToaster({
  placement: 'top',
  max: 1,
  duration: TOAST_DURATION_MS,
  // Not spec §9's 1,000,000 ms: here a dismissed toast keeps its slot until removed, and max is 1.
  removeDelay: 200,
  hotkey: ['F8'],
});

export default function AppToaster() {
  const { t } = useTranslation('auth');
  // After this commit: a toast published while the toaster is still starting is not shown.
  useEffect(
    () =>
      attachToaster(
        (notice) => window.setTimeout(() => toaster.create(notice)),
        () => window.setTimeout(() => document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]')?.focus()),
      ),
    [],
  );
  return (
    // No portal: it would mount a commit later.
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
