import { useTranslation } from 'react-i18next';
import { contactChannels } from '../../components/ui/contact-channels';
import { Section } from '../../components/ui/section';
import { ContactIcon } from './contact-icons';
import { ContactForm } from './contact-form';
import './contact-section.css';

/** The form beside the company's direct contact details. */
export function ContactSection() {
  const { t } = useTranslation('contact');
  return (
    <Section
      block="contact-section"
      heading={{ eyebrow: t('direct.eyebrow'), title: t('direct.title') }}
      intro="div"
      introExtra={
        <>
          {/* "Fill in the form": without a script the form is hidden (noscript notice below). */}
          <p className="contact-section__text needs-script">{t('direct.text')}</p>
          <dl className="contact-direct">
            {[contactChannels.email, contactChannels.phone].map(
              ({ Icon, labelKey, href, text }) => (
                <div key={href} className="contact-direct__item">
                  <dt>
                    <Icon width="20" height="20" />
                    {t(labelKey, { ns: 'common' })}
                  </dt>
                  <dd>
                    <a href={href}>{text}</a>
                  </dd>
                </div>
              ),
            )}
          </dl>
          <p className="contact-section__response">
            <ContactIcon name="clock" />
            {t('direct.responseTime')}
          </p>
        </>
      }
      grid
    >
      <div className="contact-section__card">
        {/* Without a script the form cannot be sent (contact-form.css hides it): the visitor
            reads at once how to reach the company instead. React renders this on the server
            only, so it costs the browser nothing. */}
        <noscript>
          <div className="contact-noscript">
            <p className="contact-noscript__title">{t('form.noScript.title')}</p>
            <p>{t('form.noScript.text')}</p>
            <ul className="plain-list contact-noscript__links">
              {[contactChannels.email, contactChannels.phone].map(
                ({ Icon, labelKey, href, text }) => (
                  <li key={href}>
                    <Icon width="20" height="20" />
                    <span>
                      {t(labelKey, { ns: 'common' })}: <a href={href}>{text}</a>
                    </span>
                  </li>
                ),
              )}
            </ul>
          </div>
        </noscript>
        <ContactForm />
      </div>
    </Section>
  );
}
