// Constants the build writes into the code (web/vite.config.ts, `define`).

/** The folder of the flag files (features/layout/flag-files.ts), named by their content: `/assets/flags-<hash>`. */
declare const __FLAG_DIR__: string;

/** The folder of the translation files (app/translation-files.ts), named by their content: `/assets/locales-<hash>`. */
declare const __LOCALE_DIR__: string;
