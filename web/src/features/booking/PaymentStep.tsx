// How the traveller pays: at the venue (unpaid until the day), the test card provider, or mobile money (M-Pesa,
// MTN MoMo) where the server offers it: a prompt on the phone number given.
import { Box, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { type PaymentMethod, PaymentMethodsDocument } from '../../gql/graphql';

export interface PaymentChoice {
  method: PaymentMethod;
  cardNumber: string;
  phone: string;
}

export const isMobileMoney = (method: PaymentMethod) => method === 'MPESA' || method === 'MTN_MOMO';

/** What the step still needs before the payment can be sent: a card number, or a phone number for mobile money. */
export function paymentMissing(choice: PaymentChoice): 'card' | 'phone' | null {
  if (choice.method === 'TEST_CARD' && choice.cardNumber.replace(/\D/g, '').length < 12) return 'card';
  if (isMobileMoney(choice.method) && choice.phone.replace(/\D/g, '').length < 9) return 'phone';
  return null;
}

export function PaymentStep({
  value,
  onChange,
  invalid,
  mobileMoney = true,
}: {
  value: PaymentChoice;
  onChange: (value: PaymentChoice) => void;
  invalid: 'card' | 'phone' | null;
  /** Whether a phone prompt may pay (a package's parts are paid together, by card or at the venue). */
  mobileMoney?: boolean;
}) {
  const { t } = useTranslation('booking');
  const offered = useQuery(PaymentMethodsDocument, { skip: !mobileMoney }).data?.paymentMethods ?? [];
  const option = (method: PaymentMethod, label: string, hint: string) => (
    <Box
      as="label"
      display="flex"
      gap="3"
      alignItems="start"
      p="3"
      rounded="md"
      borderWidth="1px"
      borderColor={value.method === method ? 'terracotta.400' : 'gray.200'}
      cursor="pointer"
    >
      <input
        type="radio"
        name="payment-method"
        value={method}
        checked={value.method === method}
        onChange={() => onChange({ ...value, method })}
        style={{ marginTop: '0.3rem', accentColor: 'var(--chakra-colors-terracotta-600)' }}
      />
      <span>
        <Text as="span" display="block" fontWeight="semibold">
          {label}
        </Text>
        <Text as="span" display="block" fontSize="sm" color="gray.600">
          {hint}
        </Text>
      </span>
    </Box>
  );
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="semibold" mb="2">
        {t('payment.title')}
      </Text>
      {offered.includes('MPESA') && option('MPESA', t('payment.mpesa'), t('payment.mobileHint'))}
      {offered.includes('MTN_MOMO') && option('MTN_MOMO', t('payment.momo'), t('payment.mobileHint'))}
      {option('PAY_AT_VENUE', t('payment.atVenue'), t('payment.atVenueHint'))}
      {option('TEST_CARD', t('payment.testCard'), t('payment.testCardHint'))}
      {value.method === 'TEST_CARD' && (
        <Field.Root required invalid={invalid === 'card'}>
          <Field.Label>{t('payment.cardNumber')}</Field.Label>
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            dir="ltr"
            value={value.cardNumber}
            onChange={(event) => onChange({ ...value, cardNumber: event.currentTarget.value })}
          />
          <Field.ErrorText>{t('payment.cardRequired')}</Field.ErrorText>
        </Field.Root>
      )}
      {isMobileMoney(value.method) && (
        <Field.Root required invalid={invalid === 'phone'}>
          <Field.Label>{t('payment.phone')}</Field.Label>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            data-testid="payment-phone"
            value={value.phone}
            onChange={(event) => onChange({ ...value, phone: event.currentTarget.value })}
          />
          <Field.HelperText>{t('payment.phoneHint')}</Field.HelperText>
          <Field.ErrorText>{t('payment.phoneRequired')}</Field.ErrorText>
        </Field.Root>
      )}
    </Stack>
  );
}
