// How many parts a text message is sent in: GSM-7 takes 160 characters in one part and 153 in each of several (the
// extension characters count twice); anything else goes as UCS-2, 70 UTF-16 units in one part and 67 in each of several.

const GSM_BASIC = '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

/** The text's length in its encoding's units: GSM-7 septets, or UTF-16 units for UCS-2. */
export function smsEncoding(text: string): { encoding: 'GSM-7' | 'UCS-2'; units: number } {
  let septets = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENSION.includes(char)) septets += 2;
    else return { encoding: 'UCS-2', units: text.length };
  }
  return { encoding: 'GSM-7', units: septets };
}

export function smsParts(text: string): number {
  const { encoding, units } = smsEncoding(text);
  const [single, each] = encoding === 'GSM-7' ? [160, 153] : [70, 67];
  return units <= single ? 1 : Math.ceil(units / each);
}
