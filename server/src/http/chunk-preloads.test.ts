// Which chunks a painted page preloads, from a build manifest shaped as the web build writes it: the page's chunk and
// its static imports, never the entry's (the shell preloads those) and never a part the page loads later (a dynamic
// import, as the content below a listing's controls is: web/src/app/painted-later.tsx).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChunkPreloads } from './chunk-preloads.js';

/** As in the real build: a tour's page imports the later parts' module, which imports the map, the photos and the reviews dynamically. */
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_libraries.js'], dynamicImports: ['src/features/tours/TourDetailsPage.tsx'] },
  '_libraries.js': { file: 'assets/libraries.js' },
  'src/features/tours/TourDetailsPage.tsx': {
    file: 'assets/TourDetailsPage.js',
    isDynamicEntry: true,
    imports: ['_libraries.js', '_format.js', '_later-parts.js', 'index.html'],
    dynamicImports: ['src/features/tours/TourStory.tsx'],
  },
  '_format.js': { file: 'assets/format.js', imports: ['_libraries.js'] },
  '_later-parts.js': {
    file: 'assets/later-parts.js',
    imports: ['_libraries.js', 'index.html'],
    dynamicImports: ['src/features/listings/ListingMap.tsx', 'src/features/listings/PhotoGallery.tsx', 'src/features/listings/ListingReviews.tsx'],
  },
  'src/features/tours/TourStory.tsx': {
    file: 'assets/TourStory.js',
    isDynamicEntry: true,
    imports: ['_libraries.js', '_format.js', 'src/features/listings/PhotoGallery.tsx', '_ItineraryTimeline.js'],
  },
  '_ItineraryTimeline.js': { file: 'assets/ItineraryTimeline.js', imports: ['_libraries.js'] },
  'src/features/listings/PhotoGallery.tsx': { file: 'assets/PhotoGallery.js', isDynamicEntry: true, imports: ['_libraries.js', 'index.html'] },
  'src/features/listings/ListingMap.tsx': { file: 'assets/ListingMap.js', isDynamicEntry: true, imports: ['_libraries.js', '_ListingSection.js'] },
  'src/features/listings/ListingReviews.tsx': { file: 'assets/ListingReviews.js', isDynamicEntry: true, imports: ['_ListingSection.js'] },
  '_ListingSection.js': { file: 'assets/ListingSection.js' },
};

let dir: string;
let preloads: ChunkPreloads;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'chunk-preloads-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  preloads = ChunkPreloads.load(dir)!;
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const preloaded = (modules: string[]) => [...preloads.links(modules).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((link) => link[1]);

describe("a painted page's preloads", () => {
  it("are the page's chunk first, then its static imports, without the entry's chunks", () => {
    expect(preloaded(['src/features/tours/TourDetailsPage.tsx'])).toEqual(['/assets/TourDetailsPage.js', '/assets/format.js', '/assets/later-parts.js']);
  });

  it('leave out the parts the page imports dynamically (painted later), and the chunks only they import', () => {
    const links = preloaded(['src/features/tours/TourDetailsPage.tsx']);
    expect(links).toContain('/assets/TourDetailsPage.js');
    for (const later of ['TourStory', 'PhotoGallery', 'ListingMap', 'ListingReviews', 'ItineraryTimeline', 'ListingSection'])
      expect(links).not.toContain(`/assets/${later}.js`);
  });

  it('take a module the paint noted (a dialog painted open), once, with a chunk it shares with the page', () => {
    expect(preloaded(['src/features/tours/TourDetailsPage.tsx', 'src/features/listings/ListingReviews.tsx', 'src/features/tours/TourDetailsPage.tsx'])).toEqual(
      ['/assets/TourDetailsPage.js', '/assets/format.js', '/assets/later-parts.js', '/assets/ListingReviews.js', '/assets/ListingSection.js'],
    );
  });

  it('are none for a page of the entry alone, or for a module the build does not know', () => {
    expect(preloads.links([])).toBe('');
    expect(preloads.links(['index.html', 'src/features/gone/Gone.tsx'])).toBe('');
  });

  it('are none when the build has no manifest', () => {
    expect(ChunkPreloads.load(join(dir, 'no-such-build'))).toBeNull();
  });
});
