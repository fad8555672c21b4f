import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageByPath, pageKeyByPath, toLanguage } from '@verdalia/shared';
import { appConfig } from '../../config/app-config';
import { applyHead } from './apply-head';
import { headData } from './head-data';

/** Keeps <html lang>, the title and the meta tags in step with the page and the language. */
export function useDocumentHead(): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const language = toLanguage(i18n.language);
  useEffect(() => {
    const page = pageByPath(pathname);
    applyHead(
      headData({
        pageKey: pageKeyByPath(pathname),
        path: page?.path ?? pathname,
        language,
        siteUrl: appConfig.siteUrl,
        t,
      }),
    );
  }, [pathname, language, t]);
}
