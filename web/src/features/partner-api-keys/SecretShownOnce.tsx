// A secret the server shows once (an API key, a webhook signing secret): its words, the secret to copy, and Done.
import { Alert, Button, Code, HStack } from '@chakra-ui/react';
import { useState } from 'react';

interface SecretShownOnceProps {
  title: string;
  note: string;
  secret: string;
  testId: string;
  copyLabel: string;
  /** Said on the copy button once it has copied; without it the button keeps its label. */
  copiedLabel?: string;
  doneLabel: string;
  onDone: () => void;
  dir?: 'ltr';
}

/** Give it `key={secret}`, so that a new secret starts uncopied. */
export function SecretShownOnce({ title, note, secret, testId, copyLabel, copiedLabel, doneLabel, onDone, dir }: SecretShownOnceProps) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  }
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{note}</Alert.Description>
        <HStack gap="2" flexWrap="wrap">
          <Code data-testid={testId} wordBreak="break-all" p="2" dir={dir}>
            {secret}
          </Code>
          <Button size="sm" variant="outline" onClick={copy}>
            {copied && copiedLabel ? copiedLabel : copyLabel}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone}>
            {doneLabel}
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
