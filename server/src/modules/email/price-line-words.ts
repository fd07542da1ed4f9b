// A booking's price lines in the words of the e-mail's language: "Deluxe: 2 rooms × 3 nights × $120.00".
import { addOnName, dishName, roomTypeName } from '../../../../shared/src/demo-names.js';
import type { Language } from '../../language.js';
import { type PriceLine, PriceLineKind, TAXES_AND_FEES_PERCENT } from '../bookings/booking-pricing.js';
import { formatMoney } from '../listings/money.js';

/** A counted noun by the language's plural rules (Arabic has six forms; one word per form where it differs). */
type Noun = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

interface LineWords {
  rooms: Noun;
  nights: Noun;
  days: Noun;
  people: Noun;
  taxesAndFees: string;
}

const words: Record<Language, LineWords> = {
  en: {
    rooms: { one: 'room', other: 'rooms' },
    nights: { one: 'night', other: 'nights' },
    days: { one: 'day', other: 'days' },
    people: { one: 'person', other: 'people' },
    taxesAndFees: 'Taxes and fees',
  },
  fr: {
    rooms: { one: 'chambre', other: 'chambres' },
    nights: { one: 'nuit', other: 'nuits' },
    days: { one: 'jour', other: 'jours' },
    people: { one: 'personne', other: 'personnes' },
    taxesAndFees: 'Taxes et frais',
  },
  pt: {
    rooms: { one: 'quarto', other: 'quartos' },
    nights: { one: 'noite', other: 'noites' },
    days: { one: 'dia', other: 'dias' },
    people: { one: 'pessoa', other: 'pessoas' },
    taxesAndFees: 'Impostos e taxas',
  },
  ar: {
    rooms: { few: 'غرف', other: 'غرفة' },
    nights: { few: 'ليالٍ', other: 'ليلة' },
    days: { few: 'أيام', other: 'يوم' },
    people: { few: 'أشخاص', other: 'شخص' },
    taxesAndFees: 'الضرائب والرسوم',
  },
};

function counted(language: Language, count: number, noun: Noun): string {
  const form = new Intl.PluralRules(language).select(count);
  return `${count} ${noun[form] ?? noun.other}`;
}

/** Each line as [what, amount] for the e-mail's facts; the total follows them. */
export function priceLineFacts(language: Language, lines: readonly PriceLine[], currency: string): Array<[string, string]> {
  const said = words[language];
  return lines.map((line) => {
    const price = formatMoney(line.unitMinor, currency, language);
    const what = (() => {
      switch (line.kind) {
        case PriceLineKind.ROOM_NIGHTS:
          return `${roomTypeName(line.name, language)}: ${counted(language, line.quantity, said.rooms)} × ${counted(language, line.per, said.nights)} × ${price}`;
        case PriceLineKind.VEHICLE_DAYS:
          return `${line.name}: ${counted(language, line.per, said.days)} × ${price}`;
        case PriceLineKind.PER_PERSON:
          return `${line.name}: ${counted(language, line.quantity, said.people)} × ${price}`;
        case PriceLineKind.ADD_ON:
          return `${addOnName(line, language)}: ${counted(language, line.quantity, said.people)} × ${price}`;
        case PriceLineKind.PRE_ORDER:
          return `${dishName(line, language)}: ${line.quantity} × ${price}`;
        case PriceLineKind.TAXES_AND_FEES:
          return `${said.taxesAndFees} (${TAXES_AND_FEES_PERCENT}%)`;
        default:
          return line.name;
      }
    })();
    return [what, formatMoney(line.amountMinor, currency, language)];
  });
}
