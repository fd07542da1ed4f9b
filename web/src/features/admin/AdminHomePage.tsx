// The admin back office's first screen: where each kind of work lives.
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { adminSections } from './admin-sections';
import { AdminPageHeader } from './admin-ui';

export function AdminHomePage() {
  const { t } = useTranslation('admin');
  return (
    <Stack>
      <AdminPageHeader title={t('home.title')} />
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {adminSections
          .filter((section) => section.path)
          .map((section) => (
            <Box key={section.path} asChild bg="white" p="4" rounded="lg" borderWidth="1px" borderColor="terracotta.100" _hover={{ borderColor: 'terracotta.400' }}>
              <RouterLink to={section.path}>
                <Heading as="h2" size="md" display="flex" alignItems="center" gap="2">
                  <section.icon aria-hidden="true" size={18} />
                  {t(section.labelKey)}
                </Heading>
                <Text fontSize="sm" color="gray.700" mt="1">
                  {t(`home.${section.path}`)}
                </Text>
              </RouterLink>
            </Box>
          ))}
      </SimpleGrid>
    </Stack>
  );
}
