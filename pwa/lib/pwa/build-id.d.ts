/** Build id injected by vite.config.ts `define` (undefined outside Vite builds). */
declare const __APP_BUILD__: string | undefined;
