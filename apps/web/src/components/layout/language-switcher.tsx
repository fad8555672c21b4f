import { useCallback, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { languageNames, languages, toLanguage, type Language } from '@verdalia/shared';
import { useDismiss } from '../../hooks/use-dismiss';
import { languageHref } from '../../i18n/language-preference';
import { useChangeLanguage } from '../../i18n/use-change-language';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../ui/icons';
import './language-switcher.css';

/** A click the page may take over: the main button, without a key asking for a new tab. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The header's language dropdown: a disclosure button with one link per language. The links
 * (?lng=) work without JavaScript; with it, a click switches the language in place.
 * Without JavaScript the disclosure cannot open, so the links show as a row of codes instead
 * (language-switcher.css).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const changeLanguage = useChangeLanguage();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = toLanguage(i18n.language);
  const refs = useMemo(() => [rootRef], []);

  const close = useCallback((reason: 'outside' | 'escape') => {
    setOpen(false);
    if (reason === 'escape') toggleRef.current?.focus();
  }, []);
  useDismiss(refs, open, close);

  const choose = async (language: Language) => {
    setOpen(false);
    toggleRef.current?.focus();
    if (language !== current) await changeLanguage(language);
  };

  return (
    <div className="lang" ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className="lang__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <GlobeIcon className="lang__globe" width="18" height="18" />
        {/* The visible code starts the accessible name, so speech users can say what they see. */}
        <span className="lang__code">{current.toUpperCase()}</span>
        <span className="visually-hidden">
          {' '}
          {t('language.choose', { language: languageNames[current] })}
        </span>
        <ChevronDownIcon className="lang__chevron" width="16" height="16" />
      </button>
      <ul id={listId} className="lang__list" hidden={!open}>
        {languages.map((language) => (
          <li key={language}>
            <a
              className="lang__option"
              href={languageHref(pathname, search, language)}
              hrefLang={language}
              lang={language}
              aria-current={language === current ? 'true' : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                void choose(language);
              }}
            >
              <span className="lang__option-name">{languageNames[language]}</span>
              <span className="lang__option-code" aria-hidden="true">
                {language.toUpperCase()}
              </span>
              {language === current ? <CheckIcon width="16" height="16" /> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
