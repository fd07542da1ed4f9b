// Keeps the session current (spec §4): re-checked on page load, window focus and auth-changed; an
// auth-expired event signs out with a toast and goes to sign-in. Also the home page's ?verified=1 toast.
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { checkSession, writeViewer } from './check';
import { AUTH_CHANGED_EVENT, AUTH_EXPIRED_EVENT, signalAuthChange } from './events';
import { TOAST_DURATION_MS } from './constants';
import { notify } from './notify';

export function SessionWatcher() {
  // Only the common texts up front: the auth ones load when a notice needs them.
  const { i18n } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  // useNavigate answers a new function after each navigation: the listeners below must not re-subscribe (and re-check) then.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();

  useEffect(() => {
    function onFocus() {
      void checkSession(client);
    }
    function onExpired() {
      writeViewer(client, null);
      void i18n.loadNamespaces('auth').then(() => notify({ title: i18n.t('auth:session.expired'), type: 'warning' }));
      navigateRef.current('/auth/signin');
    }
    void checkSession(client);
    window.addEventListener('focus', onFocus);
    window.addEventListener(AUTH_CHANGED_EVENT, onFocus);
    window.addEventListener(AUTH_EXPIRED_EVENT, onExpired);
    return () => {
      window.removeEventListener('focus', onFocus);
      window.removeEventListener(AUTH_CHANGED_EVENT, onFocus);
      window.removeEventListener(AUTH_EXPIRED_EVENT, onExpired);
    };
  }, [client, i18n]);

  const verified = pathname === '/' && searchParams.get('verified') === '1';
  const verifiedShown = useRef(false);
  useEffect(() => {
    if (!verified) return;
    if (!verifiedShown.current) {
      verifiedShown.current = true;
      void i18n
        .loadNamespaces('auth')
        .then(() => notify({ title: i18n.t('auth:verify.welcome', { brand: i18n.t('common:brand') }), type: 'success', duration: TOAST_DURATION_MS }));
      signalAuthChange();
    }
    // Taken out of the address whenever it is there: another update of the same moment (the country added to the
    // address) may start from the address that still had it and bring it back; the next run takes it out again.
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('verified');
        return next;
      },
      { replace: true },
    );
  }, [verified, setSearchParams, i18n]);

  return null;
}
