import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { bestFaqEntry, type FaqEntry } from './faq-assistant';
import { InfoLayout, InfoSection } from './InfoSection';
import { usePageTexts } from './usePageTexts';

/** Single-open questions: opening one closes the other. */
export function FaqList({ entries, idPrefix }: { entries: readonly FaqEntry[]; idPrefix: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Stack as="ul" listStyleType="none" gap="2" data-testid="faq-list">
      {entries.map((entry, index) => {
        const expanded = open === index;
        const panelId = `${idPrefix}-answer-${index}`;
        return (
          <Box as="li" key={entry.q} bg="white" rounded="lg" borderWidth="1px" borderColor="terracotta.100">
            <h3>
              <Button
                variant="ghost"
                width="full"
                justifyContent="space-between"
                whiteSpace="normal"
                textAlign="start"
                height="auto"
                py="3"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {entry.q}
                <ChevronDown aria-hidden="true" size={16} style={{ transform: expanded ? 'rotate(180deg)' : undefined, flexShrink: 0 }} />
              </Button>
            </h3>
            <Box id={panelId} hidden={!expanded} px="4" pb="3" color="gray.800">
              {entry.a}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

export function FaqPage() {
  const { t, title } = usePageTexts('faq');
  const entries = t('faq.items', { returnObjects: true }) as FaqEntry[];
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<FaqEntry | undefined>();
  const inputId = useId();

  return (
    <InfoLayout title={title}>
      <InfoSection heading={t('faq.assistant.heading')}>
        <Flex
          as="form"
          gap="2"
          wrap="wrap"
          align="end"
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            if (question.trim()) setAnswer(bestFaqEntry(question, entries));
          }}
        >
          <Box flex="1" minW="56">
            <label htmlFor={inputId}>{t('faq.assistant.label')}</label>
            <Input
              id={inputId}
              value={question}
              onChange={(event) => setQuestion(event.currentTarget.value)}
              placeholder={t('faq.assistant.placeholder')}
              bg="white"
            />
          </Box>
          <Button type="submit" colorPalette="terracotta">
            {t('faq.assistant.ask')}
          </Button>
        </Flex>
        <Box aria-live="polite" mt="3">
          {answer && (
            <Box bg="forest.50" rounded="lg" p="3" data-testid="faq-answer">
              <Text fontWeight="semibold">{t('faq.assistant.answerFor', { question: answer.q })}</Text>
              <Text>{answer.a}</Text>
            </Box>
          )}
        </Box>
      </InfoSection>
      <FaqList entries={Array.isArray(entries) ? entries : []} idPrefix="faq" />
    </InfoLayout>
  );
}
