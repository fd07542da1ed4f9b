// The e-mail and password of a sign-in, as the traveller's and the back office's sign-in pages both ask for them.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstInvalid } from './form';
import { EmailField, RequiredField } from './RequiredField';

export type Credentials = ReturnType<typeof useCredentials>;

/** Both fields are required; `complete()` says whether they are, and if not shows what is missing and focuses it. */
export function useCredentials() {
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showRequired, setShowRequired] = useState(false);
  function complete(): boolean {
    if (email.trim() && password) return true;
    setShowRequired(true);
    focusFirstInvalid(formRef.current);
    return false;
  }
  return { formRef, email, setEmail, password, setPassword, showRequired, complete, input: { email: email.trim(), password } };
}

export function CredentialsFields({ credentials, emailAutoComplete }: { credentials: Credentials; emailAutoComplete: 'email' | 'username' }) {
  const { t } = useTranslation('auth');
  const { email, setEmail, password, setPassword, showRequired } = credentials;
  return (
    <>
      <EmailField
        autoComplete={emailAutoComplete}
        value={email}
        onValueChange={setEmail}
        invalid={showRequired && !email.trim()}
        problem={t('validation.emailRequired')}
      />
      <RequiredField
        label={t('fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        invalid={showRequired && !password}
        problem={t('validation.passwordRequired')}
      />
    </>
  );
}
