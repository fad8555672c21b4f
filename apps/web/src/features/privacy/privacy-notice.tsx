import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '@verdalia/shared';
import { siteConfig } from '../../config/site-config';
import { TextWithEmail } from '../../components/ui/text-with-email';
import { contactDraftStorage } from '../../config/contact-draft-storage';
import { languageOfferKey } from '../../i18n/language-offer-memory';
import './privacy-notice.css';

/** The notice's sections, in reading order; each is a heading, paragraphs and a list. */
const sectionIds = [
  'controller',
  'collected',
  'purpose',
  'retention',
  'recipients',
  'cookies',
  'rights',
  'changes',
] as const;

/**
 * The figures and names the texts quote, all from the shared site configuration (the server
 * enforces the same retention figures). Periods are written by Intl with their unit, so "1 day"
 * and "30 days" read right in every language whatever the figure.
 */
function noticeValues(language: Language) {
  const period = (unit: 'minute' | 'day' | 'month') => {
    const format = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' });
    return (count: number) => format.format(count);
  };
  const days = period('day');
  const { retention } = siteConfig;
  return {
    company: siteConfig.company,
    controller: siteConfig.entities.company,
    email: siteConfig.email,
    retryPeriod: days(retention.deliveryRetryDays),
    failedPeriod: days(retention.failedFolderDays),
    heldPeriod: days(retention.heldAttachmentDays),
    acknowledgedPeriod: days(retention.acknowledgedMailboxDays),
    inboxPeriod: period('month')(retention.inboxMonths),
    offerKey: languageOfferKey,
    draftKey: contactDraftStorage.key,
    draftPeriod: period('minute')(contactDraftStorage.lifetimeMinutes),
    date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(siteConfig.privacyNoticeUpdated),
    ),
  };
}

/**
 * The privacy notice: who is responsible, what is collected and why (the kind of inquiry and
 * the confirmation mail included), how long each place keeps it (held attachments and the
 * record of confirmations included), who else receives it (hCaptcha, with the links hCaptcha
 * requires), what the site keeps in the browser and the visitor's rights. Plain flowing sections.
 */
export function PrivacyNotice() {
  const { t, i18n } = useTranslation('privacy');
  const values = noticeValues(toLanguage(i18n.language));
  // Every section's paragraphs and items are lists of strings (the key-parity test keeps
  // the three languages alike); the cast picks one such key for the typed t().
  const list = (key: string): readonly string[] =>
    t(key as 'sections.collected.items', { ...values, returnObjects: true });
  return (
    <article className="container privacy">
      {siteConfig.isSample ? <p className="privacy__sample">{t('sampleNote', values)}</p> : null}
      <nav className="privacy__contents" aria-label={t('contentsLabel')}>
        <ol>
          {sectionIds.map((id) => (
            <li key={id}>
              <a href={`#privacy-${id}`}>{t(`sections.${id}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sectionIds.map((id) => (
        <section key={id} className="privacy__section" aria-labelledby={`privacy-${id}`}>
          <h2 id={`privacy-${id}`} className="privacy__title">
            {t(`sections.${id}.title`)}
          </h2>
          {list(`sections.${id}.paragraphs`).map((text) => (
            <p key={text}>
              <TextWithEmail text={text} />
            </p>
          ))}
          {i18n.exists(`sections.${id}.items`, { ns: 'privacy' }) ? (
            <ul>
              {list(`sections.${id}.items`).map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
          {id === 'recipients' ? (
            <ul className="privacy__links">
              <li>
                <a href={siteConfig.hcaptcha.privacyUrl} hrefLang="en">
                  {t('sections.recipients.hcaptchaPrivacy')}
                </a>
              </li>
              <li>
                <a href={siteConfig.hcaptcha.termsUrl} hrefLang="en">
                  {t('sections.recipients.hcaptchaTerms')}
                </a>
              </li>
            </ul>
          ) : null}
        </section>
      ))}
      <p className="privacy__updated">{t('updated', values)}</p>
    </article>
  );
}
