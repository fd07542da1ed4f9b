// The first paint's build (web/vite.config.ts, paintedModules) notes every dynamic import of the app's code, so the web
// server preloads the chunks a paint showed; an import marked `painted-later` is left alone, so the content below a
// listing's controls (app/painted-later.tsx) is never noted, and never preloaded.
import { fileURLToPath } from 'node:url';
import type { Plugin, UserConfigFnObject } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../vite.config';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

/** The plugin's transform, as the first paint's build runs it on a module of the app. */
function paintedModules() {
  const config = (viteConfig as UserConfigFnObject)({ command: 'build', mode: 'production', isSsrBuild: true });
  const plugin = (config.plugins as Plugin[]).find((candidate) => candidate.name === 'jambo-painted-modules')!;
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  // Every import of these tests is a .tsx module beside its importer.
  const context = { resolve: async (source: string, importer: string) => ({ id: `${new URL(source, `file://${importer}`).pathname}.tsx`, external: false }) };
  const transform = plugin.transform as (this: typeof context, code: string, id: string) => Promise<{ code: string } | undefined>;
  return (code: string, id: string) => transform.call(context, code, id);
}

describe('the first paint build', () => {
  it('notes a dynamic import, by the module id the browser manifest keys it by', async () => {
    const transform = paintedModules();
    const result = await transform("const page = () => import('./TourDetailsPage');", `${root}/src/features/tours/routes.tsx`);
    expect(result?.code).toContain(`__noteModule(import('./TourDetailsPage'), "src/features/tours/TourDetailsPage.tsx")`);
  });

  it('leaves an import marked painted-later alone', async () => {
    const transform = paintedModules();
    const code = [
      "const story = () => import(/* painted-later */ './TourStory');",
      "export const LaterMap = paintedLater(async () => (await import(/* painted-later */ './ListingMap')).ListingMap);",
    ].join('\n');
    expect(await transform(code, `${root}/src/features/tours/TourDetailsPage.tsx`)).toBeUndefined();
  });
});
