import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { listingPages, prerenderedPaths, privatePathPrefixes, routePaths, sitemapPaths } from './src/app/routes.ts';
import { FLAG_CODES } from './src/features/layout/flag-files.ts';
import { readTranslations } from './locale-files.ts';

const apiUrl = process.env.VITE_API_PROXY ?? 'http://localhost:4000';
/** The browser's bars around the installed app (index.html's theme-color too). */
const THEME_COLOUR = '#b5542f';

/** The app's routes for the web server: any other path is a 404; the public ones go in sitemap.xml. */
function routeList(): Plugin {
  return {
    name: 'jambo-route-list',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'routes.json',
        source: JSON.stringify({
          routes: routePaths,
          sitemap: sitemapPaths,
          listings: listingPages,
          private: privatePathPrefixes,
          prerendered: prerenderedPaths,
        }),
      });
    },
  };
}

/** The web app manifest in each language (manifest-fr.webmanifest), named from the locales: the painted page links its language's. */
function appManifests(): Plugin {
  return {
    name: 'jambo-app-manifests',
    apply: 'build',
    generateBundle() {
      for (const [language, namespaces] of Object.entries(readTranslations())) {
        const common = namespaces.common as { brand: string; manifest: { description: string } };
        const manifest = {
          id: '/',
          name: common.brand,
          short_name: common.brand,
          description: common.manifest.description,
          lang: language,
          dir: language === 'ar' ? 'rtl' : 'ltr',
          start_url: `/?lng=${language}`,
          scope: '/',
          display: 'standalone',
          theme_color: THEME_COLOUR,
          background_color: '#fdfaf0',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
            { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          ],
        };
        this.emitFile({ type: 'asset', fileName: `manifest-${language}.webmanifest`, source: JSON.stringify(manifest) });
      }
    },
  };
}

/**
 * The service worker (web/sw/sw.ts), built with Workbox by vite-plugin-pwa. Its precache is the app shell only: the
 * page and the entry's chunks and styles, as found in the bundle here; page chunks are cached as they are visited.
 * The manifests (appManifests) and the registration (features/offline/service-worker.ts) are our own.
 */
function serviceWorker(): Plugin[] {
  const shell = new Set<string>(['index.html']);
  const findShell: Plugin = {
    name: 'jambo-app-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (entry?.type !== 'chunk') return;
      for (const file of [entry.fileName, ...entry.imports, ...(entry.viteMetadata?.importedCss ?? [])]) shell.add(file);
    },
  };
  return [
    findShell,
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      manifest: false,
      injectRegister: false,
      // Built before the compressed copies are made (precompress).
      integration: { closeBundleOrder: 'pre' },
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css}'],
        manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] })],
        // Hashed names: fetched as they are, so the year-long HTTP cache serves them too.
        dontCacheBustURLsMatching: /^assets\//,
      },
    }),
  ];
}

/**
 * Brotli (quality 11) and gzip copies of every text asset, made once at build time: the web server
 * sends them as they are (no compression work per request on a small server).
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'jambo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the service worker is written (its closeBundle is ordered 'pre'), so it gets its copies too.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter((file) => /\.(js|css|html|json|svg|txt|xml|webmanifest)$/.test(file));
        await Promise.all(
          files.map(async (file) => {
            const path = join(outDir, file);
            const content = await readFile(path);
            if (content.length < 512) return;
            await writeFile(
              `${path}.br`,
              await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
            );
            await writeFile(`${path}.gz`, await gz(content, { level: 9 }));
          }),
        );
      },
    },
  };
}

/**
 * GraphQL Code Generator's client preset writes every typed document of a target into one module (gql/graphql.ts),
 * and a module lives in one chunk: every document any page runs sat in the entry, 7 KB brotli. Here each document
 * is a module of its own (the generated module re-exports them), so a page's chunk carries the documents it runs.
 * The generated files stay as they are; their types are for TypeScript only.
 */
function documentPerModule(): Plugin {
  const prefix = '\0graphql-document:';
  const documents = new Map<string, string>();
  return {
    name: 'jambo-document-per-module',
    enforce: 'pre',
    resolveId(id) {
      return documents.has(id) ? id : undefined;
    },
    async load(id) {
      if (documents.has(id)) return `export default ${documents.get(id)};`;
      if (!/[\\/]src[\\/](?:.+[\\/])?gql[\\/]graphql\.ts$/.test(id)) return;
      const reexports: string[] = [];
      for (const [, name, document] of (await readFile(id, 'utf8')).matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
        const module = `${prefix}${id}:${name}`;
        documents.set(module, document!);
        reexports.push(`export { default as ${name} } from ${JSON.stringify(module)};`);
      }
      return reexports.join('\n');
    },
  };
}

