import { Box, Button, Field, Flex, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { defaultFinderForm, finderCategories, finderResultsPath, validateFinder, type FinderErrors, type FinderForm as Form } from './finder';

export function FinderForm({ country }: { country: string }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [form, setForm] = useState<Form>(() => defaultFinderForm());
  const [errors, setErrors] = useState<FinderErrors>({});
  const categories = finderCategories(country);

  const set = (name: 'date' | 'endDate' | 'journeyers' | 'budget') => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setForm((previous) => ({ ...previous, [name]: value }));
  };
  const toggle = (category: string) =>
    setForm((previous) => ({
      ...previous,
      prefs: previous.prefs.includes(category) ? previous.prefs.filter((other) => other !== category) : [...previous.prefs, category],
    }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = validateFinder(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    // Chips another country offered (beaches, desert...) are not sent for this one.
    navigate(finderResultsPath(country, { ...form, prefs: form.prefs.filter((pref) => categories.includes(pref)) }));
  }

  const field = (name: 'date' | 'endDate' | 'journeyers' | 'budget', input: React.ReactNode) => (
    <Field.Root invalid={Boolean(errors[name])} required>
      <Field.Label color="gray.800">{t(`finder.${name}`)}</Field.Label>
      {input}
      {errors[name] && <Field.ErrorText>{t(errors[name]!)}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <Box asChild bg="white" color="gray.900" rounded="2xl" shadow="lg" p={{ base: '4', md: '6' }} textAlign="start">
      <form onSubmit={submit} noValidate aria-labelledby="finder-title" data-testid="finder-form">
        <Text as="h2" id="finder-title" fontWeight="bold" fontSize="lg" display="flex" alignItems="center" gap="2" mb="3">
          <Sparkles aria-hidden="true" size={18} color="var(--chakra-colors-terracotta-600)" />
          {t('finder.title')}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="3">
          {field('date', <Input type="date" name="date" value={form.date} onChange={set('date')} />)}
          {field('endDate', <Input type="date" name="endDate" value={form.endDate} min={form.date} onChange={set('endDate')} />)}
          {field(
            'journeyers',
            <Input type="number" name="journeyers" inputMode="numeric" min={1} step={1} value={form.journeyers} onChange={set('journeyers')} />,
          )}
          {field('budget', <Input type="number" name="budget" inputMode="numeric" min={1} step={1} value={form.budget} onChange={set('budget')} />)}
        </SimpleGrid>
        <Box as="fieldset" mt="4">
          <Text as="legend" fontSize="sm" fontWeight="medium" mb="2">
            {t('finder.categories')}
          </Text>
          <Flex gap="2" wrap="wrap">
            {categories.map((category) => {
              const on = form.prefs.includes(category);
              return (
                <Button
                  key={category}
                  type="button"
                  size="xs"
                  rounded="full"
                  variant={on ? 'solid' : 'outline'}
                  colorPalette="terracotta"
                  aria-pressed={on}
                  onClick={() => toggle(category)}
                >
                  {t(`finder.chips.${category}`)}
                </Button>
              );
            })}
          </Flex>
        </Box>
        <Button type="submit" mt="4" colorPalette="terracotta" width={{ base: 'full', sm: 'auto' }}>
          {t('finder.submit')}
        </Button>
      </form>
    </Box>
  );
}
