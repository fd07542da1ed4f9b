// The parts of a listing's page below its controls that more than one page paints, alive once seen or used
// (app/painted-later.tsx): the map when it comes near the screen (it then loads its tiles), the photos and the
// reviews when used.
import { paintedLater } from '../../app/painted-later';

export const LaterListingMap = paintedLater(async () => (await import(/* painted-later */ './ListingMap')).ListingMap);
export const LaterPhotoGallery = paintedLater(async () => (await import(/* painted-later */ './PhotoGallery')).PhotoGallery, 'used');
export const LaterListingReviews = paintedLater(async () => (await import(/* painted-later */ './ListingReviews')).ListingReviews, 'used');
