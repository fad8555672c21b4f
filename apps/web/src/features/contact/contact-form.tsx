import { lazy, Suspense, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  contactEndpointPath,
  honeypotField,
  pagePath,
  toLanguage,
  type ErrorKey,
} from '@verdalia/shared';
import { siteConfig } from '../../config/site-config';
import { TextWithEmail } from '../../components/ui/text-with-email';
import { appConfig } from '../../config/app-config';
import { useHydrated } from '../../hooks/use-hydrated';
import type { Namespace } from '../../i18n/namespaces';
import { useNamespaceWhen } from '../../i18n/use-namespace-when';
import { AttachmentPicker } from './attachment-picker';
import { CaptchaField } from './captcha-field';
import { ContactIcon } from './contact-icons';
import { contactFields, type ContactField, type FormPart, type Notice } from './contact-form-state';
import { InquiryKindField, kindFieldId } from './inquiry-kind-field';
import { ProblemSummary } from './problem-summary';
import { useContactDraft } from './use-contact-draft';
import { useContactForm } from './use-contact-form';
import './contact-form.css';

// Only a visitor whose captcha cannot load needs these: code and texts load on that failure.
const CaptchaFallback = lazy(() => import('./captcha-fallback'));
const fallbackNamespace: Namespace = 'contact-fallback';

const fieldIds: Record<ContactField, string> = {
  name: 'contact-name',
  email: 'contact-email',
  message: 'contact-message',
};
const attachmentErrorId = 'contact-attachment-error';
const chooseAgainId = 'contact-attachment-again';
const fallbackId = 'contact-captcha-fallback';

/** The element each part of the form is known by: the summary links to it. */
const partIds: Record<FormPart, string> = {
  kind: kindFieldId,
  ...fieldIds,
  attachment: 'contact-attachment',
  captcha: 'contact-captcha',
};
/** What takes the focus for a part: the element itself, or the group's first radio. */
const focusTarget = (part: FormPart) =>
  part === 'kind' ? `#${kindFieldId} input` : `#${partIds[part]}`;

