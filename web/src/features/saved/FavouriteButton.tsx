// The heart on listing cards and the tour detail: a toggle button whose label names the listing.
import { IconButton } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ListingRef } from './saved-items';
import { toggleFavourite, useIsSaved, useSavedReady } from './saved-store';

interface Props {
  listing: ListingRef;
  name: string;
  /** Called before an un-favouriting: a list that drops the listing moves the focus elsewhere. */
  onRemove?: () => void;
}

export function FavouriteButton({ listing, name, onRemove }: Props) {
  const { t } = useTranslation();
  const saved = useIsSaved('favourites', listing);
  const ready = useSavedReady();
  return (
    <IconButton
      size="sm"
      variant="ghost"
      colorPalette="terracotta"
      color="terracotta.700"
      flexShrink={0}
      aria-pressed={saved}
      aria-label={t('saved.favourite', { name })}
      disabled={!ready}
      data-testid="favourite-toggle"
      onClick={() => {
        if (saved) onRemove?.();
        void toggleFavourite(listing, saved);
      }}
    >
      <Heart aria-hidden="true" size={18} fill={saved ? 'currentColor' : 'none'} />
    </IconButton>
  );
}
