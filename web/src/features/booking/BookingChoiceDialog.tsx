// 'Complete Your Booking' (spec §2): continue as a guest, or sign in here and come back to this same page.
import { Button, CloseButton, Dialog, Field, Input, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { Link as RouterLink } from 'react-router-dom';
import { SessionCreateDocument } from '../../gql/graphql';
import { useSetViewer } from '../session/useSession';
import { FormStack } from './BookingScreen';
import { GUEST_CONTACT_TITLE } from './GuestContactForm';
import { dialogRecipe } from '../../app/overlay-recipes';

interface Props {
  onGuest: () => void;
  onSignedIn: () => void;
  onClose: () => void;
}

export function BookingChoiceDialog({ onGuest, onSignedIn, onClose }: Props) {
  const { t } = useTranslation('booking');
  const [signingIn, setSigningIn] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [createSession, { loading }] = useMutation(SessionCreateDocument);
  const setViewer = useSetViewer();

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) return setProblem(t('choice.signInRequired'));
    setProblem(null);
    try {
      const { data } = await createSession({ variables: { input: { email: email.trim(), password } } });
      const payload = data?.sessionCreate;
      if (!payload?.user) return setProblem(payload?.userErrors[0] ? errorText(t, payload.userErrors[0], 'booking') : t('choice.signInFailed'));
      setViewer(payload.user);
      onSignedIn();
    } catch {
      setProblem(t('choice.signInFailed'));
    }
  }

  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size={{ base: 'full', sm: 'md' }}
      // Continuing as a guest, the focus goes to the contact form that takes the dialog's place; closed, back to the form.
      finalFocusEl={() => document.getElementById(GUEST_CONTACT_TITLE)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="booking-choice">
            <Dialog.Header>
              <Dialog.Title>{t('choice.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {!signingIn ? (
                <Stack gap="4">
                  <Stack gap="1">
                    <Button colorPalette="terracotta" onClick={onGuest}>
                      {t('choice.guest')}
                    </Button>
                    <Text fontSize="sm" color="gray.600">
                      {t('choice.guestHint')}
                    </Text>
                  </Stack>
                  <Stack gap="1">
                    <Button variant="outline" colorPalette="forest" onClick={() => setSigningIn(true)}>
                      {t('choice.signIn')}
                    </Button>
                    <Text fontSize="sm" color="gray.600">
                      {t('choice.signInHint')}
                    </Text>
                  </Stack>
                </Stack>
              ) : (
                <FormStack gap="3" onSubmit={(event) => void signIn(event)} noValidate>
                  <Field.Root required>
                    <Field.Label>{t('fields.email')}</Field.Label>
                    <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.currentTarget.value)} />
                  </Field.Root>
                  <Field.Root required>
                    <Field.Label>{t('fields.password')}</Field.Label>
                    <Input type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} />
                  </Field.Root>
                  {problem && (
                    <Text role="alert" color="red.700">
                      {problem}
                    </Text>
                  )}
                  <Button type="submit" colorPalette="terracotta" loading={loading}>
                    {t('choice.signInSubmit')}
                  </Button>
                  <Button variant="ghost" onClick={() => setSigningIn(false)}>
                    {t('actions.back')}
                  </Button>
                </FormStack>
              )}
              <Text mt="4" fontSize="sm">
                {t('choice.noAccount')}{' '}
                <Link asChild color="terracotta.700" fontWeight="semibold">
                  <RouterLink to="/auth/register">{t('choice.createOne')}</RouterLink>
                </Link>
              </Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
