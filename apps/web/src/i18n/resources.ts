import type { Language } from '@verdalia/shared';
import { contentFile, isListNamespace } from './content-sources';
import type { Namespace } from './namespaces';

type Bundle = Record<string, unknown>;
type Loader = () => Promise<{ default: unknown }>;

// One chunk per language and namespace, so a visit downloads only the texts it shows. Keyed
// relative to content/ (`base`): every first visit downloads this table.
const contentLoaders: Record<string, Loader> = import.meta.glob<{ default: unknown }>(
  ['./pages/*/*.json'],
  { base: '../../../../content' },
);

// The lists of entries (one file per entry in content/team and content/clients), joined per
// language by the build (scripts/content/content-files.ts).
const listLoaders: Record<'team' | 'client-list', Record<Language, Loader>> = {
  team: {
    es: () => import('virtual:content/team/es'),
    en: () => import('virtual:content/team/en'),
    pt: () => import('virtual:content/team/pt'),
  },
  'client-list': {
    es: () => import('virtual:content/clients/es'),
    en: () => import('virtual:content/clients/en'),
    pt: () => import('virtual:content/clients/pt'),
  },
};

// The form's messages are shared with the API, so they live in the shared package.
const formLoaders: Record<Language, Loader> = {
  es: () => import('@verdalia/shared/messages/es.json'),
  en: () => import('@verdalia/shared/messages/en.json'),
  pt: () => import('@verdalia/shared/messages/pt.json'),
};

/** The lists (team, clients) are top-level arrays: their namespace holds them as one key. */
const listKeys: Record<'team' | 'client-list', string> = {
  team: 'members',
  'client-list': 'clients',
};

export async function loadBundle(language: Language, namespace: Namespace): Promise<Bundle> {
  if (namespace !== 'form' && isListNamespace(namespace)) {
    const { default: list } = await listLoaders[namespace][language]();
    return { [listKeys[namespace]]: list };
  }
  const loader =
    namespace === 'form'
      ? formLoaders[language]
      : contentLoaders[`./${contentFile(language, namespace)}`];
  if (!loader) throw new Error(`No translations for ${language}/${namespace}`);
  const { default: content } = await loader();
  if (typeof content !== 'object' || content === null || Array.isArray(content)) {
    throw new Error(`${language}/${namespace} is not a group of texts`);
  }
  return { ...content };
}
