import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, languages, type Language } from '@verdalia/shared';
import type { Namespace } from './namespaces';
import { loadBundle } from './resources';

/** Loads the given namespaces of a language into the instance (once each). */
export async function ensureNamespaces(
  i18n: I18n,
  language: Language,
  needed: readonly Namespace[],
): Promise<void> {
  await Promise.all(
    needed
      .filter((namespace) => !i18n.hasResourceBundle(language, namespace))
      .map(async (namespace) => {
        i18n.addResourceBundle(language, namespace, await loadBundle(language, namespace));
      }),
  );
}

/**
 * A fresh i18next instance for one language, with the namespaces a page needs.
 * The key-parity test guarantees every key exists in every language, so the
 * Spanish fallback is configured but only loaded where it can matter (the prerender).
 */
export async function createI18n(
  language: Language,
  needed: readonly Namespace[],
  options: { loadFallback?: boolean } = {},
): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languages],
    ns: [],
    defaultNS: 'common',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  await ensureNamespaces(instance, language, needed);
  if (options.loadFallback && language !== fallbackLanguage) {
    await ensureNamespaces(instance, fallbackLanguage, needed);
  }
  return instance;
}
