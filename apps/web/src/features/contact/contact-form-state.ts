import {
  attachmentError,
  errorKeys,
  type ErrorKey,
  type InquiryKind,
  type Language,
} from '@verdalia/shared';

export type ContactField = 'name' | 'email' | 'message';
export const contactFields: readonly ContactField[] = ['name', 'email', 'message'];
export type FieldValues = Record<ContactField, string>;
export type FieldErrors = Partial<Record<ContactField, ErrorKey>>;

/** What the state needs to know about a file; a browser File satisfies it. */
export interface AttachmentLike {
  name: string;
  size: number;
}

/**
 * The line above the submit button: an error by key, success, or the server's own words (only
 * for an answer whose code the form does not know).
 */
export type Notice =
  { kind: 'error'; key: ErrorKey } | { kind: 'server'; text: string } | { kind: 'success' };

export type CaptchaFailure = 'unavailable' | 'challenge';

export interface ContactFormState<F extends AttachmentLike = AttachmentLike> {
  values: FieldValues;
  /** Who is writing: no answer until the visitor picks one (the form asks, it does not guess). */
  kind: InquiryKind | null;
  /** A send was attempted without saying who is writing. */
  kindMissing: boolean;
  fieldErrors: FieldErrors;
  attachment: F | null;
  token: string | null;
  /** The captcha script could not be loaded: the visitor is offered another attempt and a way out. */
  captchaUnavailable: boolean;
  /** Bumped by "try again": the widget is built anew and loads hCaptcha's script again. */
  captchaAttempt: number;
  sending: boolean;
  notice: Notice | null;
  /** Bumped whenever the captcha widget must be reset (its token was used or is void). */
  captchaResets: number;
}

export type SubmitRejection = {
  type: 'submitRejected';
  fieldErrors: FieldErrors;
  kindMissing: boolean;
  notice: Notice | null;
};

export type ContactFormAction<F extends AttachmentLike = AttachmentLike> =
  /** `error`: the field's check with the new value, when the field already shows an error. */
  | { type: 'fieldChanged'; field: ContactField; value: string; error?: ErrorKey }
  | { type: 'kindChosen'; kind: InquiryKind }
  | { type: 'captchaVerified'; token: string }
  | { type: 'captchaExpired' }
  | { type: 'captchaFailed'; reason: CaptchaFailure }
  | { type: 'captchaRetried' }
  | { type: 'filesChosen'; files: readonly F[] }
  | { type: 'fileRemoved' }
  | SubmitRejection
  | { type: 'sendStarted' }
  | { type: 'sendSucceeded' }
  | { type: 'sendFailed'; notice: Notice };

export const emptyValues: FieldValues = { name: '', email: '', message: '' };

export function initialContactFormState<
  F extends AttachmentLike = AttachmentLike,
>(): ContactFormState<F> {
  return {
    values: emptyValues,
    kind: null,
    kindMissing: false,
    fieldErrors: {},
    attachment: null,
    token: null,
    captchaUnavailable: false,
    captchaAttempt: 0,
    sending: false,
    notice: null,
    captchaResets: 0,
  };
}

const fileErrorKeys: readonly ErrorKey[] = [
  errorKeys.fileType,
  errorKeys.fileSize,
  errorKeys.tooManyFiles,
];
const captchaErrorKeys: readonly ErrorKey[] = [errorKeys.captcha, errorKeys.captchaUnavailable];

function isErrorAmong(notice: Notice | null, keys: readonly ErrorKey[]): boolean {
  return notice?.kind === 'error' && keys.includes(notice.key);
}

