import type { AppConfig } from './env-schema';

declare const __APP_CONFIG__: AppConfig;

/** The public build-time configuration, validated in vite.config.ts and injected at build. */
export const appConfig: AppConfig = __APP_CONFIG__;
