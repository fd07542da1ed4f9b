// Country flags are plain image files, not code (CountryFlag, in the header's button and its menu): the build copies
// each African country's flag from country-flag-icons to flag-files/<code>.svg under one folder named by their content
// (web/vite.config.ts, flagFiles), so browsers keep them a year and the page's JavaScript carries no drawings.

/** The countries with a flag file: the 54 of Africa. */
export const FLAG_CODES = [
  'AO',
  'BF',
  'BI',
  'BJ',
  'BW',
  'CD',
  'CF',
  'CG',
  'CI',
  'CM',
  'CV',
  'DJ',
  'DZ',
  'EG',
  'ER',
  'ET',
  'GA',
  'GH',
  'GM',
  'GN',
  'GQ',
  'GW',
  'KE',
  'KM',
  'LR',
  'LS',
  'LY',
  'MA',
  'MG',
  'ML',
  'MR',
  'MU',
  'MW',
  'MZ',
  'NA',
  'NE',
  'NG',
  'RW',
  'SC',
  'SD',
  'SL',
  'SN',
  'SO',
  'SS',
  'ST',
  'SZ',
  'TD',
  'TG',
  'TN',
  'TZ',
  'UG',
  'ZA',
  'ZM',
  'ZW',
] as const;

const flagCodes: ReadonlySet<string> = new Set(FLAG_CODES);

/** Whether the build wrote a flag file for this ISO code. */
export function hasFlagFile(code: string): boolean {
  return flagCodes.has(code);
}
