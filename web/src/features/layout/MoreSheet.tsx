// The phone header's More sheet (spec §2): the footer's pages, the favourites, Register when signed out, and the language.
import { Box, Button, CloseButton, Dialog, Link, Portal, SimpleGrid } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../session/useSession';
import { footerLinks } from './Footer';
import { LanguageSwitcher } from './LanguageSwitcher';
import { CurrencySelect } from '../currency/CurrencySelect';
import { LowDataToggle } from '../offline/LowDataToggle';
import { dialogRecipe } from '../../app/overlay-recipes';

export default function MoreSheet({ onClose, finalFocus }: { onClose: () => void; finalFocus: () => HTMLElement | null }) {
  const { t } = useTranslation(['common', 'saved']);
  const { user } = useSession();
  return (
    <Dialog.Root recipe={dialogRecipe} open onOpenChange={(details) => !details.open && onClose()} placement="bottom" finalFocusEl={finalFocus}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content roundedBottom="none" mb="0" data-testid="more-sheet">
            <Dialog.Header>
              <Dialog.Title>{t('nav.more')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box mb="4" display="flex" flexWrap="wrap" gap="4" alignItems="center">
                <LanguageSwitcher />
                <CurrencySelect />
                <LowDataToggle />
              </Box>
              {!user && (
                <Button asChild colorPalette="terracotta" width="full" mb="4">
                  <RouterLink to="/auth/register" onClick={onClose}>
                    {t('auth.register')}
                  </RouterLink>
                </Button>
              )}
              <Link asChild color="terracotta.800" display="inline-flex" alignItems="center" gap="2" py="2" mb="2" fontWeight="semibold">
                <RouterLink to="/favourites" onClick={onClose}>
                  <Heart aria-hidden="true" size={16} />
                  {t('saved:links.favourites')}
                </RouterLink>
              </Link>
              <nav aria-label={t('footer.label')}>
                <SimpleGrid as="ul" listStyleType="none" columns={2} gap="2">
                  {footerLinks.map(({ path, labelKey }) => (
                    <li key={path}>
                      <Link asChild color="terracotta.800" display="block" py="2">
                        <RouterLink to={path} onClick={onClose}>
                          {t(labelKey)}
                        </RouterLink>
                      </Link>
                    </li>
                  ))}
                </SimpleGrid>
              </nav>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('nav.closeMore')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
