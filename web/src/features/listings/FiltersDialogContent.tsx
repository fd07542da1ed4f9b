// The filters dialog itself, loaded when the Filters button is first pressed.
import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogRecipe } from '../../app/overlay-recipes';

interface Props {
  invalid: boolean;
  onApply: () => void;
  onReset: () => void;
  onClose: () => void;
  /** Where focus returns when the dialog closes: the Filters button. */
  finalFocus: () => HTMLElement | null;
  children: ReactNode;
}

export default function FiltersDialogContent({ invalid, onApply, onReset, onClose, finalFocus, children }: Props) {
  const { t } = useTranslation('listings');

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (invalid) return;
    onApply();
  }

  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      finalFocusEl={finalFocus}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('filters.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" onClick={onReset}>
                  {t('filters.reset')}
                </Button>
                <Button type="submit" colorPalette="terracotta" disabled={invalid}>
                  {t('filters.apply')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('filters.close')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
