import { Button, HStack } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_BUTTONS } from '../../app/constants';
import { pageWindow } from './format';

interface Props {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous / Next and up to 5 page numbers around the current one. */
export function Pagination({ page, totalPages, onPageChange }: Props) {
  const { t } = useTranslation('listings');
  if (totalPages <= 1) return null;
  const flip = { transform: 'scaleX(var(--direction-flip, 1))' };
  return (
    <HStack as="nav" aria-label={t('pagination.label')} justify="center" gap="1" wrap="wrap" mt="8">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" size={16} style={flip} />
        {t('pagination.previous')}
      </Button>
      {pageWindow(page, totalPages, MAX_PAGE_BUTTONS).map((number) => (
        <Button
          key={number}
          size="sm"
          minW="9"
          variant={number === page ? 'solid' : 'ghost'}
          colorPalette="terracotta"
          aria-current={number === page ? 'page' : undefined}
          aria-label={t('pagination.page', { page: number })}
          onClick={() => number !== page && onPageChange(number)}
        >
          {number}
        </Button>
      ))}
      <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        {t('pagination.next')}
        <ChevronRight aria-hidden="true" size={16} style={flip} />
      </Button>
    </HStack>
  );
}
