import { useEffect, useRef, useState, type ComponentType } from 'react';
import type HCaptcha from '@hcaptcha/react-hcaptcha';
import type { HCaptchaProps } from '@hcaptcha/react-hcaptcha';
import { useTranslation } from 'react-i18next';
import type { Language } from '@verdalia/shared';
import type { CaptchaFailure } from './contact-form-state';

const errorId = 'contact-captcha-error';

type HCaptchaComponent = ComponentType<HCaptchaProps & { ref?: React.Ref<HCaptcha> }>;

/** The loader gives up after its two retries with this event; anything else is a widget error. */
const loadFailures = new Set(['script-error', 'script-load-error-other']);

/**
 * How long a visitor waits for the widget before the way out opens. A failing script is
 * reported by the loader within about 2 s (three tries, 1 s apart), but a request that a
 * firewall drops never fails: without this deadline the form would say "loading" forever.
 */
export const captchaLoadDeadlineMs = 10_000;

/**
 * The hCaptcha widget, loaded only in the browser and only when needed: when the visitor
 * starts filling in the form (`requested`) or scrolls the widget into view. Until then the
 * slot renders the same placeholder on the server and in the browser, so hydration matches
 * and a mere visit to the page makes no third-party request. A new `attempt` (the visitor's
 * "try again" after a failed load) builds the widget anew, which loads hCaptcha's script again.
 * An attempt that has not loaded within `captchaLoadDeadlineMs` counts as failed, like one
 * whose script could not load; its widget is dropped, so a late answer changes nothing.
 */
export function CaptchaField({
  siteKey,
  language,
  requested,
  attempt,
  resetSignal,
  onVerify,
  onExpire,
  onFailure,
  error,
}: {
  siteKey: string;
  language: Language;
  requested: boolean;
  attempt: number;
  resetSignal: number;
  onVerify: (token: string) => void;
  onExpire: () => void;
  onFailure: (reason: CaptchaFailure) => void;
  /** The captcha's own message (not solved, expired, failed), shown under it. */
  error: string | null;
}) {
  const { t } = useTranslation('contact');
  const slot = useRef<HTMLDivElement>(null);
  const widget = useRef<HCaptcha>(null);
  const [inView, setInView] = useState(false);
  const [Widget, setWidget] = useState<HCaptchaComponent | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [shownAttempt, setShownAttempt] = useState(attempt);
  if (shownAttempt !== attempt) {
    setShownAttempt(attempt);
    setFailed(false);
    setReady(false);
  }
  const wanted = requested || inView;

  useEffect(() => {
    const element = slot.current;
    if (!element || wanted || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setInView(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [wanted]);

  useEffect(() => {
    if (!wanted || Widget) return;
    let cancelled = false;
    import('@hcaptcha/react-hcaptcha').then(
      (module) => {
        if (!cancelled) setWidget(() => module.default as HCaptchaComponent);
      },
      () => {
        if (cancelled) return;
        setFailed(true);
        onFailure('unavailable');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted, Widget, onFailure, attempt]);

  // Counted from the moment the widget is wanted, so a slow chunk counts as much as a slow script.
  useEffect(() => {
    if (!wanted || ready || failed) return;
    const deadline = setTimeout(() => {
      setFailed(true);
      onFailure('unavailable');
    }, captchaLoadDeadlineMs);
    return () => clearTimeout(deadline);
  }, [wanted, ready, failed, attempt, onFailure]);

  useEffect(() => {
    if (resetSignal > 0) widget.current?.resetCaptcha();
  }, [resetSignal]);

  // A new language re-renders the widget from scratch, which voids any token it had issued.
  const previousLanguage = useRef(language);
  useEffect(() => {
    if (previousLanguage.current === language) return;
    previousLanguage.current = language;
    onExpire();
  }, [language, onExpire]);

  return (
    <div
      id="contact-captcha"
      className="contact-captcha"
      role="group"
      aria-labelledby="contact-captcha-label"
      aria-describedby={error ? errorId : undefined}
      // Focused when the visitor asks to try again, so the loading state is what they hear next.
      tabIndex={-1}
      data-state={failed ? 'failed' : ready ? 'ready' : 'loading'}
    >
      <p className="contact-captcha__label" id="contact-captcha-label">
        {t('form.captcha.label')}
      </p>
      <div className="contact-captcha__slot" ref={slot}>
        {Widget && !failed ? (
          <Widget
            key={attempt}
            ref={widget}
            sitekey={siteKey}
            languageOverride={language}
            sentry={false}
            onLoad={() => setReady(true)}
            onVerify={(token) => onVerify(token)}
            onExpire={onExpire}
            onChalExpired={() => onFailure('challenge')}
            onError={(event) => {
              const unavailable = loadFailures.has(event);
              if (unavailable) setFailed(true);
              onFailure(unavailable ? 'unavailable' : 'challenge');
            }}
          />
        ) : null}
        {!ready && !failed ? (
          <p className="contact-captcha__placeholder">{t('form.captcha.loading')}</p>
        ) : null}
      </div>
      <p className="contact-captcha__help">{t('form.captcha.help')}</p>
      {/* A live region, present before it is filled: an expiry is announced where it happens. */}
      <div className="contact-captcha__live" aria-live="polite">
        {error ? (
          <p className="contact-field__error" id={errorId}>
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
