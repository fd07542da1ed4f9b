// Spec §2 Verify Account: the link's token verifies at once; a token can also be pasted by hand.
import { Button, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSelectedCountry, withCountry } from '../../app/country';
import { AccountVerifyEmailDocument } from '../../gql/graphql';
import { AUTH_LINK_REDIRECT_DELAY_MS, AUTH_REDIRECT_DELAY_MS } from '../session/constants';
import { AuthCard } from './AuthCard';
import { FormMessage } from './FormMessage';
import { TokenField } from './RequiredField';
import { errorText } from '../../app/errors';
import { focusFirstInvalid } from './form';

type Outcome = { kind: 'idle' } | { kind: 'verified'; delay: number } | { kind: 'error'; message: string };

export function VerifyPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const [country] = useSelectedCountry();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const linkToken = searchParams.get('token') ?? '';
  const [token, setToken] = useState(linkToken);
  const [missing, setMissing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [verifyEmail, { loading: verifying }] = useMutation(AccountVerifyEmailDocument);
  // The link works once: StrictMode's second effect run must not spend it again.
  const autoVerified = useRef(false);

  const verify = useCallback(
    async (value: string, delay: number) => {
      setOutcome({ kind: 'idle' });
      try {
        const { data } = await verifyEmail({ variables: { token: value.trim() } });
        const problem = data?.accountVerifyEmail.userErrors[0];
        if (problem || !data?.accountVerifyEmail.user) setOutcome({ kind: 'error', message: problem ? errorText(t, problem, 'auth') : t('verify.failed') });
        else setOutcome({ kind: 'verified', delay });
      } catch {
        setOutcome({ kind: 'error', message: t('verify.failed') });
      }
    },
    [verifyEmail, t],
  );

  useEffect(() => {
    if (!linkToken || autoVerified.current) return;
    autoVerified.current = true;
    void verify(linkToken, AUTH_LINK_REDIRECT_DELAY_MS);
  }, [linkToken, verify]);

  useEffect(() => {
    if (outcome.kind !== 'verified') return;
    const timer = window.setTimeout(() => navigate(withCountry('/auth/signin', country)), outcome.delay);
    return () => window.clearTimeout(timer);
  }, [outcome, navigate, country]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token.trim()) {
      setMissing(true);
      focusFirstInvalid(formRef.current);
      return;
    }
    void verify(token, AUTH_REDIRECT_DELAY_MS);
  }

  return (
    <AuthCard title={t('verify.title')} lead={t('verify.lead')}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="4">
          {outcome.kind === 'verified' && <FormMessage tone="success">{t('verify.success')}</FormMessage>}
          {outcome.kind === 'error' && <FormMessage tone="error">{outcome.message}</FormMessage>}
          <TokenField
            label={t('fields.verificationToken')}
            value={token}
            onValueChange={setToken}
            invalid={missing && !token.trim()}
            problem={t('validation.tokenRequired')}
          />
          <Button type="submit" colorPalette="terracotta" loading={verifying} loadingText={t('verify.submitting')} disabled={outcome.kind === 'verified'}>
            {t('verify.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
