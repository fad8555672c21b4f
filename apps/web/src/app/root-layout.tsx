import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '../components/layout/footer';
import { Header } from '../components/layout/header';
import { useDocumentHead } from './head/use-document-head';
import { HydratedMark } from './hydrated-mark';
import { LanguageOffer } from './language-offer';
import { NavigationProgress } from './navigation-progress';
import { PageInLanguageContext } from '../i18n/page-in-language';
import { ScrollToTop } from './scroll-to-top';
import { useLanguageLinks } from './use-language-links';
import { useOneAddress } from './use-one-address';

export function RootLayout() {
  const { t } = useTranslation();
  useDocumentHead();
  useOneAddress();
  const pageInLanguage = useLanguageLinks();
  return (
    <PageInLanguageContext value={pageInLanguage}>
      <ScrollToTop />
      <NavigationProgress />
      <LanguageOffer />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<p className="container section">{t('loading')}</p>}>
          <Outlet />
          <HydratedMark />
        </Suspense>
      </main>
      <Footer />
    </PageInLanguageContext>
  );
}
