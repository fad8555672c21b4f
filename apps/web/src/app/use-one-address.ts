import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { resolveAddress, toLanguage } from '@verdalia/shared';

/**
 * The client router answers odd addresses as the servers do, by the same shared rule
 * (resolveAddress): another spelling of a page (/Contacto, /nosotros/, ?lng=en) is replaced by
 * its one address, in place when it is in this document's language, by loading that language's
 * document otherwise. The servers already redirect before any script runs; this covers a
 * client-side navigation and a static host without the redirect rules. A document shows one
 * language: a navigation to another language's page loads that page's document (never at the
 * address the document was loaded at, so a host that answers it with another language's page
 * cannot make it loop).
 */
export function useOneAddress(): void {
  const { i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const language = toLanguage(i18n.language);
  // The location the document was loaded at (the same object however often the effect runs).
  const loadedAt = useRef(location);
  useEffect(() => {
    const initial = location === loadedAt.current;
    const resolution = resolveAddress(location.pathname, location.search.slice(1));
    if (resolution.kind === 'redirect') {
      const target = `${resolution.location}${location.hash}`;
      if (resolution.language === language) {
        void navigate(target, { replace: true, preventScrollReset: true });
      } else {
        window.location.replace(target);
      }
      return;
    }
    if (!initial && resolution.language !== language) {
      window.location.replace(`${location.pathname}${location.search}${location.hash}`);
    }
  }, [location, language, navigate]);
}
