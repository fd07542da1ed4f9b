// Spec §2 Register: names, e-mail, password twice, country (required), optional phone behind the country's dial code.
import { Box, Button, Field, Flex, Input, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { AccountRegisterDocument } from '../../gql/graphql';
import { CountrySelect } from '../profile/CountrySelect';
import { useDialCountries } from '../profile/dial-codes';
import { AUTH_LINK_REDIRECT_DELAY_MS, PASSWORD_MIN_LENGTH } from '../session/constants';
import { AuthCard } from './AuthCard';
import { FormMessage } from './FormMessage';
import { EmailField, NewPasswordField, RequiredField } from './RequiredField';
import { errorText } from '../../app/errors';
import { focusFirstInvalid, isEmail } from './form';

interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  country: string;
  phone: string;
}

type Outcome = { kind: 'idle' } | { kind: 'taken' } | { kind: 'error'; message: string } | { kind: 'registered' };

export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const [selectedCountry] = useSelectedCountry();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const { countries } = useDialCountries(i18n.resolvedLanguage ?? 'en');
  const [form, setForm] = useState<RegisterForm>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    passwordConfirmation: '',
    country: selectedCountry,
    phone: '',
  });
  const [touched, setTouched] = useState<Partial<Record<keyof RegisterForm, boolean>>>({});
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof RegisterForm, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [register, { loading: submitting }] = useMutation(AccountRegisterDocument);
  const dialCode = countries.find((entry) => entry.code === form.country)?.dialCode ?? '';

  useEffect(() => {
    if (outcome.kind !== 'registered') return;
    const timer = window.setTimeout(() => navigate(withCountry('/auth/signin', selectedCountry)), AUTH_LINK_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate, selectedCountry]);

  const problems: Partial<Record<keyof RegisterForm, string>> = {
    firstName: form.firstName.trim() ? undefined : t('validation.required'),
    lastName: form.lastName.trim() ? undefined : t('validation.required'),
    email: !form.email.trim() ? t('validation.emailRequired') : isEmail(form.email) ? undefined : t('validation.emailInvalid'),
    password: !form.password
      ? t('validation.passwordRequired')
      : form.password.length < PASSWORD_MIN_LENGTH
        ? t('validation.passwordShort', { count: PASSWORD_MIN_LENGTH })
        : undefined,
    passwordConfirmation: !form.passwordConfirmation
      ? t('validation.required')
      : form.passwordConfirmation !== form.password
        ? t('validation.passwordMismatch')
        : undefined,
    country: form.country ? undefined : t('validation.countryRequired'),
  };
  const valid = Object.values(problems).every((problem) => !problem);
  const errorOf = (name: keyof RegisterForm) => fieldErrors[name] ?? (touched[name] ? problems[name] : undefined);

  function update(name: keyof RegisterForm, value: string) {
    setForm((previous) => ({ ...previous, [name]: value }));
    setFieldErrors((previous) => ({ ...previous, [name]: undefined }));
  }
  const touch = (name: keyof RegisterForm) => () => setTouched((previous) => ({ ...previous, [name]: true }));
  /** A text field's label, value, handlers and problem, by its name in the form. */
  const fieldOf = (name: 'firstName' | 'lastName' | 'email' | 'password' | 'passwordConfirmation') => ({
    label: t(`fields.${name}`),
    name,
    value: form[name],
    onValueChange: (value: string) => update(name, value),
    onBlur: touch(name),
    problem: errorOf(name),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) {
      setTouched({ firstName: true, lastName: true, email: true, password: true, passwordConfirmation: true, country: true });
      focusFirstInvalid(formRef.current);
      return;
    }
    setOutcome({ kind: 'idle' });
    const phone = form.phone.trim() ? `${dialCode} ${form.phone.trim()}` : undefined;
    try {
      const { data } = await register({
        variables: {
          input: {
            firstName: form.firstName.trim(),
            lastName: form.lastName.trim(),
            email: form.email.trim(),
            password: form.password,
            passwordConfirmation: form.passwordConfirmation,
            country: form.country,
            phone,
          },
        },
      });
      const userErrors = data?.accountRegister.userErrors ?? [];
      if (userErrors.some((problem) => problem.code === 'EMAIL_TAKEN')) return setOutcome({ kind: 'taken' });
      const fieldProblems = Object.fromEntries(
        userErrors.filter((problem) => problem.field && problem.field in form).map((problem) => [problem.field, errorText(t, problem, 'auth')]),
      );
      if (Object.keys(fieldProblems).length) {
        setFieldErrors(fieldProblems);
        focusFirstInvalid(formRef.current);
        return;
      }
      if (userErrors[0] || !data?.accountRegister.user) {
        return setOutcome({ kind: 'error', message: userErrors[0] ? errorText(t, userErrors[0], 'auth') : t('register.failed') });
      }
      setOutcome({ kind: 'registered' });
    } catch {
      setOutcome({ kind: 'error', message: t('register.failed') });
    }
  }

  const signInLink = withCountry('/auth/signin', selectedCountry);

  return (
    <AuthCard
      title={t('register.title')}
      lead={t('register.lead')}
      footer={
        <span>
          {t('register.haveAccount')}{' '}
          <Link asChild color="terracotta.700" fontWeight="semibold">
            <RouterLink to={signInLink}>{t('register.signIn')}</RouterLink>
          </Link>
        </span>
      }
    >
      {outcome.kind === 'registered' ? (
        <FormMessage tone="success">
          {t('register.success')}
          {import.meta.env.DEV && (
            <Box mt="1">
              <Link href="/dev/mail/view" target="_blank" color="forest.800" textDecoration="underline">
                {t('register.devMailbox')}
              </Link>
            </Box>
          )}
        </FormMessage>
      ) : (
        <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="4">
            {outcome.kind === 'taken' && (
              <FormMessage tone="error">
                <Trans t={t} i18nKey="register.emailTaken" components={{ signin: <InlineLink to={signInLink} /> }} />
              </FormMessage>
            )}
            {outcome.kind === 'error' && <FormMessage tone="error">{outcome.message}</FormMessage>}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <RequiredField {...fieldOf('firstName')} autoComplete="given-name" />
              <RequiredField {...fieldOf('lastName')} autoComplete="family-name" />
            </SimpleGrid>
            <EmailField {...fieldOf('email')} autoComplete="email" />
            <NewPasswordField {...fieldOf('password')} />
            {/* The mismatch shows as soon as both are typed (spec §5 'also inline'). */}
            <RequiredField
              {...fieldOf('passwordConfirmation')}
              type="password"
              autoComplete="new-password"
              problem={errorOf('passwordConfirmation') ?? (form.passwordConfirmation ? problems.passwordConfirmation : undefined)}
            />
            <Field.Root required invalid={Boolean(errorOf('country'))}>
              <Field.Label>
                {t('fields.country')} <Field.RequiredIndicator />
              </Field.Label>
              <CountrySelect
                countries={countries}
                placeholder={t('fields.countryPlaceholder')}
                value={form.country}
                onChange={(country) => update('country', country)}
                onBlur={touch('country')}
              />
              <Field.ErrorText>{errorOf('country')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(fieldErrors.phone)}>
              <Field.Label>
                {t('fields.phone')} <Field.RequiredIndicator fallback={<span>({t('fields.optional')})</span>} />
              </Field.Label>
              <Flex width="full" dir="ltr">
                {/* Read-only prefix; the helper text below says it in words. */}
                <Flex
                  aria-hidden="true"
                  data-testid="dial-code"
                  align="center"
                  px="3"
                  minW="16"
                  flexShrink="0"
                  borderWidth="1px"
                  borderColor="gray.200"
                  roundedStart="l2"
                  bg="gray.50"
                  color="gray.700"
                >
                  {dialCode || '+'}
                </Flex>
                <Input
                  type="tel"
                  name="phone"
                  autoComplete="tel-national"
                  roundedStart="0"
                  value={form.phone}
                  onChange={(event) => update('phone', event.currentTarget.value)}
                />
              </Flex>
              {fieldErrors.phone ? (
                <Field.ErrorText>{fieldErrors.phone}</Field.ErrorText>
              ) : (
                dialCode && <Field.HelperText>{t('fields.dialCodeHint', { dialCode })}</Field.HelperText>
              )}
            </Field.Root>
            <Button type="submit" colorPalette="terracotta" disabled={!valid} loading={submitting} loadingText={t('register.submitting')}>
              {t('register.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}

/** A link inside translated text: <Trans> fills in its children. */
function InlineLink({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link asChild color="red.800" textDecoration="underline" fontWeight="semibold">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
