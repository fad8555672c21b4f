import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../config/site-config';
import { contactChannels } from '../../components/ui/contact-channels';
import { TextWithEmail } from '../../components/ui/text-with-email';
import {
  fallbackBody,
  fallbackMailto,
  type FallbackLines,
  type TypedInquiry,
} from './mail-fallback';
import { ContactIcon } from './contact-icons';

/**
 * Shown when hCaptcha's script cannot load (a blocker, a proxy, a country that blocks it) or
 * does not answer in time (a firewall that drops its requests): another attempt, and a way out
 * that keeps what the visitor typed, an e-mail of their own with the message in it (or the
 * message copied), and the phone. Loaded only on that failure, with its texts (the
 * `contact-fallback` namespace). It is the one place that says what failed: its first line is
 * announced as it appears, and names the group when a refused send brings the focus here.
 */
export default function CaptchaFallback({
  id,
  typed,
  onRetry,
}: {
  id: string;
  typed: TypedInquiry;
  onRetry: () => void;
}) {
  const { t } = useTranslation('contact-fallback');
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const lines: FallbackLines = {
    name: (name) => t('lines.name', { name }),
    kind: (kind) => t('lines.kind', { kind }),
    attachment: (file) => t('lines.attachment', { file }),
    shortened: t('lines.shortened'),
  };
  const body = fallbackBody(typed, lines);
  const canCopy = typeof navigator !== 'undefined' && Boolean(navigator.clipboard);
  const { phone } = contactChannels;

  return (
    <div
      id={id}
      className="captcha-fallback"
      role="group"
      aria-labelledby={`${id}-reason`}
      tabIndex={-1}
    >
      <p
        className="captcha-fallback__text captcha-fallback__reason"
        id={`${id}-reason`}
        role="alert"
      >
        {t('blocked')}
      </p>
      <button type="button" className="button button--outline" onClick={onRetry}>
        {t('retry')}
      </button>
      <p className="captcha-fallback__text">
        <TextWithEmail text={t('other', { email: siteConfig.email })} />
      </p>
      <div className="captcha-fallback__actions">
        <a
          className="button button--primary captcha-fallback__mail"
          href={fallbackMailto(siteConfig.email, t('subject'), typed, lines)}
        >
          <ContactIcon name="send" className="contact-form__submit-icon" />
          {t('mail')}
        </a>
        {canCopy ? (
          <button
            type="button"
            className="button button--outline"
            onClick={() => {
              navigator.clipboard.writeText(body).then(
                () => setCopied('yes'),
                () => setCopied('failed'),
              );
            }}
          >
            {t('copy')}
          </button>
        ) : null}
      </div>
      <p className="captcha-fallback__status" role="status">
        {copied === 'yes'
          ? t('copied', { email: siteConfig.email })
          : copied === 'failed'
            ? t('copyFailed')
            : null}
      </p>
      {typed.attachmentName ? (
        <p className="captcha-fallback__text">{t('attachment', { file: typed.attachmentName })}</p>
      ) : null}
      <p className="captcha-fallback__text">
        {t('phone')} <a href={phone.href}>{phone.text}</a>
      </p>
    </div>
  );
}