export function contactFormReducer<F extends AttachmentLike>(
  state: ContactFormState<F>,
  action: ContactFormAction<F>,
): ContactFormState<F> {
  switch (action.type) {
    case 'fieldChanged': {
      const values = { ...state.values, [action.field]: action.value };
      // Once a field shows an error, it is re-checked as the visitor corrects it.
      if (!state.fieldErrors[action.field]) return { ...state, values };
      const fieldErrors: FieldErrors = Object.fromEntries(
        Object.entries({ ...state.fieldErrors, [action.field]: action.error }).filter(([, key]) =>
          Boolean(key),
        ),
      );
      return { ...state, values, fieldErrors };
    }
    case 'kindChosen':
      return state.sending ? state : { ...state, kind: action.kind, kindMissing: false };
    case 'captchaVerified':
      return {
        ...state,
        token: action.token,
        captchaUnavailable: false,
        notice: state.notice?.kind === 'success' ? state.notice : null,
      };
    case 'captchaExpired':
      // Expiring a token that was never there (or is being sent) changes nothing.
      return state.sending || !state.token
        ? state
        : { ...state, token: null, notice: { kind: 'error', key: errorKeys.captcha } };
    case 'captchaFailed':
      return {
        ...state,
        token: null,
        captchaUnavailable: action.reason === 'unavailable',
        notice: {
          kind: 'error',
          key: action.reason === 'unavailable' ? errorKeys.captchaUnavailable : errorKeys.captcha,
        },
      };
    case 'captchaRetried':
      return {
        ...state,
        captchaUnavailable: false,
        captchaAttempt: state.captchaAttempt + 1,
        notice: isErrorAmong(state.notice, captchaErrorKeys) ? null : state.notice,
      };
    case 'filesChosen': {
      if (state.sending || action.files.length === 0) return state;
      const clearedFileError = isErrorAmong(state.notice, fileErrorKeys) ? null : state.notice;
      if (action.files.length > 1) {
        return { ...state, notice: { kind: 'error', key: errorKeys.tooManyFiles } };
      }
      const [file] = action.files;
      if (!file) return state;
      const error = attachmentError(file);
      if (error) return { ...state, attachment: null, notice: { kind: 'error', key: error } };
      return { ...state, attachment: file, notice: clearedFileError };
    }
    case 'fileRemoved':
      if (state.sending) return state;
      return {
        ...state,
        attachment: null,
        notice: isErrorAmong(state.notice, fileErrorKeys) ? null : state.notice,
      };
    case 'submitRejected':
      return {
        ...state,
        fieldErrors: action.fieldErrors,
        kindMissing: action.kindMissing,
        notice: action.notice,
      };
    case 'sendStarted':
      return { ...state, sending: true, fieldErrors: {}, kindMissing: false, notice: null };
    case 'sendSucceeded':
      return {
        ...initialContactFormState<F>(),
        notice: { kind: 'success' },
        captchaResets: state.captchaResets + 1,
        captchaAttempt: state.captchaAttempt,
      };
    case 'sendFailed':
      // hCaptcha tokens are single-use: the server may have spent this one, so ask for a new one.
      return {
        ...state,
        sending: false,
        token: null,
        notice: action.notice,
        captchaResets: state.captchaResets + 1,
      };
  }
}

export interface PreparedSubmission<F extends AttachmentLike> {
  fields: FieldValues & { kind: InquiryKind; hcaptcha_token: string; lang: Language };
  attachment: F | null;
}

/**
 * Decides whether a submit may go ahead, given the fields' errors under the shared rules
 * (validate-fields.ts, loaded when the form is first used). Returns the rejection to show, or
 * what to send. Every problem is reported together, so one attempt shows everything.
 */
export function prepareSubmission<F extends AttachmentLike>(
  state: ContactFormState<F>,
  lang: Language,
  fieldErrors: FieldErrors,
):
  | { ok: true; submission: PreparedSubmission<F> }
  | { ok: false; rejection: SubmitRejection }
  | { ok: false; rejection: null } {
  if (state.sending) return { ok: false, rejection: null };
  const { token, kind } = state;
  if (!token || kind === null || Object.keys(fieldErrors).length > 0) {
    const notice: Notice | null = !token
      ? {
          kind: 'error',
          key: state.captchaUnavailable ? errorKeys.captchaUnavailable : errorKeys.captcha,
        }
      : isErrorAmong(state.notice, captchaErrorKeys)
        ? null
        : state.notice;
    return {
      ok: false,
      rejection: { type: 'submitRejected', fieldErrors, kindMissing: kind === null, notice },
    };
  }
  return {
    ok: true,
    submission: {
      fields: { ...state.values, kind, hcaptcha_token: token, lang },
      attachment: state.attachment,
    },
  };
}
