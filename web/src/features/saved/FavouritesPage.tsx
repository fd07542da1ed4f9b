// /favourites: the listings saved with the heart, grouped by kind, for signed-in and signed-out visitors.
import { Box, Heading, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCartButton } from './AddToCartButton';
import { FavouriteButton } from './FavouriteButton';
import { bookingTypes } from '../../app/kinds';
import { useSavedLists } from './saved-store';
import { SavedListingRow } from './SavedListingRow';
import { SavedPageFrame } from './SavedPageFrame';

export function FavouritesPage() {
  const { t } = useTranslation('saved');
  const saved = useSavedLists();
  const heading = useRef<HTMLHeadingElement>(null);
  const groups = bookingTypes.map((type) => ({ type, items: saved.favourites.filter((item) => item.type === type) })).filter((group) => group.items.length > 0);

  return (
    <SavedPageFrame page="favourites" saved={saved} count={saved.favourites.length} headingRef={heading} otherPage={{ path: '/cart', label: t('links.cart') }}>
      <Stack gap="8">
        {groups.map(({ type, items }) => (
          <Box as="section" key={type} aria-labelledby={`favourites-${type}`} data-testid={`favourites-${type.toLowerCase()}`}>
            <Heading as="h2" size="lg" mb="3" id={`favourites-${type}`}>
              {t(`types.${type}`)}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="3">
              {items.map((item) => (
                <li key={item.id}>
                  <SavedListingRow
                    listing={item}
                    actions={(name) => (
                      <>
                        <AddToCartButton listing={item} name={name} />
                        <FavouriteButton listing={item} name={name} onRemove={() => heading.current?.focus()} />
                      </>
                    )}
                  />
                </li>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </SavedPageFrame>
  );
}
