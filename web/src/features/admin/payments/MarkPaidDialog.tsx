// Recording that a refund left to the back office (MANUAL) was paid out by hand: the payout's reference is asked for,
// then the refund is marked completed and the traveller texted. Cancel has the focus first; refusals show in the dialog.
import { useMutation } from '@apollo/client/react';
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../app/errors';
import { dialogRecipe } from '../../../app/overlay-recipes';
import { FormMessage } from '../../auth/FormMessage';
import { FormField, TextInput } from '../admin-form';
import { AdminRefundMarkPaidDocument } from '../gql/graphql';

/** The longest payout reference the server takes. */
const MAX_REFERENCE = 100;

interface Props {
  bookingReference: string;
  /** The refund as it reads ("KES 5,000"), to say what was paid out. */
  amount: string | null;
  onClose: () => void;
  onDone: (receipt: string) => void;
}

export function MarkPaidDialog({ bookingReference, amount, onClose, onDone }: Props) {
  const { t } = useTranslation('admin');
  const cancel = useRef<HTMLButtonElement>(null);
  const [reference, setReference] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [markPaid, { loading }] = useMutation(AdminRefundMarkPaidDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFieldError(null);
    setProblem(null);
    const trimmed = reference.trim();
    if (!trimmed) return setFieldError(t('payments.markPaid.required'));
    if (trimmed.length > MAX_REFERENCE) return setFieldError(t('payments.markPaid.tooLong', { count: MAX_REFERENCE }));
    try {
      const result = (await markPaid({ variables: { bookingReference, payoutReference: trimmed } })).data?.adminRefundMarkPaid;
      const refused = result?.userErrors[0];
      if (refused) {
        const text = errorText(t, refused, 'admin:payments.markPaid', 'admin');
        return refused.field === 'payoutReference' ? setFieldError(text) : setProblem(text);
      }
      onDone(result?.payment?.refundReceipt ?? trimmed);
    } catch (failure) {
      setProblem(errorText(t, failure, 'admin'));
    }
  }

  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open
      role="alertdialog"
      placement="center"
      initialFocusEl={() => cancel.current}
      onOpenChange={(details) => !details.open && !loading && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content as="form" onSubmit={(event: FormEvent) => void submit(event)} data-testid="mark-paid-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('payments.markPaid.title', { reference: bookingReference })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{amount ? t('payments.markPaid.detailAmount', { amount }) : t('payments.markPaid.detail')}</Text>
                {problem && <FormMessage tone="error">{problem}</FormMessage>}
                <FormField label={t('payments.markPaid.reference')} required error={fieldError}>
                  <TextInput value={reference} onChange={setReference} name="payoutReference" />
                </FormField>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancel} variant="outline" onClick={onClose} disabled={loading}>
                {t('payments.markPaid.cancel')}
              </Button>
              <Button type="submit" colorPalette="green" loading={loading}>
                {t('payments.markPaid.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('payments.markPaid.close')} disabled={loading} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
