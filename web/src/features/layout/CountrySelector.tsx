// Header country selector: the button first; the searchable menu (a popover) loads when first opened.
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefetchOverlay } from '../country-switch/overlay-loader';
import { useCountrySwitch } from '../country-switch/useCountrySwitch';
import { CountryListDocument } from '../../gql/graphql';
import { localCountryName } from './country-names';
import { CountryTrigger } from './CountryTrigger';

const loadMenu = () => import('./CountryMenu');
const CountryMenu = lazy(loadMenu);

export function CountrySelector() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  // A choice starts the country switch (spec §4); on back-office paths the selector is disabled.
  const { country, switchCountry, disabled } = useCountrySwitch();
  const { data } = useQuery(CountryListDocument);
  const [menuWanted, setMenuWanted] = useState(false);

  // The menu's list, named and sorted in the reader's language, only once the menu is wanted: the button names one country.
  const countries = useMemo(() => {
    if (!menuWanted) return [];
    const collator = new Intl.Collator(language);
    return (data?.countries ?? [])
      .map((entry) => ({ ...entry, label: localCountryName(entry.code, entry.name, language) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [data, language, menuWanted]);
  const selected = data?.countries.find((entry) => entry.code === country);
  const trigger = (
    <CountryTrigger
      code={selected?.code}
      label={selected ? localCountryName(selected.code, selected.name, language) : country}
      disabled={disabled}
      onPointerEnter={() => void loadMenu()}
      onClick={() => {
        prefetchOverlay();
        setMenuWanted(true);
      }}
    />
  );
  if (!menuWanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <CountryMenu countries={countries} country={country} disabled={disabled} onChoose={switchCountry} />
    </Suspense>
  );
}
