// The tour kind's partner dashboard (app/kind-dashboards.ts lists it), apart from its pages: only the back office
// reads it, so the traveller's first chunk carries neither its loader nor the list of the dashboard's chunks.
import type { ScreenLoader } from '../../app/kinds';

export const tourDashboard: ScreenLoader = () => import('../partner-tour/TourDashboard').then((page) => page.TourDashboard);
