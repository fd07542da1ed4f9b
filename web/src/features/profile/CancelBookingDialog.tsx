// Cancelling (spec §9 policy): the server's quote first, 'You will get back $X', then the cancellation itself.
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingDetailsFragment } from '../../gql/graphql';
import { FormMessage } from '../auth/FormMessage';
import { formatUsd } from '../listings/format';
import { dialogRecipe } from '../../app/overlay-recipes';

type Quote = NonNullable<BookingDetailsFragment['cancellationQuote']>;

const MOBILE_MONEY = new Set(['mpesa', 'mtn_momo']);

/** `cancel` answers the problem to show, or null once the booking is cancelled. */
export type CancelBooking = () => Promise<string | null>;

interface Props {
  quote: Quote;
  /** How the booking was paid (mpesa, mtn_momo, test_card, pay_at_venue): a mobile-money refund goes back within minutes. */
  paymentMethod: string | null | undefined;
  cancel: CancelBooking;
  onDone: (quote: Quote) => void;
  onClose: () => void;
}

export function CancelBookingDialog({ quote, paymentMethod, cancel, onDone, onClose }: Props) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? 'en';
  const [cancelling, setCancelling] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setCancelling(true);
    setProblem(null);
    const failure = await cancel();
    setCancelling(false);
    if (failure) setProblem(failure);
    else onDone(quote);
  }

  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open
      role="alertdialog"
      onOpenChange={(details) => !details.open && !cancelling && onClose()}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="cancel-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('cancel.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text fontSize="lg" fontWeight="semibold" data-testid="cancel-refund">
                  {t('cancel.refund', { amount: formatUsd(quote.refund.amount, language) })}
                </Text>
                <Text color="gray.700">{t(`cancel.reasons.${quote.reason}`, { defaultValue: '' })}</Text>
                {quote.pointsReversed > 0 && <Text data-testid="cancel-points">{t('cancel.points', { count: quote.pointsReversed })}</Text>}
                {quote.refund.amount > 0 && (
                  <Text fontSize="sm" color="gray.600">
                    {t(MOBILE_MONEY.has(paymentMethod ?? '') ? 'cancel.refundTimingMobile' : 'cancel.refundTiming')}
                  </Text>
                )}
                {problem && <FormMessage tone="error">{problem}</FormMessage>}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={cancelling}>
                  {t('cancel.keep')}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={cancelling} onClick={() => void confirm()}>
                {t('cancel.confirm')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('booking:actions.close')} disabled={cancelling} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** After a cancellation: the refund on its way and the points taken back, from the quote the traveller confirmed. */
export function CancelledNotice({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <FormMessage tone="success">
      <span data-testid="cancelled-notice">
        {t('cancel.done', { amount: formatUsd(quote.refund.amount, language) })}
        {quote.pointsReversed > 0 ? ` ${t('cancel.pointsDone', { count: quote.pointsReversed })}` : ''}
      </span>
    </FormMessage>
  );
}
