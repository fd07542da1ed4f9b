// A country's flag, in the header's button and in its menu: the image file the build wrote for it (flag-files.ts), not
// code, so neither chunk carries drawings. Not an emoji flag: those show as two letters on Windows and many Android phones.
import { Box } from '@chakra-ui/react';
import { hasFlagFile } from './flag-files';

interface Props {
  code: string;
  /** `lazy` in a long list: only the flags scrolled near are fetched. */
  loading?: 'eager' | 'lazy';
}

/**
 * Decorative: it always stands next to the country's name, so screen readers skip it. Its size is fixed, so nothing
 * moves when the file arrives. Nothing for a code without a flag file.
 */
export function CountryFlag({ code, loading }: Props) {
  if (!hasFlagFile(code)) return null;
  return (
    <Box asChild width="1.5em" height="1em" flexShrink={0} borderRadius="2px">
      <img data-flag={code} src={`${__FLAG_DIR__}/${code}.svg`} alt="" aria-hidden="true" width={24} height={16} decoding="async" loading={loading} />
    </Box>
  );
}
