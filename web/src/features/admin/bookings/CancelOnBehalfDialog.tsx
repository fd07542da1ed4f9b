// Cancelling for a traveller: the policy decides the refund unless the override is ticked; a reason is required.
import { Button, chakra, CloseButton, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminBookingRowFragment, AdminBookingCancelDocument } from '../gql/graphql';
import { FormMessage } from '../../auth/FormMessage';
import { formatUsd } from '../../listings/format';
import { FormField } from '../admin-form';
import { errorText } from '../../../app/errors';
import { refusal } from '../admin-ui';
import { dialogRecipe } from '../../../app/overlay-recipes';

export function CancelOnBehalfDialog({
  booking,
  onClose,
  onDone,
}: {
  booking: AdminBookingRowFragment;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const [reason, setReason] = useState('');
  const [override, setOverride] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(AdminBookingCancelDocument);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      const result = (await cancel({ variables: { input: { bookingId: booking.id, reason, override } } })).data?.adminBookingCancel;
      const refused = refusal(t, result?.userErrors[0]);
      if (refused) return setProblem(refused);
      onDone(t('bookings.cancelled', { reference: booking.reference, amount: formatUsd(result?.refund?.amount ?? 0, language) }));
    } catch (failure) {
      setProblem(errorText(t, failure, 'admin'));
    }
  }

  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open
      role="alertdialog"
      onOpenChange={(details) => !details.open && !loading && onClose()}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={(event: FormEvent) => void confirm(event)} data-testid="cancel-on-behalf">
            <Dialog.Header>
              <Dialog.Title>{t('bookings.cancelTitle', { reference: booking.reference })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="gray.700">{t('bookings.cancelPolicy')}</Text>
                <FormField label={t('bookings.reason')} required>
                  <Textarea size="sm" value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
                </FormField>
                <chakra.label display="flex" gap="2" alignItems="flex-start" fontSize="sm">
                  <input type="checkbox" checked={override} onChange={(event) => setOverride(event.currentTarget.checked)} />
                  {t('bookings.override')}
                </chakra.label>
                {problem && <FormMessage tone="error">{problem}</FormMessage>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={loading}>
                {t('bookings.keep')}
              </Button>
              <Button type="submit" colorPalette="red" loading={loading}>
                {t('bookings.confirmCancel')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('form.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
