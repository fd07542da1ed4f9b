// What went wrong with a booking attempt, and what next: shown by the checkout (CheckoutFlow), and by a screen whose
// own steps come first (the restaurant's) without loading the checkout's steps.
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { kindUi } from '../../app/kinds';
import type { BookingType } from '../../gql/graphql';
import type { CheckoutFailure } from './checkout';

export function CheckoutFailureAlert({ failure, kind, onDismiss }: { failure: CheckoutFailure; kind: BookingType; onDismiss: () => void }) {
  const { t } = useTranslation('booking');
  const title = kindUi[kind].bookingNoun === 'reservation' ? t('failed.reservation') : t('failed.booking');
  // A restaurant's unit is a table: its own words for one just taken.
  // A mobile-money prompt that ended without payment is not a server error: its own words say what happened on the phone.
  const detail = failure.code.startsWith('MOBILE_MONEY_')
    ? t(`mobileMoneyFailure.${failure.code}`)
    : kind === 'RESTAURANT'
      ? errorText(t, failure, 'booking:restaurant', 'booking')
      : errorText(t, failure, 'booking');
  return (
    <Box role="alert" p="4" rounded="md" bg="red.50" borderWidth="1px" borderColor="red.200" data-testid="booking-failed" data-code={failure.code}>
      <Text fontWeight="bold" color="red.800">
        {title}
      </Text>
      <Text mt="1" color="red.900">
        {detail}
      </Text>
      <Flex mt="3" gap="2" wrap="wrap">
        {failure.retry && (
          <Button size="sm" colorPalette="terracotta" onClick={failure.retry}>
            {t('actions.retry')}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onDismiss}>
          {t('actions.dismiss')}
        </Button>
      </Flex>
    </Box>
  );
}
