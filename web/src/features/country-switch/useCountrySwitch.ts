import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSelectedCountry } from '../../app/country';
import { isBackOfficePath } from './back-office';
import { startCountrySwitch } from './overlay-loader';
import { useSwitchState } from './switch-store';

/** What the header's country selector needs: the country, the switch, and whether switching is allowed here. */
export function useCountrySwitch() {
  const client = useApolloClient();
  const [country, selectCountry] = useSelectedCountry();
  const { pathname } = useLocation();
  const switchState = useSwitchState();
  const disabled = isBackOfficePath(pathname);
  // The commit happens seconds later: use the router state of that moment, not of the click.
  const commit = useRef(selectCountry);
  useEffect(() => {
    commit.current = selectCountry;
  }, [selectCountry]);

  const switchCountry = useCallback(
    (code: string, label?: string) => {
      if (disabled) return;
      if (code === country && switchState.status === 'idle') return;
      void startCountrySwitch({ code, label: label ?? code, client, commit: (next) => commit.current(next) });
    },
    [client, country, disabled, switchState.status],
  );

  return { country, switchCountry, disabled, pendingCountry: switchState.status === 'loading' ? switchState.code : null };
}
