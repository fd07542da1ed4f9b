// Leave Review (spec §2): a completed booking of the traveller gets a rating of 1 to 5 and a few words, once.
import { Box, Button, chakra, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { BookingDetailDocument, ReviewCreateDocument } from '../../gql/graphql';
import { FormMessage } from '../auth/FormMessage';
import { FormStack } from '../booking/BookingScreen';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** `focusOnMount`: opened from Leave Review, the form's heading takes the focus (and the screen scrolls to it). */
export function ReviewForm({ reference, focusOnMount }: { reference: string; focusOnMount: boolean }) {
  const { t } = useTranslation(['profile', 'booking', 'auth']);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const [createReview, { loading }] = useMutation(ReviewCreateDocument, { refetchQueries: [BookingDetailDocument], awaitRefetchQueries: true });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!rating) return setProblem(t('review.ratingRequired'));
    setProblem(null);
    try {
      const { data } = await createReview({ variables: { input: { reference, rating, text } } });
      const failure = data?.reviewCreate.userErrors[0];
      if (failure) setProblem(errorText(t, failure, 'profile:review', 'profile'));
    } catch (error) {
      setProblem(errorText(t, error, 'profile:review', 'profile'));
    }
  }

  return (
    <Box p={{ base: '4', md: '6' }} bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100">
      <Heading as="h2" size="md" mb="3" ref={heading} tabIndex={-1}>
        {t('review.title')}
      </Heading>
      <FormStack gap="4" onSubmit={(event) => void submit(event)} noValidate aria-label={t('review.title')} data-testid="review-form">
        <chakra.fieldset>
          <chakra.legend fontWeight="medium" mb="2">
            {t('review.rating')}
          </chakra.legend>
          <Flex gap="3" wrap="wrap">
            {RATINGS.map((value) => (
              <chakra.label key={value} display="inline-flex" alignItems="center" gap="1" cursor="pointer">
                <input type="radio" name="rating" value={value} checked={rating === value} onChange={() => setRating(value)} />
                <Text as="span">{t('review.stars', { count: value })}</Text>
              </chakra.label>
            ))}
          </Flex>
        </chakra.fieldset>
        <Field.Root>
          <Field.Label>{t('review.text')}</Field.Label>
          <Textarea rows={4} maxLength={4000} value={text} onChange={(event) => setText(event.currentTarget.value)} />
        </Field.Root>
        {problem && <FormMessage tone="error">{problem}</FormMessage>}
        <Stack direction="row">
          <Button type="submit" colorPalette="terracotta" loading={loading} loadingText={t('review.submitting')}>
            {t('review.submit')}
          </Button>
        </Stack>
      </FormStack>
    </Box>
  );
}
