import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSelectedCountry } from '../../app/country';
import type { FaqEntry } from './faq-assistant';
import { FaqList } from './FaqPage';
import { askHelp, type ChatTurn, HELP_ENDPOINT, type HelpReply } from './help-chat';
import { InfoLayout, InfoSection } from './InfoSection';
import { usePageTexts } from './usePageTexts';

interface ChatMessage extends ChatTurn {
  id: string;
}

/** Spec §9: the help chat's history is kept in browser storage. */
const HISTORY_KEY = 'helpChat';
const HELP_FAQ_COUNT = 5;

function readHistory(): ChatMessage[] {
  try {
    const stored = JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]') as unknown;
    // A reply cut off by leaving the page mid-stream is not kept empty.
    return Array.isArray(stored) ? (stored as ChatMessage[]).filter((message) => message.content) : [];
  } catch {
    return [];
  }
}

/** Help Center: five common questions and the travel assistant, answered as the server streams its reply. */
export function HelpPage() {
  const { t, title } = usePageTexts('help');
  const [country] = useSelectedCountry();
  const entries = (t('faq.items', { returnObjects: true }) as FaqEntry[]).slice(0, HELP_FAQ_COUNT);
  // The kept conversation comes after the first render: the server's first paint, and the render hydrating it, have none.
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const restored = useRef(false);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const inputId = useId();

  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      setMessages(readHistory());
      return;
    }
    try {
      localStorage.setItem(HISTORY_KEY, JSON.stringify(messages.filter((message) => message.content)));
    } catch {
      // Private mode: the conversation lasts the visit.
    }
  }, [messages]);

  /** Spec §8: what the assistant says when no answer came. */
  function replyText(reply: HelpReply): string {
    switch (reply.kind) {
      case 'text':
        return reply.text;
      case 'notFound':
        return t('help.chat.notFound', { endpoint: HELP_ENDPOINT });
      case 'failed':
        return t('help.chat.failed', { status: reply.status });
      case 'unreachable':
        return t('help.chat.unreachable');
      case 'noAnswer':
        return t('help.chat.noAnswer');
    }
  }

  async function send(event: React.FormEvent) {
    event.preventDefault();
    // Spec §5: empty or whitespace input is ignored; spec §4: one question at a time.
    const question = draft.trim();
    if (!question || pending) return;
    const history: ChatTurn[] = [...messages.map(({ role, content }) => ({ role, content })), { role: 'user', content: question }];
    const replyId = `${Date.now()}-assistant`;
    setMessages((previous) => [...previous, { id: `${Date.now()}-user`, role: 'user', content: question }, { id: replyId, role: 'assistant', content: '' }]);
    setDraft('');
    setPending(true);
    const fill = (content: string) => setMessages((previous) => previous.map((message) => (message.id === replyId ? { ...message, content } : message)));
    const reply = await askHelp(history, country, fill);
    fill(replyText(reply));
    setPending(false);
  }

  return (
    <InfoLayout title={title}>
      <InfoSection heading={t('help.faqHeading')}>
        <FaqList entries={entries} idPrefix="help" />
      </InfoSection>
      <InfoSection heading={t('help.chat.heading')}>
        <Stack bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100" p="4" gap="3" data-testid="help-chat">
          <Stack role="log" aria-live="polite" aria-busy={pending} gap="2" minH="24" maxH="80" overflowY="auto">
            {messages.length === 0 ? (
              <Text color="gray.700">{t('help.chat.empty')}</Text>
            ) : (
              messages.map((message) => (
                <Box
                  key={message.id}
                  alignSelf={message.role === 'user' ? 'flex-end' : 'flex-start'}
                  bg={message.role === 'user' ? 'terracotta.50' : 'forest.50'}
                  rounded="lg"
                  px="3"
                  py="2"
                  maxW="85%"
                  data-role={message.role}
                >
                  <Text fontSize="xs" fontWeight="semibold" color="gray.700">
                    {message.role === 'user' ? t('help.chat.you') : t('help.chat.assistant')}
                  </Text>
                  <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                    {message.content || t('help.chat.thinking')}
                  </Text>
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
            <Button type="submit" colorPalette="terracotta" disabled={pending} loading={pending}>
              {t('help.chat.send')}
            </Button>
            <Button type="button" variant="outline" disabled={pending} onClick={() => setMessages([])}>
              {t('help.chat.clear')}
            </Button>
          </Flex>
        </Stack>
      </InfoSection>
    </InfoLayout>
  );
}
