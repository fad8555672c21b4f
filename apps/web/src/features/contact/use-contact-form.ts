import { useCallback, useReducer, useRef } from 'react';
import { errorKeys, type Language } from '@verdalia/shared';
import type * as submitTools from './submit-tools';
import {
  contactFormReducer,
  initialContactFormState,
  prepareSubmission,
  type CaptchaFailure,
  type ContactField,
  type FieldErrors,
  type FieldValidator,
} from './contact-form-state';

type SubmitTools = typeof submitTools;

// The shared zod rules weigh more than the rest of the page's code, and nobody needs them
// before using the form: they arrive with the first focus (or, at the latest, the first submit).
let toolsPromise: Promise<SubmitTools> | undefined;
export function loadSubmitTools(): Promise<SubmitTools> {
  toolsPromise ??= import('./submit-tools').catch((error: unknown) => {
    toolsPromise = undefined;
    throw error;
  });
  return toolsPromise;
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
  const validator = useRef<FieldValidator | null>(null);

  const prepare = useCallback(() => {
    void loadSubmitTools().then(
      (tools) => {
        validator.current = tools.validateFields;
      },
      () => undefined,
    );
  }, []);

  const setField = useCallback(
    (field: ContactField, value: string) => {
      const validate = validator.current;
      // Only a field already showing an error is re-checked, and errors exist only after a
      // submit attempt, which loaded the rules.
      const error =
        state.fieldErrors[field] && validate
          ? validate({ ...state.values, [field]: value })[field]
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
        let tools: SubmitTools;
        try {
          tools = await loadSubmitTools();
          validator.current = tools.validateFields;
        } catch {
          // The rules could not be downloaded: the connection is the problem.
          dispatch({
            type: 'submitRejected',
            fieldErrors: state.fieldErrors,
            notice: { kind: 'error', key: errorKeys.network },
          });
          return undefined;
        }
        const prepared = prepareSubmission(state, language, tools.validateFields);
        if (!prepared.ok) {
          if (prepared.rejection) dispatch(prepared.rejection);
          return prepared.rejection?.fieldErrors;
        }
        dispatch({ type: 'sendStarted' });
        const outcome = await tools.sendContactForm(
          tools.buildContactFormData(prepared.submission, honeypotValue),
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
    chooseFiles,
    removeFile,
    captchaVerified,
    captchaExpired,
    captchaFailed,
    submit,
  };
}
