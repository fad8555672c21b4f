import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { resolveAddress, type Language } from '@verdalia/shared';
import { CloseIcon } from '../../components/ui/icons';
import { ensureNamespaces } from '../../i18n/create-i18n';
import { rememberLanguageOfferAnswered } from '../../i18n/language-offer-memory';
import { usePageInLanguage } from '../../i18n/page-in-language';
import './language-notice.css';

/**
 * The offer of the visitor's browser language, in that language: a small notice fixed at the
 * top of the window, under the header (so it moves nothing on the page), with a link to the
 * same page in that language and a close button. Rendered only in the browser, after the
 * page hydrated: every visitor gets the same HTML. Its sentence is announced (a status filled
 * once the region is in place); Escape closes it while focus is inside. Following the link or
 * closing it is remembered (i18n/language-offer-memory.ts).
 */
export default function LanguageNotice({
  language,
  onAnswer,
}: {
  language: Language;
  onAnswer: () => void;
}) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const pageIn = usePageInLanguage();
  const [ready, setReady] = useState(i18n.hasResourceBundle(language, 'language-notice'));
  const [announced, setAnnounced] = useState(false);
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (ready) return;
    ensureNamespaces(i18n, language, ['language-notice']).then(
      () => setReady(true),
      // Without its texts the notice stays away: the language menu offers the same links.
      () => undefined,
    );
  }, [i18n, language, ready]);
  useEffect(() => {
    if (!ready) return;
    // The status exists empty first, then gets its sentence: screen readers announce it.
    const frame = requestAnimationFrame(() => setAnnounced(true));
    return () => cancelAnimationFrame(frame);
  }, [ready]);

  if (!ready) return null;
  const t = i18n.getFixedT(language, 'language-notice');
  const sentence = resolveAddress(pathname).kind === 'notFound' ? t('site') : t('page');

  const close = (byKeyboard: boolean) => {
    rememberLanguageOfferAnswered();
    const hadFocus = rootRef.current?.contains(document.activeElement) ?? false;
    onAnswer();
    // Focus would be lost with the notice: a keyboard user goes on from the top of the page.
    if (hadFocus && byKeyboard) document.querySelector<HTMLElement>('.skip-link')?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close(true);
  };
  const onClose = (event: MouseEvent) => {
    // detail is 0 for a button pressed with Enter or Space.
    close(event.detail === 0);
  };

  return (
    <aside
      ref={rootRef}
      className="language-notice"
      lang={language}
      aria-label={t('label')}
      onKeyDown={onKeyDown}
    >
      <p className="language-notice__text" role="status">
        {announced ? sentence : ''}
      </p>
      <a
        className="language-notice__link"
        href={pageIn(language)}
        hrefLang={language}
        onClick={rememberLanguageOfferAnswered}
      >
        {t('link')}
      </a>
      <button
        type="button"
        className="language-notice__close"
        aria-label={t('close')}
        onClick={onClose}
      >
        <CloseIcon width="20" height="20" />
      </button>
    </aside>
  );
}
