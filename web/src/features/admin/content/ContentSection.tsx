// Content: every listing of the five kinds, and one listing's bookings.
import { Route, Routes } from 'react-router-dom';
import { ContentListPage } from './ContentListPage';
import { ListingBookingsPage } from './ListingBookingsPage';

export function ContentSection() {
  return (
    <Routes>
      <Route index element={<ContentListPage />} />
      <Route path=":kind/:id/bookings" element={<ListingBookingsPage />} />
    </Routes>
  );
}
