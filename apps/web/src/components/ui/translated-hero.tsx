import { useTranslation } from 'react-i18next';
import { PageHero } from './page-hero';

/** The pages whose texts carry a hero (eyebrow, title, subtitle) under `hero`. */
type HeroNamespace = 'clients' | 'projects' | 'semilla' | 'privacy';

/** A page's banner from its own texts: hero.eyebrow, hero.title and hero.subtitle. */
export function TranslatedHero({
  namespace,
  tone,
}: {
  namespace: HeroNamespace;
  tone: 'blue' | 'green';
}) {
  const { t } = useTranslation(namespace);
  return (
    <PageHero
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      lead={t('hero.subtitle')}
      tone={tone}
    />
  );
}
