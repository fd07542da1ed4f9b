// Migrations in the order they run; a new migration is added at the end.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121052620_initial } from './Migration20261121052620_initial.js';
import { Migration20261121053641_listings } from './Migration20261121053641_listings.js';
import { Migration20261121053958_accounts } from './Migration20261121053958_accounts.js';
import { Migration20261121054837_listings_departs_on_rating_tenths } from './Migration20261121054837_listings_departs_on_rating_tenths.js';
import { Migration20261121074422_listing_search_keys } from './Migration20261121074422_listing_search_keys.js';
import { Migration20261121074833_listing_city_relevance } from './Migration20261121074833_listing_city_relevance.js';
import { Migration20261123072340_bookings } from './Migration20261123072340_bookings.js';
import { Migration20261123081914_after_booking } from './Migration20261123081914_after_booking.js';
import { Migration20261123232810_review_invitations } from './Migration20261123232810_review_invitations.js';
import { Migration20261123233401_itinerary_progress } from './Migration20261123233401_itinerary_progress.js';
import { Migration20261123234500_listing_city_statistics } from './Migration20261123234500_listing_city_statistics.js';
import { Migration20261124021442_audit_log } from './Migration20261124021442_audit_log.js';
import { Migration20261124021848_support_tickets } from './Migration20261124021848_support_tickets.js';
import { Migration20261124025022_hotel_partner } from './Migration20261124025022_hotel_partner.js';
import { Migration20261124022054_partner_extranet } from './Migration20261124022054_partner_extranet.js';
import { Migration20261123234948_help_passages } from './Migration20261123234948_help_passages.js';
import { Migration20261201090000_outbox_retry } from './Migration20261201090000_outbox_retry.js';
import { Migration20261124021848_analytics_rollup } from './Migration20261124021848_analytics_rollup.js';
import { Migration20261124022321_partner_api_keys } from './Migration20261124022321_partner_api_keys.js';

export const migrations: MigrationObject[] = [
  { name: 'Migration20261121052620_initial', class: Migration20261121052620_initial },
  { name: 'Migration20261121053641_listings', class: Migration20261121053641_listings },
  { name: 'Migration20261121053958_accounts', class: Migration20261121053958_accounts },
  { name: 'Migration20261121054837_listings_departs_on_rating_tenths', class: Migration20261121054837_listings_departs_on_rating_tenths },
  { name: 'Migration20261121074422_listing_search_keys', class: Migration20261121074422_listing_search_keys },
  { name: 'Migration20261121074833_listing_city_relevance', class: Migration20261121074833_listing_city_relevance },
  { name: 'Migration20261123072340_bookings', class: Migration20261123072340_bookings },
  { name: 'Migration20261123081914_after_booking', class: Migration20261123081914_after_booking },
  { name: 'Migration20261123232810_review_invitations', class: Migration20261123232810_review_invitations },
  { name: 'Migration20261123233401_itinerary_progress', class: Migration20261123233401_itinerary_progress },
  { name: 'Migration20261123234500_listing_city_statistics', class: Migration20261123234500_listing_city_statistics },
  { name: 'Migration20261123234948_help_passages', class: Migration20261123234948_help_passages },
  { name: 'Migration20261124021442_audit_log', class: Migration20261124021442_audit_log },
  { name: 'Migration20261201090000_outbox_retry', class: Migration20261201090000_outbox_retry },
  { name: 'Migration20261124021848_support_tickets', class: Migration20261124021848_support_tickets },
  { name: 'Migration20261124022054_partner_extranet', class: Migration20261124022054_partner_extranet },
  { name: 'Migration20261124021848_analytics_rollup', class: Migration20261124021848_analytics_rollup },
  { name: 'Migration20261124022321_partner_api_keys', class: Migration20261124022321_partner_api_keys },
  { name: 'Migration20261124025022_hotel_partner', class: Migration20261124025022_hotel_partner },
];
