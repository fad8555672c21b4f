import { useTranslation } from 'react-i18next';
import { siteConfig } from '@verdalia/shared';
import { MailIcon, PhoneIcon } from '../../components/ui/icons';
import { ContactIcon } from './contact-icons';
import { ContactForm } from './contact-form';
import './contact-section.css';

/** The form beside the company's direct contact details. */
export function ContactSection() {
  const { t } = useTranslation('contact');
  return (
    <section className="section contact-section" aria-labelledby="contact-form-title">
      <div className="container contact-section__grid">
        <div className="contact-section__aside">
          <p className="eyebrow">{t('direct.eyebrow')}</p>
          <h2 className="section__title" id="contact-form-title">
            {t('direct.title')}
          </h2>
          <p className="contact-section__text">{t('direct.text')}</p>
          <dl className="contact-direct">
            <div className="contact-direct__item">
              <dt>
                <MailIcon width="20" height="20" />
                {t('footer.emailLabel', { ns: 'common' })}
              </dt>
              <dd>
                <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
              </dd>
            </div>
            <div className="contact-direct__item">
              <dt>
                <PhoneIcon width="20" height="20" />
                {t('footer.phoneLabel', { ns: 'common' })}
              </dt>
              <dd>
                <a href={siteConfig.phone.href}>{siteConfig.phone.display}</a>
              </dd>
            </div>
          </dl>
          <p className="contact-section__response">
            <ContactIcon name="clock" />
            {t('direct.responseTime')}
          </p>
        </div>
        <div className="contact-section__card">
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