/**
 * The first paint's build: every dynamic import of the app's own code goes through app/painted-modules.ts, so a paint
 * knows which of the browser's lazily loaded modules it showed (their ids as the browser's build manifest keys them)
 * and the web server preloads their chunks in the painted page. An import with a `painted-later` comment before its path is left alone: its
 * part keeps the server's HTML until seen (app/painted-later.tsx), and preloading it would load it before it is needed.
 */
function paintedModules(): Plugin {
  let root = '';
  const noter = fileURLToPath(new URL('./src/app/painted-modules.ts', import.meta.url));
  return {
    name: 'jambo-painted-modules',
    // On the source as written: compiling the TypeScript drops the comments.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id) {
      if (id === noter || !id.startsWith(join(root, 'src')) || !/\.tsx?$/.test(id) || !code.includes('import(')) return;
      let transformed = '';
      let last = 0;
      for (const found of code.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)/g)) {
        const resolved = await this.resolve(found[2]!, id);
        if (!resolved || resolved.external || !resolved.id.startsWith(root)) continue;
        const module = relative(root, resolved.id).split(sep).join('/');
        transformed += `${code.slice(last, found.index)}__noteModule(${found[0]}, ${JSON.stringify(module)})`;
        last = found.index + found[0].length;
      }
      if (last === 0) return;
      return { code: `import { noteModule as __noteModule } from ${JSON.stringify(noter)};\n${transformed}${code.slice(last)}`, map: null };
    },
  };
}

/** Each African country's flag, as country-flag-icons draws it (features/layout/flag-files.ts). */
const flagSources = new Map(
  FLAG_CODES.map((code) => [code, readFileSync(fileURLToPath(new URL(`../node_modules/country-flag-icons/3x2/${code}.svg`, import.meta.url)))]),
);
/** Their folder, named by their content: a new drawing is a new folder, so browsers may keep them a year (/assets/). */
const flagDir = `/assets/flags-${createHash('sha256')
  .update(Buffer.concat([...flagSources.values()]))
  .digest('hex')
  .slice(0, 8)}`;

/**
 * The country flags as image files (features/layout/flag-files.ts): the app's code knows only their folder
 * (`__FLAG_DIR__`), the browser's build writes them there and the development server serves them from the package.
 */
function flagFiles({ emit }: { emit: boolean }): Plugin {
  return {
    name: 'jambo-flag-files',
    config: () => ({ define: { __FLAG_DIR__: JSON.stringify(flagDir) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const flag = request.url?.startsWith(`${flagDir}/`) ? flagSources.get(request.url.slice(flagDir.length + 1).replace(/\.svg$/, '') as never) : undefined;
        if (!flag) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(flag);
      });
    },
    generateBundle() {
      if (!emit) return;
      for (const [code, source] of flagSources) this.emitFile({ type: 'asset', fileName: `${flagDir.slice(1)}/${code}.svg`, source });
    },
  };
}

/** Every language's namespaces (app/translation-files.ts), as one file each. */
function translationFileContents(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [language, namespaces] of Object.entries(readTranslations())) {
    for (const [namespace, strings] of Object.entries(namespaces)) files.set(`${language}/${namespace}.json`, JSON.stringify(strings));
  }
  return files;
}

/**
 * The translations as files, `<language>/<namespace>.json` under one folder named by their content: the app's code
 * knows only the folder (`__LOCALE_DIR__`, app/i18n.ts), the browser's build writes them there, and the development
 * server makes them from the source files as they are asked for.
 */
function translationFiles({ emit }: { emit: boolean }): Plugin {
  const files = translationFileContents();
  const hash = createHash('sha256');
  for (const [name, content] of files) hash.update(name).update(content);
  const folder = `/assets/locales-${hash.digest('hex').slice(0, 8)}`;
  return {
    name: 'jambo-translation-files',
    config: () => ({ define: { __LOCALE_DIR__: JSON.stringify(folder) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const content = request.url?.startsWith(`${folder}/`) ? translationFileContents().get(request.url.slice(folder.length + 1)) : undefined;
        if (content === undefined) return next();
        response.setHeader('content-type', 'application/json');
        response.end(content);
      });
    },
    generateBundle() {
      if (!emit) return;
      for (const [name, source] of files) this.emitFile({ type: 'asset', fileName: `${folder.slice(1)}/${name}`, source });
    },
  };
}

/** React Router's package points every bundler at its development build (warnings, checks): builds take the production one. */
const reactRouterDist = fileURLToPath(new URL('dist/production/', import.meta.resolve('react-router/package.json')));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

