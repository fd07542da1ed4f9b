// The sections of the admin back office: its navigation and sub-routes. Each section is its own lazily loaded
// chunk; a section's owner changes only its own line here (Overview and Audit: analytics; Support: support).
import { ChartColumn, ClipboardList, Headset, type LucideIcon, ScrollText, Smartphone, Store, Users } from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface AdminSection {
  /** Below /admin-dashboard; '' is the index. */
  path: string;
  /** Key in the admin namespace. */
  labelKey: string;
  icon: LucideIcon;
  component: LazyExoticComponent<ComponentType>;
  /** Shown to admins only (sub-admins never see it). */
  adminOnly?: boolean;
}

/** A section page from a module's named export. */
const section = <Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

export const adminSections: readonly AdminSection[] = [
  { path: '', labelKey: 'nav.overview', icon: ChartColumn, component: section(() => import('./analytics/AnalyticsOverviewPage'), 'AnalyticsOverviewPage') },
  { path: 'content', labelKey: 'nav.content', icon: Store, component: section(() => import('./content/ContentSection'), 'ContentSection') },
  { path: 'people', labelKey: 'nav.people', icon: Users, component: section(() => import('./people/PeopleSection'), 'PeopleSection') },
  { path: 'bookings', labelKey: 'nav.bookings', icon: ClipboardList, component: section(() => import('./bookings/AdminBookingsPage'), 'AdminBookingsPage') },
  { path: 'payments', labelKey: 'nav.payments', icon: Smartphone, component: section(() => import('./payments/AdminPaymentsPage'), 'AdminPaymentsPage') },
  { path: 'support', labelKey: 'nav.support', icon: Headset, component: section(() => import('./support/AdminSupportPage'), 'AdminSupportPage') },
  { path: 'audit', labelKey: 'nav.audit', icon: ScrollText, component: section(() => import('./audit/AuditLogPage'), 'AuditLogPage') },
];
