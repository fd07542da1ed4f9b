// The country switch of spec §4, loaded when it is first needed (switch-store.ts): one request for the new country,
// an overlay seen for at least 3 s, a silent revert on failure or after 15 s, stale switches ignored.
import type { ApolloClient } from '@apollo/client';
import { COUNTRY_LOAD_TIMEOUT_MS, COUNTRY_OVERLAY_MIN_MS, PAGE_SIZE, PENDING_COUNTRY_STORAGE_KEY, STABLE_COUNTRY_STORAGE_KEY } from '../../app/constants';
import { scrollToTop } from '../../app/scroll';
import { CountrySwitchDocument, ListingCitiesDocument } from '../../gql/graphql';
import { type SwitchRequest, setState, storage, whenOverlayShown } from './switch-store';

const switchVariables = (code: string) => ({ code, paging: { page: 1, size: PAGE_SIZE } });

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, Math.max(0, ms)));

async function loadCountry(client: ApolloClient, code: string): Promise<boolean> {
  let timer = 0;
  const timeout = new Promise<false>((resolve) => {
    timer = window.setTimeout(() => resolve(false), COUNTRY_LOAD_TIMEOUT_MS);
  });
  const load = client
    .query({ query: CountrySwitchDocument, variables: switchVariables(code) })
    .then((result) => Boolean(result.data?.country))
    .catch(() => false);
  try {
    return await Promise.race([load, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

let latest = 0;

/**
 * When the overlay's map is on screen, or, if its code never arrives (offline, a removed chunk), when the switch
 * started: on a slow phone the lazily loaded map can land after the country's answer, and is still shown its 3 s.
 */
function shownSince(startedAt: number): Promise<number> {
  const shown = new Promise<number>((resolve) => {
    whenOverlayShown(() => resolve(performance.now()));
  });
  return Promise.race([shown, sleep(COUNTRY_LOAD_TIMEOUT_MS).then(() => startedAt)]);
}

function isCountryCached(client: ApolloClient, code: string): boolean {
  return Boolean(
    client.readQuery({ query: CountrySwitchDocument, variables: switchVariables(code) })?.country ??
      client.readQuery({ query: ListingCitiesDocument, variables: { code } })?.country,
  );
}

export async function switchCountry({ code, label, client, commit }: SwitchRequest) {
  const id = ++latest;
  const finish = () => {
    commit(code);
    storage.remove(PENDING_COUNTRY_STORAGE_KEY);
    setState({ status: 'idle' });
    storage.set(STABLE_COUNTRY_STORAGE_KEY, code);
    scrollToTop();
  };

  // A country seen before in this visit (its switch answer, or its name and cities from a list page) is
  // in the cache: switch at once, with no request and no overlay; its pages read what they cached then.
  if (isCountryCached(client, code)) {
    finish();
    return;
  }

  storage.set(PENDING_COUNTRY_STORAGE_KEY, code);
  const shown = shownSince(performance.now());
  setState({ status: 'loading', code, label, id });
  const [loaded, shownAt] = await Promise.all([loadCountry(client, code), shown]);
  await sleep(COUNTRY_OVERLAY_MIN_MS - (performance.now() - shownAt));
  if (id !== latest) return; // A newer switch owns the overlay now.
  if (loaded) finish();
  else {
    // Silent revert: the selected country never changed, only the marker and the overlay go.
    storage.remove(PENDING_COUNTRY_STORAGE_KEY);
    setState({ status: 'idle' });
  }
}
