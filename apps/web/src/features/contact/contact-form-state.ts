import {
  attachmentError,
  errorKeys,
  type ErrorKey,
  type InquiryKind,
  type Language,
} from '@verdalia/shared';
import {
  contactFields,
  fileRefusals,
  inFormOrder,
  partOfKey,
  type ContactField,
  type FormPart,
} from './form-parts';

export { contactFields, type ContactField, type FormPart } from './form-parts';
export type FieldValues = Record<ContactField, string>;
export type FieldErrors = Partial<Record<ContactField, ErrorKey>>;

/** What the state needs to know about a file; a browser File satisfies it. */
export interface AttachmentLike {
  name: string;
  size: number;
}

/**
 * The line by the submit button: the parts a refused attempt must fix (each also shows its own
 * message under it), success, an error no part of the form can fix, or the server's own words
 * (only for an answer whose code the form does not know).
 */
export type Notice =
  | { kind: 'problems'; parts: FormPart[] }
  | { kind: 'error'; key: ErrorKey }
  | { kind: 'server'; text: string }
  /** The message was taken: `key` says so, in full or without its file (successKeys). */
  | { kind: 'success'; key: ErrorKey };

export type CaptchaFailure = 'unavailable' | 'challenge';

export interface ContactFormState<F extends AttachmentLike = AttachmentLike> {
  values: FieldValues;
  /** Who is writing: no answer until the visitor picks one (the form asks, it does not guess). */
  kind: InquiryKind | null;
  /** A send was attempted without saying who is writing. */
  kindMissing: boolean;
  fieldErrors: FieldErrors;
  attachment: F | null;
  /** Why the file last chosen (or sent) was refused, shown under the picker. */
  attachmentError: ErrorKey | null;
  token: string | null;
  /** The captcha's own message, under the widget: not solved when a send was tried, expired, failed. */
  captchaError: ErrorKey | null;
  /** The captcha could not be loaded: the visitor is offered another attempt and a way out. */
  captchaUnavailable: boolean;
  /** Bumped by "try again": the widget is built anew and loads hCaptcha's script again. */
  captchaAttempt: number;
  sending: boolean;
  notice: Notice | null;
  /** Bumped whenever the captcha widget must be reset (its token was used or is void). */
  captchaResets: number;
  /** Bumped by each successful send: the form's choices are built anew, empty. */
  sent: number;
}

export type SubmitRejection = {
  type: 'submitRejected';
  fieldErrors: FieldErrors;
  kindMissing: boolean;
  captchaMissing: boolean;
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
  /** The field checks (validate-fields.ts, from this site) could not load: nothing can be sent. */
  | { type: 'checksUnavailable' }
  | { type: 'sendStarted' }
  | { type: 'sendSucceeded'; key: ErrorKey }
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
    attachmentError: null,
    token: null,
    captchaError: null,
    captchaUnavailable: false,
    captchaAttempt: 0,
    sending: false,
    notice: null,
    captchaResets: 0,
    sent: 0,
  };
}

/** The parts a refused attempt lacked, in the form's order (the fields before the captcha). */
export function rejectedParts(rejection: Omit<SubmitRejection, 'type'>): FormPart[] {
  return inFormOrder([
    ...(rejection.kindMissing ? (['kind'] as const) : []),
    ...contactFields.filter((field) => rejection.fieldErrors[field]),
    ...(rejection.captchaMissing ? (['captcha'] as const) : []),
  ]);
}

/** The summary once `part` is fixed: it names only what is still wrong, and goes when nothing is. */
function withoutPart(notice: Notice | null, part: FormPart): Notice | null {
  if (notice?.kind !== 'problems') return notice;
  const parts = notice.parts.filter((each) => each !== part);
  return parts.length > 0 ? { kind: 'problems', parts } : null;
}