export function ContactForm() {
  const { t, i18n } = useTranslation('contact');
  const { t: tForm } = useTranslation('form');
  const language = toLanguage(i18n.language);
  const form = useContactForm(language);
  const { state } = form;
  const hydrated = useHydrated();
  const [captchaRequested, setCaptchaRequested] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const fallbackReady = useNamespaceWhen(state.captchaUnavailable, fallbackNamespace);

  // The messages are only shown once the form is used, so they are not part of the first load.
  const needsTexts =
    state.notice !== null ||
    Object.keys(state.fieldErrors).length > 0 ||
    state.attachmentError !== null ||
    state.captchaError !== null;
  const formTextsReady = useNamespaceWhen(captchaRequested || needsTexts, 'form');
  const message = (key: ErrorKey | null | undefined) =>
    key && formTextsReady ? tForm(key, { email: siteConfig.email }) : null;

  const partLabels: Record<FormPart, string> = {
    kind: t('form.kind.legend'),
    name: t('form.name'),
    email: t('form.email'),
    message: t('form.message'),
    attachment: t('form.attachment.legend'),
    captcha: t('form.captcha.label'),
  };
  const find = (selector: string) => formElement.current?.querySelector<HTMLElement>(selector);
  // What the visitor typed before a change of language (or a visit to another page) comes back.
  const draft = useContactDraft(state, ({ values, kind }) => {
    for (const field of contactFields) if (values[field]) form.setField(field, values[field]);
    // As the visitor chose it: the radios keep their own checked state (inquiry-kind-field.tsx).
    if (kind) find(`#${kindFieldId} input[value="${kind}"]`)?.click();
  });
  const focusPart = (part: FormPart) => {
    // Without a widget to solve, the way out is where the visitor has to go.
    const fallback = part === 'captcha' && state.captchaUnavailable ? find(`#${fallbackId}`) : null;
    (fallback ?? find(focusTarget(part)))?.focus();
  };
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rejected = await form.submit(honeypot.current?.value ?? '');
    // The first thing the attempt lacked, in the form's order: the fields before the captcha.
    const [first] = rejected?.parts ?? [];
    if (first) focusPart(first);
  };
  const retryCaptcha = () => {
    form.retryCaptcha();
    // The button goes with the fallback: the widget's place, now loading again, takes the focus.
    find(focusTarget('captcha'))?.focus();
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
    const text = message(state.fieldErrors[field]);
    return text ? (
      <p className="contact-field__error" id={`${fieldIds[field]}-error`}>
        {text}
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

  const attachmentText = message(state.attachmentError);
  /** A send's failure: announced at once, since the focus stays on the button. */
  const failureText = (notice: Notice | null): ReactNode => {
    if (notice?.kind === 'server') return notice.text;
    const text = notice?.kind === 'error' ? message(notice.key) : null;
    return text ? <TextWithEmail text={text} /> : null;
  };
  const failure = failureText(state.notice);
  const problems = state.notice?.kind === 'problems' ? state.notice.parts : null;
  const canSend = Boolean(state.token) && !state.sending;

  return (
    // method and action only matter where no script runs, and there the submit button is
    // disabled (it is until hydration), so Enter in a field submits nothing: nothing typed can
    // land in a URL. With the script, the form is posted by fetch (send-contact-form.ts).
    <form
      ref={formElement}
      className="contact-form"
      aria-label={t('form.label')}
      method="post"
      action={contactEndpointPath}
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => {
        setCaptchaRequested(true);
        form.prepare();
      }}
    >
      <p className="contact-form__note">{t('form.requiredNote')}</p>
      <InquiryKindField
        value={state.kind}
        missing={state.kindMissing}
        disabled={state.sending}
        generation={state.sent}
        onChange={form.chooseKind}
      />
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
          invalid={attachmentText !== null}
          describedBy={
            attachmentText ? attachmentErrorId : draft.fileToChooseAgain ? chooseAgainId : undefined
          }
          onFiles={form.chooseFiles}
          onRemove={form.removeFile}
        />
        {draft.fileToChooseAgain ? (
          <p className="contact-attachment__again" id={chooseAgainId}>
            {t('form.attachment.chooseAgain', { name: draft.fileToChooseAgain })}
          </p>
        ) : null}
        {/* A live region, present before it is filled: a refused file is announced at once. */}
        <div aria-live="polite">
          {attachmentText ? (
            <p className="contact-field__error contact-attachment__error" id={attachmentErrorId}>
              {attachmentText}
            </p>
          ) : null}
        </div>
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
        attempt={state.captchaAttempt}
        resetSignal={state.captchaResets}
        onVerify={form.captchaVerified}
        onExpire={form.captchaExpired}
        onFailure={form.captchaFailed}
        error={message(state.captchaError)}
      />
      {state.captchaUnavailable && fallbackReady ? (
        <Suspense fallback={null}>
          <CaptchaFallback
            id={fallbackId}
            typed={{
              ...state.values,
              kind: state.kind ? t(`form.kind.options.${state.kind}`) : null,
              attachmentName: state.attachment?.name ?? null,
            }}
            onRetry={retryCaptcha}
          />
        </Suspense>
      ) : null}

      <div className="contact-form__footer">
        <div className="contact-form__error" id="contact-form-error" role="alert">
          {failure}
        </div>
        {/* Not a live region: a refused attempt moves the focus to its first problem, which
            says what is wrong (its description); this names them all, and it shrinks as they
            are fixed without speaking over the visitor's typing. */}
        <div className="contact-form__error" id="contact-form-problems">
          {problems ? (
            <ProblemSummary
              parts={problems}
              labels={partLabels}
              anchors={partIds}
              onChoose={focusPart}
            />
          ) : null}
        </div>
        <p className="contact-form__success" role="status">
          {state.notice?.kind === 'success' && formTextsReady ? tForm(state.notice.key) : null}
        </p>
        <button
          type="submit"
          className="button button--primary contact-form__submit"
          // aria-disabled keeps the button focusable, so pressing it explains what is missing;
          // disabled until hydration, so the form cannot be submitted without its script.
          aria-disabled={!canSend}
          disabled={!hydrated || state.sending}
          aria-busy={state.sending}
          aria-describedby={
            failure ? 'contact-form-error' : problems ? 'contact-form-problems' : undefined
          }
        >
          <ContactIcon name="send" className="contact-form__submit-icon" />
          {state.sending ? t('form.sending') : t('form.submit')}
        </button>
        <p className="contact-form__privacy">
          {t('form.privacy')}{' '}
          <Link to={pagePath('privacy', language)}>{t('form.privacyLink')}</Link>
        </p>
      </div>
    </form>
  );
}
