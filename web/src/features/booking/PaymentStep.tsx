// How the traveller pays: at the venue (unpaid until the day) or the test card provider.
import { Box, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../gql/graphql';

export interface PaymentChoice {
  method: PaymentMethod;
  cardNumber: string;
}

export function PaymentStep({ value, onChange, invalid }: { value: PaymentChoice; onChange: (value: PaymentChoice) => void; invalid: boolean }) {
  const { t } = useTranslation('booking');
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
      {option('PAY_AT_VENUE', t('payment.atVenue'), t('payment.atVenueHint'))}
      {option('TEST_CARD', t('payment.testCard'), t('payment.testCardHint'))}
      {value.method === 'TEST_CARD' && (
        <Field.Root required invalid={invalid}>
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
    </Stack>
  );
}
