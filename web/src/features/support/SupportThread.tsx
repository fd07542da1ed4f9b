// A ticket's conversation: the opening message, then each reply, oldest first; staff answers stand apart.
import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { SupportStatusValue } from './support-errors';
import { formatDateTime } from '../listings/format';

export interface ThreadMessage {
  id: string;
  message: string;
  fromStaff: boolean;
  authorName: string;
  createdAt: string;
}

interface ThreadTicket {
  id: string;
  message: string;
  name: string;
  createdAt: string;
  replies: ThreadMessage[];
}

const statusPalette: Record<SupportStatusValue, string> = { OPEN: 'ochre', PENDING: 'forest', RESOLVED: 'gray', CLOSED: 'gray' };

export function SupportStatusBadge({ status }: { status: SupportStatusValue }) {
  const { t } = useTranslation('support');
  return (
    <Badge colorPalette={statusPalette[status]} variant="subtle" data-testid="support-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** `perspective`: the traveller reads "You" for their own messages; staff read the traveller's name. */
export function SupportThread({ ticket, perspective }: { ticket: ThreadTicket; perspective: 'traveller' | 'staff' }) {
  const { t, i18n } = useTranslation('support');
  const language = i18n.resolvedLanguage ?? 'en';
  const opening: ThreadMessage = {
    id: `${ticket.id}-opening`,
    message: ticket.message,
    fromStaff: false,
    authorName: ticket.name,
    createdAt: ticket.createdAt,
  };
  const author = (entry: ThreadMessage) =>
    entry.fromStaff ? t('thread.team', { name: entry.authorName }) : perspective === 'traveller' ? t('thread.you') : entry.authorName;
  return (
    <Stack as="ol" listStyleType="none" gap="3" aria-label={t('thread.label')} data-testid="support-thread">
      {[opening, ...ticket.replies].map((entry) => (
        <Box
          as="li"
          key={entry.id}
          p="4"
          rounded="lg"
          borderWidth="1px"
          bg={entry.fromStaff ? 'forest.50' : 'white'}
          borderColor={entry.fromStaff ? 'forest.200' : 'terracotta.100'}
          ms={entry.fromStaff ? { base: '0', md: '8' } : '0'}
          data-from={entry.fromStaff ? 'staff' : 'traveller'}
        >
          <Text fontSize="sm" color="gray.700" mb="1">
            <Text as="span" fontWeight="semibold" color="gray.800">
              {author(entry)}
            </Text>
            {' · '}
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
          </Text>
          <Text whiteSpace="pre-wrap">{entry.message}</Text>
        </Box>
      ))}
    </Stack>
  );
}
