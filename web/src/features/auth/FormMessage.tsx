import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const tones = {
  error: { bg: 'red.50', color: 'red.800', borderColor: 'red.200' },
  warning: { bg: 'ochre.50', color: 'ochre.800', borderColor: 'ochre.300' },
  success: { bg: 'forest.50', color: 'forest.800', borderColor: 'forest.200' },
  info: { bg: 'savanna.100', color: 'gray.800', borderColor: 'savanna.300' },
} as const;

export type MessageTone = keyof typeof tones;

/** A form-level message; errors and warnings are announced at once, the rest politely. */
export function FormMessage({ tone, children, id }: { tone: MessageTone; children: ReactNode; id?: string }) {
  return (
    <Box
      id={id}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      borderWidth="1px"
      rounded="md"
      px="3"
      py="2"
      fontSize="sm"
      data-tone={tone}
      {...tones[tone]}
    >
      {children}
    </Box>
  );
}
