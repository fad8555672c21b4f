import type { Language } from '@verdalia/shared';
import type { Namespace } from './namespaces';

type Bundle = Record<string, unknown>;
type Loader = () => Promise<{ default: Bundle }>;

// One chunk per language and namespace, so a visit downloads only the texts it shows.
const localeLoaders = import.meta.glob<{ default: Bundle }>('../locales/*/*.json');

// The form's messages are shared with the API, so they live in the shared package.
const formLoaders: Record<Language, Loader> = {
  es: () => import('@verdalia/shared/messages/es.json'),
  en: () => import('@verdalia/shared/messages/en.json'),
  pt: () => import('@verdalia/shared/messages/pt.json'),
};

export async function loadBundle(language: Language, namespace: Namespace): Promise<Bundle> {
  const loader =
    namespace === 'form'
      ? formLoaders[language]
      : localeLoaders[`../locales/${language}/${namespace}.json`];
  if (!loader) throw new Error(`No translations for ${language}/${namespace}`);
  const module = await loader();
  return module.default;
}
