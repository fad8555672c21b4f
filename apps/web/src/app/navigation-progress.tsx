import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeToPageLoads, waitingForPage } from './page-loads';
import './navigation-progress.css';

/** A navigation that ends sooner than this shows nothing: no flash, nothing announced. */
const showAfterMs = 200;

/**
 * While a navigation waits for its page (slow connection, first visit to it): a bar across
 * the top of the window and "Loading…" said politely to screen readers. The live region is
 * always there, empty, so that filling it is announced.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const waiting = useSyncExternalStore(subscribeToPageLoads, waitingForPage, () => false);
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setLate(true), showAfterMs);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [waiting]);
  return (
    <div className="page-progress" role="status" aria-live="polite">
      {waiting && late ? (
        <>
          <span className="page-progress__bar" aria-hidden="true" />
          <span className="visually-hidden">{t('loading')}</span>
        </>
      ) : null}
    </div>
  );
}