/**
 * RxJS (under Apollo Client) points bundlers at its ES5 build: classes rewritten as functions, with tslib's
 * helpers. Every browser we support runs its ES2015 build, 1.4 KB smaller compressed.
 */
const rxjsEs2015 = { find: /^rxjs$/, replacement: fileURLToPath(new URL('dist/esm/index.js', import.meta.resolve('rxjs/package.json'))) };

/**
 * Chakra's theme module builds its default config with a call at load time, which keeps every recipe (date
 * picker, colour picker...) alive; marked pure, only the recipes app/system.ts picks remain.
 */
const treeshake = { manualPureFunctions: ['defineConfig'] };

/**
 * The server's first paint (app/entry-server.tsx), built apart for Node: one module with its libraries, so the
 * web server needs nothing from node_modules at run time that the browser's build did not already pin.
 */
const firstPaintBuild = {
  outDir: '../dist/web-ssr',
  emptyOutDir: true,
  target: 'node22',
  rolldownOptions: { treeshake },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: isSsrBuild
    ? [documentPerModule(), paintedModules(), react(), flagFiles({ emit: false }), translationFiles({ emit: false })]
    : [
        documentPerModule(),
        react(),
        flagFiles({ emit: true }),
        translationFiles({ emit: true }),
        routeList(),
        appManifests(),
        ...serviceWorker(),
        precompress(),
      ],
  resolve: { alias: command === 'build' ? [...reactRouterProduction, rxjsEs2015] : [rxjsEs2015] },
  ssr: { noExternal: true },
  // React's production build in the first paint whatever NODE_ENV the server runs with, as in the browser's.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? firstPaintBuild
    : {
        outDir: '../dist/web',
        emptyOutDir: true,
        target: 'es2022',
        // Every browser we support preloads modules itself: the polyfill would be dead weight in the entry.
        modulePreload: { polyfill: false },
        manifest: true,
        // The entry holds the whole first render (React, Chakra, Apollo, router, i18next): the budget that
        // matters is its compressed size, which npm run bench:web measures.
        chunkSizeWarningLimit: 800,
        rolldownOptions: {
          treeshake,
          // Everything the first render needs in two files, its libraries and the app's own code: as forty small shared
          // chunks it compressed 13 KB worse and cost a round trip per import level. Pages still get their own chunks.
          output: {
            // The recipes only the back office uses (back-office system) sit in Chakra's theme module, which the
            // first render imports: named apart, they stay out of the traveller's first chunk.
            codeSplitting: {
              groups: [
                {
                  name: 'backoffice-recipes',
                  test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/](alert|card|checkbox|checkmark|drawer|empty-state|stat|switch|table|tabs)\.js$/,
                  priority: 2,
                  includeDependenciesRecursively: false,
                },
                // Likewise the recipes of the toaster, dialogs and popovers, which load with them (app/overlay-recipes.ts).
                {
                  name: 'overlay-recipes',
                  test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/](toast|dialog|popover)\.js$/,
                  priority: 2,
                  includeDependenciesRecursively: false,
                },
                // The first render's libraries (React, Chakra, Apollo, the router, i18next) apart from the app's own code:
                // they change less often (a returning visitor keeps them cached), and npm run bench:web weighs each.
                { name: 'libraries', test: /node_modules/, tags: ['$initial'], priority: 1 },
                { name: 'app', tags: ['$initial'], priority: 0 },
                // The small parts every listing, detail and booking page shares (a favourite's and the cart's buttons, the
                // converted price, the structured data, the error texts and their icons): as a dozen chunks of a few hundred
                // bytes each they compressed 1 KB worse and cost a request apiece. One chunk, which the home page does not load.
                {
                  name: 'listing-parts',
                  test: /([\\/]web[\\/]src[\\/](app[\\/](errors|site-origin)|features[\\/](listings[\\/](format|PartnerWords|StructuredData)|saved[\\/](FavouriteButton|AddToCartButton)|currency[\\/](ConvertedAmount|convert)|layout[\\/]local-location))\.tsx?|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](heart|star|arrow-left|map-pin|check)\.js|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](badge[\\/]badge|button[\\/]icon-button)\.js)$/,
                  priority: 0,
                  includeDependenciesRecursively: false,
                },
                // Likewise what every booking page runs besides its own form: the checkout's state and the steps that follow it.
                {
                  name: 'booking-parts',
                  test: /([\\/]web[\\/]src[\\/]features[\\/]booking[\\/](checkout|CheckoutSteps|CheckoutBusy)\.tsx?|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]textarea[\\/]textarea\.js)$/,
                  priority: 0,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/graphql': { target: apiUrl, changeOrigin: true },
      '/media': { target: apiUrl, changeOrigin: true },
      '/api': { target: apiUrl, changeOrigin: true },
    },
  },
}));
