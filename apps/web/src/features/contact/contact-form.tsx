import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { honeypotField, pagePath, siteConfig, toLanguage } from '@verdalia/shared';
import { TextWithEmail } from '../../components/ui/text-with-email';
import { appConfig } from '../../config/app-config';
import { ensureNamespaces } from '../../i18n/create-i18n';
import { AttachmentPicker } from './attachment-picker';
import { CaptchaField } from './captcha-field';
import { ContactIcon } from './contact-icons';
import { contactFields, type ContactField, type Notice } from './contact-form-state';
import { useContactForm } from './use-contact-form';
import './contact-form.css';

const fieldIds: Record<ContactField, string> = {
  name: 'contact-name',
  email: 'contact-email',
  message: 'contact-message',
};

export function ContactForm() {
  const { t, i18n } = useTranslation('contact');
  const { t: tForm } = useTranslation('form');
  const language = toLanguage(i18n.language);
  const form = useContactForm(language);
  const { state } = form;
  const [captchaRequested, setCaptchaRequested] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const formElement = useRef<HTMLFormElement>(null);

  const noticeText = (notice: Notice | null): string | null => {
    if (!notice || notice.kind === 'success') return null;
    if (notice.kind === 'server') return notice.text;
    return tForm(notice.key, { email: siteConfig.email });
  };
  // The messages are only shown once the form is used, so they are not part of the first load.
  const [, setFormTextsLoaded] = useState(0);
  const formTextsReady = i18n.hasResourceBundle(language, 'form');
  const loadFormTexts = useCallback(() => {
    if (i18n.hasResourceBundle(language, 'form')) return;
    ensureNamespaces(i18n, language, ['form']).then(
      () => setFormTextsLoaded((count) => count + 1),
      () => undefined,
    );
  }, [i18n, language]);
  const needsTexts = state.notice !== null || Object.keys(state.fieldErrors).length > 0;
  useEffect(() => {
    if (needsTexts) loadFormTexts();
  }, [needsTexts, loadFormTexts]);

  const errorText = formTextsReady ? noticeText(state.notice) : null;
  const canSend = Boolean(state.token) && !state.sending;

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fieldErrors = await form.submit(honeypot.current?.value ?? '');
    const firstInvalid = contactFields.find((field) => fieldErrors?.[field]);
    if (firstInvalid)
      formElement.current?.querySelector<HTMLElement>(`#${fieldIds[firstInvalid]}`)?.focus();
  };

  const fieldProps = (field: ContactField) => {
    const error = state.fieldErrors[field];
    return {
      id: fieldIds[field],
      name: field,
      value: state.values[field],
      disabled: state.sending,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error && formTextsReady ? `${fieldIds[field]}-error` : undefined,
      onChange: (event: { currentTarget: { value: string } }) =>
        form.setField(field, event.currentTarget.value),
    };
  };
  const fieldError = (field: ContactField) => {
    const error = state.fieldErrors[field];
    return error && formTextsReady ? (
      <p className="contact-field__error" id={`${fieldIds[field]}-error`}>
        {tForm(error)}
      </p>
    ) : null;
  };
  /** A field's label (its name, then "optional" or a required mark), control and error. */
  const labelled = (field: ContactField, required: boolean, control: ReactNode) => (
    <div className="contact-field">
      <label className="contact-field__label" htmlFor={fieldIds[field]}>
        {t(`form.${field}`)}{' '}
        {required ? (
          <span aria-hidden="true">*</span>
        ) : (
          <span className="contact-field__optional">{t('form.optional')}</span>
        )}
      </label>
      {control}
      {fieldError(field)}
    </div>
  );

  return (
    <form
      ref={formElement}
      className="contact-form"
      aria-label={t('form.label')}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => {
        setCaptchaRequested(true);
        loadFormTexts();
      }}
    >
      <p className="contact-form__note">{t('form.requiredNote')}</p>
      <div className="contact-form__row">
        {labelled(
          'name',
          false,
          <input
            className="contact-field__input"
            type="text"
            autoComplete="name"
            maxLength={200}
            {...fieldProps('name')}
          />,
        )}
        {labelled(
          'email',
          true,
          <input
            className="contact-field__input"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            placeholder={t('form.emailPlaceholder')}
            {...fieldProps('email')}
          />,
        )}
      </div>
      {labelled(
        'message',
        true,
        <textarea
          className="contact-field__input contact-field__textarea"
          rows={6}
          required
          placeholder={t('form.messagePlaceholder')}
          {...fieldProps('message')}
        />,
      )}

      <fieldset className="contact-form__group">
        <legend className="contact-field__label">
          {t('form.attachment.legend')}{' '}
          <span className="contact-field__optional">{t('form.optional')}</span>
        </legend>
        <AttachmentPicker
          file={state.attachment}
          language={language}
          disabled={state.sending}
          onFiles={form.chooseFiles}
          onRemove={form.removeFile}
        />
      </fieldset>

      {/* Humans never see or reach this field; bots that fill every input give themselves away. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor="contact-website">{t('form.honeypot')}</label>
        <input
          ref={honeypot}
          id="contact-website"
          type="text"
          name={honeypotField}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>

      <CaptchaField
        siteKey={appConfig.hcaptchaSiteKey}
        language={language}
        requested={captchaRequested}
        resetSignal={state.captchaResets}
        onVerify={form.captchaVerified}
        onExpire={form.captchaExpired}
        onFailure={form.captchaFailed}
      />

      <div className="contact-form__footer">
        <p className="contact-form__error" id="contact-form-error" role="alert">
          {errorText ? <TextWithEmail text={errorText} /> : null}
        </p>
        <p className="contact-form__success" role="status">
          {state.notice?.kind === 'success' && formTextsReady ? tForm('form.errors.success') : null}
        </p>
        <button
          type="submit"
          className="button button--primary contact-form__submit"
          // aria-disabled keeps the button focusable, so pressing it explains what is missing.
          aria-disabled={!canSend}
          disabled={state.sending}
          aria-busy={state.sending}
          aria-describedby={errorText ? 'contact-form-error' : undefined}
        >
          <ContactIcon name="send" className="contact-form__submit-icon" />
          {state.sending ? t('form.sending') : t('form.submit')}
        </button>
        <p className="contact-form__privacy">
          {t('form.privacy')} <Link to={pagePath('privacy')}>{t('form.privacyLink')}</Link>
        </p>
      </div>
    </form>
  );
}
