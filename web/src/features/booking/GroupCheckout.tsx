// What a checkout of bookings made together shows (useGroupCheckout): the refusal, the guest's contact form, the
// review of the held bookings, or the button that starts it.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { type ReviewCopy, PackageReview } from '../home/PackageReview';
import { GuestContactForm } from './GuestContactForm';
import type { GroupCheckoutState } from './useGroupCheckout';

interface Props {
  checkout: GroupCheckoutState;
  copy: ReviewCopy;
  /** A package's airport transfers: counted in its estimate, not booked here. */
  transfers?: { amount: number };
  startLabel: string;
  startDisabled?: boolean;
  testIds: { start: string; failed: string };
}

export function GroupCheckout({ checkout, copy, transfers, startLabel, startDisabled = false, testIds }: Props) {
  const { phase, problem, contact, held } = checkout;
  return (
    <Stack gap="3">
      {problem && (
        <Box role="alert" p="4" rounded="md" bg="red.50" borderWidth="1px" borderColor="red.200" data-testid={testIds.failed}>
          <Text color="red.900">{problem}</Text>
        </Box>
      )}
      {phase === 'guest' ? (
        <GuestContactForm initial={contact ?? {}} busy={false} onSubmit={checkout.start} onBack={checkout.backFromGuest} />
      ) : (phase === 'review' || phase === 'confirming') && held ? (
        <PackageReview
          held={held}
          copy={copy}
          transfers={transfers}
          payment={checkout.payment}
          onPayment={checkout.setPayment}
          termsAccepted={checkout.termsAccepted}
          onTermsAccepted={checkout.setTermsAccepted}
          confirming={phase === 'confirming'}
          onConfirm={checkout.confirmAll}
          onBack={checkout.leaveReview}
          onExpired={checkout.expire}
        />
      ) : (
        <Button
          colorPalette="terracotta"
          size="lg"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          disabled={startDisabled}
          loading={phase === 'holding'}
          onClick={checkout.begin}
          data-testid={testIds.start}
        >
          {startLabel}
        </Button>
      )}
    </Stack>
  );
}
