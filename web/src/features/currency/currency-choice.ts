// The traveller's display currency, when they chose one: kept in this browser; unset, the browsed country's.
import { browserSetting } from '../../app/browser-setting';

const displayCurrency = browserSetting('displayCurrency');

/** Remembers `currency` (an ISO 4217 code), or forgets the choice (null): the country's currency again. */
export const chooseCurrency = (currency: string | null) => displayCurrency.set(currency);

export const useCurrencyChoice = (): string | null => displayCurrency.useValue();
