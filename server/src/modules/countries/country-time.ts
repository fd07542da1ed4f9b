// Local time per country, for "open now". One IANA zone per country (its capital's), so summer time
// where a country keeps one (Egypt, Morocco) is honoured; the DR Congo's eastern half (UTC+2) is read as Kinshasa (UTC+1).
import { DomainError } from '../../errors.js';

const timeZoneByCountry: Record<string, string> = {
  DZ: 'Africa/Algiers',
  AO: 'Africa/Luanda',
  BJ: 'Africa/Porto-Novo',
  BW: 'Africa/Gaborone',
  BF: 'Africa/Ouagadougou',
  BI: 'Africa/Bujumbura',
  CV: 'Atlantic/Cape_Verde',
  CM: 'Africa/Douala',
  CF: 'Africa/Bangui',
  TD: 'Africa/Ndjamena',
  KM: 'Indian/Comoro',
  CD: 'Africa/Kinshasa',
  CG: 'Africa/Brazzaville',
  CI: 'Africa/Abidjan',
  DJ: 'Africa/Djibouti',
  EG: 'Africa/Cairo',
  GQ: 'Africa/Malabo',
  ER: 'Africa/Asmara',
  SZ: 'Africa/Mbabane',
  ET: 'Africa/Addis_Ababa',
  GA: 'Africa/Libreville',
  GM: 'Africa/Banjul',
  GH: 'Africa/Accra',
  GN: 'Africa/Conakry',
  GW: 'Africa/Bissau',
  KE: 'Africa/Nairobi',
  LS: 'Africa/Maseru',
  LR: 'Africa/Monrovia',
  LY: 'Africa/Tripoli',
  MG: 'Indian/Antananarivo',
  MW: 'Africa/Blantyre',
  ML: 'Africa/Bamako',
  MR: 'Africa/Nouakchott',
  MU: 'Indian/Mauritius',
  MA: 'Africa/Casablanca',
  MZ: 'Africa/Maputo',
  NA: 'Africa/Windhoek',
  NE: 'Africa/Niamey',
  NG: 'Africa/Lagos',
  RW: 'Africa/Kigali',
  ST: 'Africa/Sao_Tome',
  SN: 'Africa/Dakar',
  SC: 'Indian/Mahe',
  SL: 'Africa/Freetown',
  SO: 'Africa/Mogadishu',
  ZA: 'Africa/Johannesburg',
  SS: 'Africa/Juba',
  SD: 'Africa/Khartoum',
  TZ: 'Africa/Dar_es_Salaam',
  TG: 'Africa/Lome',
  TN: 'Africa/Tunis',
  UG: 'Africa/Kampala',
  ZM: 'Africa/Lusaka',
  ZW: 'Africa/Harare',
};

export function timeZoneOf(countryCode: string): string {
  const zone = timeZoneByCountry[countryCode];
  if (!zone) throw new DomainError('COUNTRY_NOT_FOUND', `No time zone for "${countryCode}".`, 'country');
  return zone;
}

/** One formatter per country: building one costs more than using it. */
const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time in a country as HH:MM:SS (comparable with PostgreSQL `time` text). */
export function localTimeIn(countryCode: string, at: Date = new Date()): string {
  let clock = clocks.get(countryCode);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone: timeZoneOf(countryCode), hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    clocks.set(countryCode, clock);
  }
  const parts = clock.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('hour')}:${part('minute')}:${part('second')}`;
}
