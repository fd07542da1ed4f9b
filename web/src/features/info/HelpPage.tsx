import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import type { FaqEntry } from './faq-assistant';
import { FaqList } from './FaqPage';
import { InfoLayout, InfoSection } from './InfoSection';
import { usePageTexts } from './usePageTexts';

interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
}

/** Spec §9: the help chat's history is kept in browser storage. */
const HISTORY_KEY = 'helpChat';
const HELP_FAQ_COUNT = 5;

function readHistory(): ChatMessage[] {
  try {
    const stored = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as ChatMessage[]) : [];
  } catch {
    return [];
  }
}

/** Help Center: five common questions and the chat panel (the AI issue connects it to the assistant). */
export function HelpPage() {
  const { t, title } = usePageTexts('help');
  const entries = (t('faq.items', { returnObjects: true }) as FaqEntry[]).slice(0, HELP_FAQ_COUNT);
  const [messages, setMessages] = useState<ChatMessage[]>(readHistory);
  const [draft, setDraft] = useState('');
  const inputId = useId();

  useEffect(() => {
    try {
      localStorage.setItem(HISTORY_KEY, JSON.stringify(messages));
    } catch {
      // Private mode: the conversation lasts the visit.
    }
  }, [messages]);

  function send(event: React.FormEvent) {
    event.preventDefault();
    // Spec §5: empty or whitespace input is ignored.
    if (!draft.trim()) return;
    setMessages((previous) => [
      ...previous,
      { id: `${Date.now()}-user`, role: 'user', content: draft.trim() },
      { id: `${Date.now()}-assistant`, role: 'assistant', content: t('help.chat.pending') },
    ]);
    setDraft('');
  }

  return (
    <InfoLayout title={title}>
      <InfoSection heading={t('help.faqHeading')}>
        <FaqList entries={entries} idPrefix="help" />
      </InfoSection>
      <InfoSection heading={t('help.chat.heading')}>
        <Stack bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100" p="4" gap="3" data-testid="help-chat">
          <Stack role="log" aria-live="polite" gap="2" minH="24" maxH="80" overflowY="auto">
            {messages.length === 0 ? (
              <Text color="gray.700">{t('help.chat.empty')}</Text>
            ) : (
              messages.map((message) => (
                <Box key={message.id} alignSelf={message.role === 'user' ? 'flex-end' : 'flex-start'} bg={message.role === 'user' ? 'terracotta.50' : 'forest.50'} rounded="lg" px="3" py="2" maxW="85%">
                  <Text fontSize="xs" fontWeight="semibold" color="gray.700">
                    {message.role === 'user' ? t('help.chat.you') : t('help.chat.assistant')}
                  </Text>
                  <Text>{message.content}</Text>
                </Box>
              ))
            )}
          </Stack>
          <Flex as="form" gap="2" onSubmit={send} wrap="wrap">
            <Input
              id={inputId}
              flex="1"
              minW="48"
              aria-label={t('help.chat.label')}
              placeholder={t('help.chat.placeholder')}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
            />
            <Button type="submit" colorPalette="terracotta">
              {t('help.chat.send')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setMessages([])}>
              {t('help.chat.clear')}
            </Button>
          </Flex>
        </Stack>
      </InfoSection>
    </InfoLayout>
  );
}
