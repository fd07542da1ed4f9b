// Small pieces every partner dashboard shows the same way: a listing's visibility, the link to its editor, a row's remove button (confirmed first), and the
// white panel a screen's sections stand in.
import { Badge, Box, type BoxProps, Button, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useConfirmation } from '../backoffice/useConfirmation';

/** Whether travellers see the listing. */
export function VisibilityBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('partners');
  return <Badge colorPalette={active ? 'green' : 'gray'}>{active ? t('tours.active') : t('tours.hidden')}</Badge>;
}

/** Opens the listing editor (ListingEditorScreen) of `name`; `to` is its path relative to the current route. */
export function EditListingLink({ to, name }: { to: string; name: string }) {
  const { t } = useTranslation('partners');
  return (
    <Link asChild color="terracotta.700" fontSize="sm">
      <RouterLink to={to} aria-label={t('editor.openFor', { name })}>
        {t('editor.open')}
      </RouterLink>
    </Link>
  );
}

/** Removes one row once the partner confirms; `label` names what it removes ("Remove vehicle RAB 123 A"). */
export function RemoveButton({ label, disabled, onRemove }: { label: string; disabled?: boolean; onRemove: () => Promise<void> }) {
  const { t } = useTranslation(['partners', 'backoffice']);
  const { confirm, dialog } = useConfirmation();
  return (
    <>
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        disabled={disabled}
        aria-label={label}
        onClick={async () => {
          const question = {
            title: t('backoffice:confirm.question', { action: label }),
            detail: t('backoffice:confirm.final'),
            confirmLabel: t('actions.remove'),
          };
          if (await confirm(question)) await onRemove();
        }}
      >
        {t('actions.remove')}
      </Button>
      {dialog}
    </>
  );
}

/** A section or form of a partner screen, on white. */
export function Panel(props: BoxProps) {
  return <Box bg="white" p="4" rounded="md" borderWidth="1px" {...props} />;
}

/**
 * Hiding a listing takes it off travellers' lists at once: `allowed(name, was, will)` asks first when a listing
 * visible now is about to be hidden, and answers true at once for any other change. Render `dialog`.
 */
export function useHideConfirmation() {
  const { t } = useTranslation('partners');
  const { confirm, dialog } = useConfirmation();
  const allowed = (name: string, visibleNow: boolean, visibleAfter: boolean) =>
    visibleNow && !visibleAfter
      ? confirm({ title: t('visibility.confirmHide', { name }), detail: t('visibility.hideDetail'), confirmLabel: t('visibility.hide') })
      : Promise.resolve(true);
  return { allowed, dialog };
}
