import { useCallback, useReducer, useRef } from 'react';
import type { InquiryKind, Language } from '@verdalia/shared';
import {
  contactFormReducer,
  initialContactFormState,
  prepareSubmission,
  rejectedParts,
  type CaptchaFailure,
  type ContactField,
  type FormPart,
} from './contact-form-state';
import { buildContactFormData, sendContactForm } from './send-contact-form';
import type { validateFields } from './validate-fields';

type Validate = typeof validateFields;

/**
 * The field checks bring the shared zod schema, which a visit to the page does not need: they
 * load when the visitor first uses the form (`prepare`), long before a submit waits for them.
 */
let checks: Promise<Validate> | undefined;
function loadChecks(): Promise<Validate> {
  checks ??= import('./validate-fields').then(
    (module) => module.validateFields,
    (error: unknown) => {
      checks = undefined;
      throw error;
    },
  );
  return checks;
}

/** What a rejected attempt lacked, in the form's order, so the view can focus the first of it. */
export interface RejectedAttempt {
  parts: FormPart[];
}

/** The contact form's state and the actions the view can take. */
export function useContactForm(language: Language, fetcher?: typeof fetch) {
  const [state, dispatch] = useReducer(
    contactFormReducer<File>,
    undefined,
    initialContactFormState<File>,
  );
  // A second click can arrive before React re-renders the disabled button: this ref is the real guard.
  const inFlight = useRef(false);
  // Set once the checks have loaded: a field showing an error is re-checked as it is corrected.
  const validate = useRef<Validate | null>(null);

  const prepare = useCallback(() => {
    loadChecks().then(
      (loaded) => {
        validate.current = loaded;
      },
      // A failed load is retried by the submit, which then says what went wrong.
      () => undefined,
    );
  }, []);

  const setField = useCallback(
    (field: ContactField, value: string) => {
      // Only a field already showing an error is re-checked (errors come after the checks loaded).
      const error =
        state.fieldErrors[field] && validate.current
          ? validate.current({ ...state.values, [field]: value })[field]
          : undefined;
      dispatch({ type: 'fieldChanged', field, value, ...(error && { error }) });
    },
    [state.fieldErrors, state.values],
  );
  const chooseKind = useCallback((kind: InquiryKind) => dispatch({ type: 'kindChosen', kind }), []);
  const chooseFiles = useCallback(
    (files: readonly File[]) => dispatch({ type: 'filesChosen', files }),
    [],
  );
  const removeFile = useCallback(() => dispatch({ type: 'fileRemoved' }), []);
  const captchaVerified = useCallback(
    (token: string) => dispatch({ type: 'captchaVerified', token }),
    [],
  );
  const captchaExpired = useCallback(() => dispatch({ type: 'captchaExpired' }), []);
  const captchaFailed = useCallback(
    (reason: CaptchaFailure) => dispatch({ type: 'captchaFailed', reason }),
    [],
  );
  const retryCaptcha = useCallback(() => dispatch({ type: 'captchaRetried' }), []);

  /** Returns what a rejected attempt lacked (so the view can move focus), else undefined. */
  const submit = useCallback(
    async (honeypotValue: string): Promise<RejectedAttempt | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      try {
        let check: Validate;
        try {
          check = await loadChecks();
          validate.current = check;
        } catch {
          // The checks come from this site: if they cannot load, neither can the form be sent.
          dispatch({ type: 'checksUnavailable' });
          return undefined;
        }
        const prepared = prepareSubmission(state, language, check(state.values));
        if (!prepared.ok) {
          if (!prepared.rejection) return undefined;
          dispatch(prepared.rejection);
          return { parts: rejectedParts(prepared.rejection) };
        }
        dispatch({ type: 'sendStarted' });
        const outcome = await sendContactForm(
          buildContactFormData(prepared.submission, honeypotValue),
          fetcher,
        );
        dispatch(outcome);
        return undefined;
      } finally {
        inFlight.current = false;
      }
    },
    [state, language, fetcher],
  );

  return {
    state,
    prepare,
    setField,
    chooseKind,
    chooseFiles,
    removeFile,
    captchaVerified,
    captchaExpired,
    captchaFailed,
    retryCaptcha,
    submit,
  };
}
