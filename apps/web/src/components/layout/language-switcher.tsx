import { useTranslation } from 'react-i18next';
import { languageNames, languages, toLanguage } from '@verdalia/shared';
import { rememberLanguageOfferAnswered } from '../../i18n/language-offer-memory';
import { usePageInLanguage } from '../../i18n/page-in-language';
import { GlobeIcon } from '../ui/icons';
import './language-switcher.css';

/**
 * The header's language menu: one plain link per language to the same page in that language
 * (hreflang, lang; a project's page to the same project's, the list with its category), the
 * same with or without JavaScript. A link loads that language's
 * prerendered page; nothing is remembered but that the visitor chose (the first-visit notice
 * then stays away). The visible code starts each link's name, so speech users can say what
 * they see.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const pageIn = usePageInLanguage();
  const current = toLanguage(i18n.language);
  return (
    <nav className="lang" aria-label={t('language.label')}>
      <GlobeIcon className="lang__globe" width="18" height="18" />
      <ul className="lang__list">
        {languages.map((language) => (
          <li key={language}>
            <a
              className="lang__option"
              href={pageIn(language)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={rememberLanguageOfferAnswered}
            >
              {language.toUpperCase()}
              <span className="visually-hidden"> {languageNames[language]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
