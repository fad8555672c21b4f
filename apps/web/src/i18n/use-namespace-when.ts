import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@verdalia/shared';
import { ensureNamespaces } from './create-i18n';
import type { Namespace } from './namespaces';

/**
 * Loads a namespace of the current language once it is `needed` (texts a page shows only after
 * some use, kept out of its first load); true once its texts are there. A failed load leaves it
 * false: the caller shows nothing rather than raw keys.
 */
export function useNamespaceWhen(needed: boolean, namespace: Namespace): boolean {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!needed || i18n.hasResourceBundle(language, namespace)) return;
    ensureNamespaces(i18n, language, [namespace]).then(
      () => setLoaded((count) => count + 1),
      () => undefined,
    );
  }, [needed, i18n, language, namespace]);
  return i18n.hasResourceBundle(language, namespace);
}
