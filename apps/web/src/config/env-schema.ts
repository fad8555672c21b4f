import { z } from 'zod';
import { hcaptchaTestKeys, siteConfig } from '@verdalia/shared';

/**
 * Build-time configuration of the website. Parsed once in vite.config.ts from the
 * environment; only these public values reach the browser bundle.
 */
export const webEnvSchema = z.object({
  /** hCaptcha site key (public). Default: hCaptcha's public test key. */
  HCAPTCHA_SITEKEY: z.string().min(1).default(hcaptchaTestKeys.siteKey),
  /** Public origin of the site for canonical URLs, hreflang, sitemap and Open Graph. */
  SITE_URL: z
    .url()
    .default(siteConfig.siteUrl)
    .transform((url) => url.replace(/\/+$/, '')),
  /**
   * For measuring the pages with photographs only (docs/performance.md): a folder of
   * photographs the build serves in place of the drawn art of the same path (`team/valeria.jpg`
   * for `/images/team/valeria.svg`). Relative to the repository's root. Never set in production.
   */
  ART_STAND_IN_PHOTOS: z.string().min(1).optional(),
});

export type WebEnv = z.infer<typeof webEnvSchema>;

export interface AppConfig {
  hcaptchaSiteKey: string;
  siteUrl: string;
  buildYear: number;
}

export function toAppConfig(env: WebEnv, now = new Date()): AppConfig {
  return {
    hcaptchaSiteKey: env.HCAPTCHA_SITEKEY,
    siteUrl: env.SITE_URL,
    buildYear: now.getFullYear(),
  };
}