/** A failed send's notice, placed where it belongs: under its part (summarised), or by the button. */
function failedSend<F extends AttachmentLike>(
  state: ContactFormState<F>,
  notice: Notice,
): ContactFormState<F> {
  const part = notice.kind === 'error' ? partOfKey(notice.key) : null;
  if (notice.kind !== 'error' || part === null) return { ...state, notice };
  const key = notice.key;
  const summary: Notice = { kind: 'problems', parts: [part] };
  if (part === 'attachment') {
    // A file the API refused is dropped, like one the picker refuses; one it could not check
    // yet stays, so the visitor can send it again or remove it.
    const refused = fileRefusals.includes(key);
    return {
      ...state,
      attachment: refused ? null : state.attachment,
      attachmentError: key,
      notice: summary,
    };
  }
  if (part === 'captcha') return { ...state, captchaError: key, notice: summary };
  return { ...state, fieldErrors: { ...state.fieldErrors, [part]: key }, notice: summary };
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
      const notice = action.error ? state.notice : withoutPart(state.notice, action.field);
      return { ...state, values, fieldErrors, notice };
    }
    case 'kindChosen':
      return state.sending
        ? state
        : {
            ...state,
            kind: action.kind,
            kindMissing: false,
            notice: withoutPart(state.notice, 'kind'),
          };
    case 'captchaVerified':
      return {
        ...state,
        token: action.token,
        captchaUnavailable: false,
        captchaError: null,
        // A new token answers the captcha and starts a new attempt: an earlier send's failure goes.
        notice:
          state.notice?.kind === 'success' || state.notice?.kind === 'problems'
            ? withoutPart(state.notice, 'captcha')
            : null,
      };
    case 'captchaExpired':
      // Expiring a token that was never there (or is being sent) changes nothing.
      return state.sending || !state.token
        ? state
        : { ...state, token: null, captchaError: errorKeys.captcha };
    case 'captchaFailed':
      // A captcha that cannot load says so once, in its fallback (captcha-fallback.tsx).
      return {
        ...state,
        token: null,
        captchaUnavailable: action.reason === 'unavailable',
        captchaError: action.reason === 'unavailable' ? null : errorKeys.captcha,
      };
    case 'captchaRetried':
      return {
        ...state,
        captchaUnavailable: false,
        captchaError: null,
        captchaAttempt: state.captchaAttempt + 1,
      };
    case 'filesChosen': {
      if (state.sending || action.files.length === 0) return state;
      if (action.files.length > 1) return { ...state, attachmentError: errorKeys.tooManyFiles };
      const [file] = action.files;
      if (!file) return state;
      const error = attachmentError(file);
      if (error) return { ...state, attachment: null, attachmentError: error };
      return {
        ...state,
        attachment: file,
        attachmentError: null,
        notice: withoutPart(state.notice, 'attachment'),
      };
    }
    case 'fileRemoved':
      if (state.sending) return state;
      return {
        ...state,
        attachment: null,
        attachmentError: null,
        notice: withoutPart(state.notice, 'attachment'),
      };
    case 'submitRejected': {
      const parts = rejectedParts(action);
      return {
        ...state,
        fieldErrors: action.fieldErrors,
        kindMissing: action.kindMissing,
        // Without a widget to solve, the fallback is what the visitor needs, not this message.
        captchaError: action.captchaMissing && !state.captchaUnavailable ? errorKeys.captcha : null,
        notice: parts.length > 0 ? { kind: 'problems', parts } : null,
      };
    }
    case 'checksUnavailable':
      return { ...state, notice: { kind: 'error', key: errorKeys.network } };
    case 'sendStarted':
      return { ...state, sending: true, fieldErrors: {}, kindMissing: false, notice: null };
    case 'sendSucceeded':
      return {
        ...initialContactFormState<F>(),
        notice: { kind: 'success', key: action.key },
        captchaResets: state.captchaResets + 1,
        captchaAttempt: state.captchaAttempt,
        sent: state.sent + 1,
      };
    case 'sendFailed':
      // hCaptcha tokens are single-use: the server may have spent this one, so ask for a new one.
      return failedSend(
        { ...state, sending: false, token: null, captchaResets: state.captchaResets + 1 },
        action.notice,
      );
  }
}

export interface PreparedSubmission<F extends AttachmentLike> {
  fields: FieldValues & { kind: InquiryKind; hcaptcha_token: string; lang: Language };
  attachment: F | null;
}

/**
 * Decides whether a submit may go ahead, given the fields' errors under the shared rules
 * (validate-fields.ts, loaded when the form is first used). Returns the rejection to show, or
 * what to send. Every problem is reported together, so one attempt shows everything. A file the
 * picker refused is not one: it was dropped, the form can go without it, and its message stays.
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
    return {
      ok: false,
      rejection: {
        type: 'submitRejected',
        fieldErrors,
        kindMissing: kind === null,
        captchaMissing: !token,
      },
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
