// The switch, its overlay and the overlay's map load only when a country switch starts: none is part of a page's
// first render.
import type { SwitchRequest } from './switch-store';

export const loadOverlay = () => import('./CountryOverlay');
const loadSwitching = () => import('./country-switching');

/** Starts fetching the switch, the overlay and its map while the visitor is still choosing, so all are there when it opens. */
export const prefetchOverlay = () => {
  void loadSwitching();
  void loadOverlay().then(() => import('./AfricaMap'));
};

export async function startCountrySwitch(request: SwitchRequest) {
  const { switchCountry } = await loadSwitching();
  await switchCountry(request);
}
