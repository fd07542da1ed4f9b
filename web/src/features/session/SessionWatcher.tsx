// Keeps the session current (spec §4): re-checked on page load, window focus and auth-changed; an
// auth-expired event signs out with a toast and goes to sign-in. Also the home page's ?verified=1 toast.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ViewerDocument } from '../../gql/graphql';
import { AUTH_CHANGED_EVENT, AUTH_EXPIRED_EVENT, rememberSignedIn, signalAuthChange, signalAuthExpired, wasSignedIn } from './events';
import { refreshSession } from './refresh';
import { AppToaster, TOAST_DURATION_MS, toaster } from './toaster';

export function SessionWatcher() {
  const { t } = useTranslation('auth');
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();

  useEffect(() => {
    let cancelled = false;
    async function recheck() {
      const signedInHere = Boolean(client.cache.readQuery({ query: ViewerDocument })?.me);
      // Probed outside the cache, so a lapsed access cookie does not flash "signed out" before the refresh.
      const probe = () => client.query({ query: ViewerDocument, fetchPolicy: 'no-cache' }).then(({ data }) => data?.me ?? null);
      let me = await probe().catch(() => undefined);
      if (cancelled || me === undefined) return; // network trouble: keep what we know
      // The access cookie lives 15 minutes; the refresh cookie keeps a returning visitor signed in.
      if (!me && (signedInHere || wasSignedIn()) && (await refreshSession())) me = await probe().catch(() => null);
      if (cancelled) return;
      if (!me && signedInHere) return signalAuthExpired();
      client.cache.writeQuery({ query: ViewerDocument, data: { me } });
      rememberSignedIn(Boolean(me));
    }
    function onFocus() {
      void recheck();
    }
    function onExpired() {
      client.cache.writeQuery({ query: ViewerDocument, data: { me: null } });
      rememberSignedIn(false);
      toaster.create({ title: t('session.expired'), type: 'warning' });
      navigate('/auth/signin');
    }
    void recheck();
    window.addEventListener('focus', onFocus);
    window.addEventListener(AUTH_CHANGED_EVENT, onFocus);
    window.addEventListener(AUTH_EXPIRED_EVENT, onExpired);
    return () => {
      cancelled = true;
      window.removeEventListener('focus', onFocus);
      window.removeEventListener(AUTH_CHANGED_EVENT, onFocus);
      window.removeEventListener(AUTH_EXPIRED_EVENT, onExpired);
    };
  }, [client, navigate, t]);

  const verified = pathname === '/' && searchParams.get('verified') === '1';
  const verifiedShown = useRef(false);
  useEffect(() => {
    if (!verified || verifiedShown.current) return;
    verifiedShown.current = true;
    toaster.create({ title: t('verify.welcome'), type: 'success', duration: TOAST_DURATION_MS });
    signalAuthChange();
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('verified');
        return next;
      },
      { replace: true },
    );
  }, [verified, setSearchParams, t]);

  return <AppToaster />;
}
