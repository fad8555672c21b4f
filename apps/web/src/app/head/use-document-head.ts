import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toLanguage } from '@verdalia/shared';
import { appConfig } from '../../config/app-config';
import { useProjectAtPath } from '../../features/projects/project-at-path';
import { categoryOfPath, pageKeyOfPath } from '../page-at';
import { applyHead } from './apply-head';
import { headData } from './head-data';

/** Keeps the title and the meta tags in step with the page after a client-side navigation. */
export function useDocumentHead(): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const language = toLanguage(i18n.language);
  const project = useProjectAtPath(pathname, language);
  useEffect(() => {
    applyHead(
      headData({
        pageKey: pageKeyOfPath(pathname),
        language,
        siteUrl: appConfig.siteUrl,
        t,
        project,
        category: categoryOfPath(pathname),
      }),
    );
  }, [pathname, language, t, project]);
}
