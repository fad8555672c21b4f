import { useCallback, useReducer, useRef } from 'react';
import type { Language } from '@verdalia/shared';
import {
  contactFormReducer,
  initialContactFormState,
  prepareSubmission,
  type CaptchaFailure,
  type ContactField,
  type FieldErrors,
} from './contact-form-state';
import { buildContactFormData, sendContactForm } from './send-contact-form';
import { validateFields } from './validate-fields';

/** The contact form's state and the actions the view can take. */
export function useContactForm(language: Language, fetcher?: typeof fetch) {
  const [state, dispatch] = useReducer(
    contactFormReducer<File>,
    undefined,
    initialContactFormState<File>,
  );
  // A second click can arrive before React re-renders the disabled button: this ref is the real guard.
  const inFlight = useRef(false);

  const setField = useCallback(
    (field: ContactField, value: string) => {
      // Only a field already showing an error is re-checked as the visitor corrects it.
      const error = state.fieldErrors[field]
        ? validateFields({ ...state.values, [field]: value })[field]
        : undefined;
      dispatch({ type: 'fieldChanged', field, value, ...(error && { error }) });
    },
    [state.fieldErrors, state.values],
  );
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

  /** Returns the field errors of a rejected attempt (so the view can move focus), else undefined. */
  const submit = useCallback(
    async (honeypotValue: string): Promise<FieldErrors | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      try {
        const prepared = prepareSubmission(state, language);
        if (!prepared.ok) {
          if (prepared.rejection) dispatch(prepared.rejection);
          return prepared.rejection?.fieldErrors;
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
    setField,
    chooseFiles,
    removeFile,
    captchaVerified,
    captchaExpired,
    captchaFailed,
    submit,
  };
}
