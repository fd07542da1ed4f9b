import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of every account screen: a titled card in the middle of the page. */
export function AuthCard({ title, lead, children, footer }: { title: string; lead?: string; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('brand')}`;
  }, [title, t]);
  return (
    <Box maxW="md" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Box bg="white" rounded="xl" borderWidth="1px" borderColor="terracotta.100" p={{ base: '5', md: '8' }} boxShadow="sm">
        <Stack gap="5">
          <Box>
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {lead && (
              <Text mt="2" color="gray.600">
                {lead}
              </Text>
            )}
          </Box>
          {children}
        </Stack>
      </Box>
      {footer && (
        <Stack mt="4" gap="2" align="center" fontSize="sm">
          {footer}
        </Stack>
      )}
    </Box>
  );
}
