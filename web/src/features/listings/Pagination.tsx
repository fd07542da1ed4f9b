import { Button, HStack } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { MAX_PAGE_BUTTONS } from '../../app/constants';
import { scrollToTop } from '../../app/scroll';
import { pageWindow } from './format';

interface Props {
  page: number;
  totalPages: number;
  /** The address of a page of the list: plain links, so paging works on a painted page before the app arrives. */
  hrefOf: (page: number) => string;
}

/** Previous / Next and up to 5 page numbers around the current one. */
export function Pagination({ page, totalPages, hrefOf }: Props) {
  const { t } = useTranslation('listings');
  if (totalPages <= 1) return null;
  const flip = { transform: 'scaleX(var(--direction-flip, 1))' };
  const step = (to: number, disabled: boolean, children: React.ReactNode) =>
    disabled ? (
      <Button size="sm" variant="outline" disabled>
        {children}
      </Button>
    ) : (
      <Button asChild size="sm" variant="outline">
        <RouterLink to={hrefOf(to)} onClick={scrollToTop}>
          {children}
        </RouterLink>
      </Button>
    );
  return (
    <HStack as="nav" aria-label={t('pagination.label')} justify="center" gap="1" wrap="wrap" mt="8">
      {step(
        page - 1,
        page <= 1,
        <>
          <ChevronLeft aria-hidden="true" size={16} style={flip} />
          {t('pagination.previous')}
        </>,
      )}
      {pageWindow(page, totalPages, MAX_PAGE_BUTTONS).map((number) => (
        <Button key={number} asChild size="sm" minW="9" variant={number === page ? 'solid' : 'ghost'} colorPalette="terracotta">
          <RouterLink
            to={hrefOf(number)}
            onClick={scrollToTop}
            aria-current={number === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: number })}
          >
            {number}
          </RouterLink>
        </Button>
      ))}
      {step(
        page + 1,
        page >= totalPages,
        <>
          {t('pagination.next')}
          <ChevronRight aria-hidden="true" size={16} style={flip} />
        </>,
      )}
    </HStack>
  );
}
