// After a guest booking: create an account with the booking's e-mail (spec §5: password of 8 or more).
// Once verified and signed in, My Bookings attaches the booking to it.
import { Box, Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { Link as RouterLink } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { kindUi } from '../../app/kinds';
import { AccountRegisterDocument, type BookingSummaryFragment, type BookingType } from '../../gql/graphql';
import { FormStack } from './BookingScreen';
import { rememberForAttach } from './pending-attach';

const PASSWORD_MIN = 8;

export function GuestAccountOffer({ booking, kind }: { booking: BookingSummaryFragment; kind: BookingType }) {
  const { t } = useTranslation('booking');
  const [country] = useSelectedCountry();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [register, { loading }] = useMutation(AccountRegisterDocument);
  const tooShort = password.length < PASSWORD_MIN;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (tooShort) return;
    const [firstName = '', ...rest] = booking.contactName.trim().split(/\s+/);
    try {
      const { data } = await register({ variables: { input: { email: booking.email, password, firstName, lastName: rest.join(' ') || firstName } } });
      const problem = data?.accountRegister.userErrors[0];
      if (problem || !data?.accountRegister.user)
        return setOutcome({ ok: false, text: problem ? `${t('account.failed')}: ${errorText(t, problem, 'booking')}` : t('account.failed') });
      rememberForAttach(booking.reference);
      setOutcome({ ok: true, text: t('account.created', { email: booking.email }) });
    } catch {
      setOutcome({ ok: false, text: t('account.failed') });
    }
  }

  if (outcome?.ok)
    return (
      <Text mt="4" role="status" color="forest.800" data-testid="account-created">
        {outcome.text}
      </Text>
    );

  return (
    <Box mt="5">
      {!open ? (
        <Flex gap="3" wrap="wrap">
          <Button colorPalette="terracotta" onClick={() => setOpen(true)}>
            {t('confirmed.createAccount')}
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={withCountry(kindUi[kind].listPath, country)}>{t('confirmed.maybeLater')}</RouterLink>
          </Button>
        </Flex>
      ) : (
        <FormStack gap="3" maxW="sm" onSubmit={(event) => void submit(event)} noValidate aria-label={t('confirmed.createAccount')}>
          <Text fontSize="sm">{t('account.intro', { email: booking.email })}</Text>
          <Field.Root required invalid={password.length > 0 && tooShort}>
            <Field.Label>{t('fields.password')}</Field.Label>
            <Input type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
            <Field.ErrorText>{t('account.passwordShort')}</Field.ErrorText>
          </Field.Root>
          {outcome && (
            <Text role="alert" color="red.700">
              {outcome.text}
            </Text>
          )}
          <Flex gap="3" wrap="wrap">
            <Button type="submit" colorPalette="terracotta" loading={loading} disabled={tooShort}>
              {t('account.submit')}
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={withCountry(kindUi[kind].listPath, country)}>{t('confirmed.maybeLater')}</RouterLink>
            </Button>
          </Flex>
        </FormStack>
      )}
    </Box>
  );
}
