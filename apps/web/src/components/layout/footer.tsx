import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { navigationPages, toLanguage } from '@verdalia/shared';
import { siteConfig } from '../../config/site-config';
import { appConfig } from '../../config/app-config';
import { usePagePath } from '../../i18n/use-page-path';
import { contactChannels } from '../ui/contact-channels';
import { LinkedInIcon, PinIcon } from '../ui/icons';
import { Logo } from './logo';
import './footer.css';

/** The heading of the footer's page links; the header's no-script menu leads here. */
export const footerNavHeadingId = 'footer-explore';

export function Footer() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const pathOf = usePagePath();
  const { company, foundation } = siteConfig.entities;
  // The texts name the offices' countries; one staff add later is named by the browser's data.
  const countryNames: Record<string, string> = t('footer.countries', { returnObjects: true });
  const countryName = (code: string) =>
    countryNames[code] ?? new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Logo tone="light" />
          <p className="site-footer__tagline">{t('footer.tagline')}</p>
          <a
            className="site-footer__social"
            href={siteConfig.professionalNetworkUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <LinkedInIcon width="20" height="20" />
            <span>{t('footer.followLabel')}</span>
            <span className="visually-hidden"> {t('footer.newTab')}</span>
          </a>
        </div>

        <nav className="site-footer__col" aria-labelledby={footerNavHeadingId}>
          <h2 id={footerNavHeadingId} className="caps-label site-footer__heading">
            {t('footer.exploreHeading')}
          </h2>
          <ul className="site-footer__list">
            {navigationPages.map((page) => (
              <li key={page.id}>
                <Link to={pathOf(page.id)}>{t(`nav.${page.id}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-footer__col">
          <h2 className="caps-label site-footer__heading">{t('footer.companyHeading')}</h2>
          <ul className="site-footer__list">
            {/* A registered company name stays as registered, whatever the page's language. */}
            <li translate="no">{company}</li>
            <li>{foundation[language]}</li>
          </ul>
          <h2 className="caps-label site-footer__heading site-footer__heading--spaced">
            {t('footer.officesHeading')}
          </h2>
          <ul className="site-footer__list">
            {siteConfig.locations.map((location) => (
              <li key={location.countryCode} className="site-footer__icon-row">
                <PinIcon width="16" height="16" />
                <span>
                  {location.city[language]}, {countryName(location.countryCode)}
                </span>
              </li>
            ))}
          </ul>
        </div>

        <div className="site-footer__col">
          <h2 className="caps-label site-footer__heading">{t('footer.contactHeading')}</h2>
          <ul className="site-footer__list">
            {[contactChannels.phone, contactChannels.email].map(
              ({ Icon, labelKey, href, text }) => (
                <li key={href} className="site-footer__icon-row">
                  <Icon width="16" height="16" />
                  <span>
                    <span className="visually-hidden">{t(labelKey)}: </span>
                    <a href={href}>{text}</a>
                  </span>
                </li>
              ),
            )}
          </ul>
          {siteConfig.isSample ? (
            <p className="site-footer__note">{t('footer.sampleNote')}</p>
          ) : null}
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-row">
          <p>{t('footer.rights', { year: appConfig.buildYear, company: siteConfig.company })}</p>
          <p>
            <Link to={pathOf('privacy')}>{t('footer.privacy')}</Link>
          </p>
          <p>{t('footer.credit')}</p>
        </div>
      </div>
    </footer>
  );
}
