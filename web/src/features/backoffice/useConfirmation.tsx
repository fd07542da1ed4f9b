// One question before a change that can't be taken back (removing a vehicle, a table, a photo, a departure; hiding a
// listing; making someone an admin): `confirm` opens an alert dialog and resolves true only on the confirm button.
// Escape, the close button and "Keep it" answer false; the keyboard focus starts on the safe choice.
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogRecipe } from '../../app/overlay-recipes';

export interface Question {
  title: string;
  /** What will happen, in a sentence. */
  detail?: string;
  /** The confirm button's words, naming the action ("Remove vehicle"). */
  confirmLabel: string;
}

/** `dialog` must be rendered by the caller; `confirm(question)` opens it and tells the answer. */
export function useConfirmation(): { confirm: (question: Question) => Promise<boolean>; dialog: ReactNode } {
  const [asked, setAsked] = useState<{ question: Question; answer: (yes: boolean) => void } | null>(null);
  const confirm = useCallback((question: Question) => new Promise<boolean>((answer) => setAsked({ question, answer })), []);
  const answer = (yes: boolean) => {
    asked?.answer(yes);
    setAsked(null);
  };
  return { confirm, dialog: asked && <ConfirmDialog question={asked.question} onAnswer={answer} /> };
}

function ConfirmDialog({ question, onAnswer }: { question: Question; onAnswer: (yes: boolean) => void }) {
  const { t } = useTranslation('backoffice');
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      recipe={dialogRecipe}
      open
      role="alertdialog"
      placement="center"
      initialFocusEl={() => keep.current}
      onOpenChange={(details) => !details.open && onAnswer(false)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-dialog">
            <Dialog.Header>
              <Dialog.Title>{question.title}</Dialog.Title>
            </Dialog.Header>
            {question.detail && (
              <Dialog.Body>
                <Text>{question.detail}</Text>
              </Dialog.Body>
            )}
            <Dialog.Footer>
              <Button ref={keep} variant="outline" onClick={() => onAnswer(false)}>
                {t('confirm.keep')}
              </Button>
              <Button colorPalette="red" onClick={() => onAnswer(true)}>
                {question.confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('confirm.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
