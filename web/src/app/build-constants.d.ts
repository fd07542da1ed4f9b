// Constants the build writes into the code (web/vite.config.ts, `define`).

/** The folder of the flag files (features/layout/flag-files.ts), named by their content: `/assets/flags-<hash>`. */
declare const __FLAG_DIR__: string;
