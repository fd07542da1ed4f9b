// The content below a tour's and a hotel booking's controls (photos, itinerary, reviews, house rules, terms, map) is
// painted by the server but its code loads only when it is used or comes near the screen (web/src/app/painted-later.tsx):
// the painted page preloads the page's chunk and never the later parts', the browser asks for them only once they are
// used, and a click on a part before its code has arrived is done once it has. Mozambican listings: no other spec's.
import { readFileSync } from 'node:fs';
import { expectNoSeriousViolations } from './axe';
import { type APIRequestContext, expect, type Page, test } from './fixtures';

// No service worker: once it controls the page it fetches the chunks itself, where the page's requests and routes do
// not see them.
test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('countryGuideShown', '1'));
});

/** A chunk of the browser build's manifest (what the web server reads to preload a painted page's chunks). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const manifest = (): Record<string, ManifestChunk> =>
  JSON.parse(readFileSync(new URL('../../dist/web/.vite/manifest.json', import.meta.url), 'utf8')) as Record<string, ManifestChunk>;

const MAP = 'src/features/listings/ListingMap.tsx';
/** The modules of the parts painted for later, as the pages import them (`painted-later` imports). */
const LATER_PARTS = {
  tour: ['src/features/tours/TourStory.tsx', MAP],
  hotel: ['src/features/hotels/HotelNotes.tsx', 'src/features/listings/PhotoGallery.tsx', 'src/features/listings/ListingReviews.tsx', MAP],
};
const PAGES = { tour: 'src/features/tours/TourDetailsPage.tsx', hotel: 'src/features/hotels/HotelBookingPage.tsx' };

/** The manifest keys of `modules` and of all they import statically. */
function withImports(chunks: Record<string, ManifestChunk>, modules: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (key: string) => {
    if (found.has(key) || !chunks[key]) return;
    found.add(key);
    for (const imported of chunks[key].imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return found;
}

/**
 * The page's own chunk; the files of the later parts' chunks that nothing the page loads at once imports; and of
 * those, the ones of the parts alive only once used (the map's are asked for as it nears the screen).
 */
function chunksOf(kind: keyof typeof PAGES): { page: string; later: string[]; used: string[] } {
  const chunks = manifest();
  const atOnce = withImports(chunks, [PAGES[kind], ...Object.keys(chunks).filter((key) => chunks[key]!.isEntry)]);
  const map = withImports(chunks, [MAP]);
  const later = [...withImports(chunks, LATER_PARTS[kind])].filter((key) => !atOnce.has(key));
  const file = (key: string) => `/${chunks[key]!.file}`;
  return { page: file(PAGES[kind]), later: later.map(file), used: later.filter((key) => !map.has(key)).map(file) };
}

/** The addresses of the first Mozambican tour's and hotel booking's pages. */
async function mozambicanPages(request: APIRequestContext): Promise<{ tour: string; hotel: string }> {
  const response = await request.post('/graphql', {
    headers: { 'x-requested-with': 'e2e' },
    data: { query: '{ tours(country: "MZ", paging: { size: 1 }) { nodes { id } } hotels(country: "MZ", paging: { size: 1 }) { nodes { id } } }' },
  });
  const { data } = await response.json();
  return { tour: `/tours/${data.tours.nodes[0].id}?country=MZ`, hotel: `/hotels/${data.hotels.nodes[0].id}/book?country=MZ` };
}

/** The chunks a painted page preloads; asked again while a busy server answers with the plain shell (first-paint.ts). */
async function paintedPreloads(request: APIRequestContext, path: string): Promise<string[]> {
  let html = '';
  await expect
    .poll(async () => {
      html = await (await request.get(path)).text();
      return html.includes('data-painted');
    })
    .toBe(true);
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((link) => link[1]!);
}

/** Every address the page asks for, from now on. */
function scriptsAskedBy(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

test("a painted tour's and hotel booking's page preloads the page's chunk and none of the parts painted for later", async ({ request }) => {
  const pages = await mozambicanPages(request);
  for (const kind of ['tour', 'hotel'] as const) {
    const { page, later } = chunksOf(kind);
    expect(later.length, kind).toBeGreaterThan(0);
    const preloads = await paintedPreloads(request, pages[kind]);
    expect(preloads, kind).toContain(page);
    expect(
      preloads.filter((file) => later.includes(file)),
      kind,
    ).toEqual([]);
  }
});

test('the code of the parts alive once used is asked for only once they are used', async ({ page, request }) => {
  const pages = await mozambicanPages(request);
  for (const kind of ['tour', 'hotel'] as const) {
    const { used } = chunksOf(kind);
    expect(used.length, kind).toBeGreaterThan(0);
    const asked = scriptsAskedBy(page);
    await page.goto(pages[kind]);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      asked.filter((file) => used.includes(file)),
      kind,
    ).toEqual([]);
    await expectNoSeriousViolations(page);
    // Pointed at, the parts below the controls load.
    const part = kind === 'tour' ? page.getByTestId('tour-reviews') : page.getByTestId('cancellation-terms');
    await part.hover();
    await expect.poll(() => asked.filter((file) => used.includes(file)).length, kind).toBeGreaterThan(0);
  }
});

test('a tap on a painted photo before its code has arrived opens the photo once the code is here, with no second tap', async ({ page, request }) => {
  const { hotel } = await mozambicanPages(request);
  const { used } = chunksOf('hotel');
  const gallery = `/${manifest()['src/features/listings/PhotoGallery.tsx']!.file}`;
  expect(used).toContain(gallery);
  // The gallery's code is held back until released.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${gallery}`, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest((request) => new URL(request.url()).pathname === gallery);

  await page.goto(hotel);
  const photos = page.getByTestId('photo-gallery');
  const name = (await photos.getAttribute('aria-label'))!.replace(/^Photos of /, '');
  await photos.getByRole('button', { name: `Photo 1 of ${name}` }).click();
  await asked;
  // The part is still the server's HTML: nothing opened yet.
  await expect(page.getByTestId('photo-lightbox')).toHaveCount(0);

  release();
  const dialog = page.getByRole('dialog', { name: `Photo 1 of ${name}` });
  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('photo-lightbox')).toHaveCount(0);
});
