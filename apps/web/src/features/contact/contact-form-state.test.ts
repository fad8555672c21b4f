import { describe, expect, it } from 'vitest';
import { contactLimits, errorKeys } from '@verdalia/shared';
import {
  contactFormReducer,
  initialContactFormState,
  prepareSubmission,
  type ContactFormAction,
  type ContactFormState,
} from './contact-form-state';
import { outcomeOfResponse } from './send-contact-form';
import { validateFields } from './validate-fields';

type State = ContactFormState;

const run = (...actions: ContactFormAction[]): State =>
  actions.reduce<State>(contactFormReducer, initialContactFormState());

const typed: ContactFormAction[] = [
  { type: 'fieldChanged', field: 'name', value: 'Ana Pérez' },
  { type: 'fieldChanged', field: 'email', value: 'ana@example.org' },
  { type: 'fieldChanged', field: 'message', value: 'Necesitamos un estudio de factibilidad.' },
];
const filled: ContactFormAction[] = [{ type: 'kindChosen', kind: 'organization' }, ...typed];
const pdf = { name: 'tdr.pdf', size: 1200 };

describe('captcha token', () => {
  it('starts without a token, so sending is not possible', () => {
    const state = run();
    expect(state.token).toBeNull();
    expect(prepareSubmission(state, 'es', {})).toMatchObject({ ok: false });
  });

  it('stores the token on verify and clears an error', () => {
    const state = run(
      { type: 'filesChosen', files: [{ name: 'x.exe', size: 1 }] },
      { type: 'captchaVerified', token: 'tok-1' },
    );
    expect(state.token).toBe('tok-1');
    expect(state.notice).toBeNull();
  });

  it('clears the token on expiry and says why submit is disabled again, under the captcha', () => {
    const state = run({ type: 'captchaVerified', token: 'tok-1' }, { type: 'captchaExpired' });
    expect(state.token).toBeNull();
    expect(state.captchaError).toBe(errorKeys.captcha);
    expect(state.notice).toBeNull();
  });

  it('ignores an expiry when there was no token', () => {
    expect(run({ type: 'captchaExpired' }).captchaError).toBeNull();
  });

  it('after a widget error drops the token and says so under the captcha', () => {
    const state = run(
      { type: 'captchaVerified', token: 'tok-1' },
      { type: 'captchaFailed', reason: 'challenge' },
    );
    expect(state.token).toBeNull();
    expect(state.captchaUnavailable).toBe(false);
    expect(state.captchaError).toBe(errorKeys.captcha);
  });

  it('after a script that cannot load (or a deadline passed) opens the fallback, and says nothing else', () => {
    const state = run(
      { type: 'captchaVerified', token: 'tok-1' },
      { type: 'captchaFailed', reason: 'unavailable' },
    );
    expect(state.token).toBeNull();
    expect(state.captchaUnavailable).toBe(true);
    // The fallback says what failed; the line by the button and the captcha's own stay quiet.
    expect(state.captchaError).toBeNull();
    expect(state.notice).toBeNull();
  });

  it('on submit without a widget to solve, points to the fallback rather than asking for it', () => {
    const before = run(...filled, { type: 'captchaFailed', reason: 'unavailable' });
    const attempt = prepareSubmission(before, 'es', {});
    if (attempt.ok || !attempt.rejection) throw new Error('expected the attempt to be refused');
    expect(attempt.rejection.captchaMissing).toBe(true);
    const state = contactFormReducer(before, attempt.rejection);
    expect(state.notice).toEqual({ kind: 'problems', parts: ['captcha'] });
    expect(state.captchaError).toBeNull();
  });
});

describe('another attempt at loading the captcha', () => {
  it('builds the widget anew and drops the unavailable notice, keeping what was typed', () => {
    const failed = run(...filled, { type: 'captchaFailed', reason: 'unavailable' });
    const retried = contactFormReducer(failed, { type: 'captchaRetried' });
    expect(retried.captchaAttempt).toBe(failed.captchaAttempt + 1);
    expect(retried.captchaUnavailable).toBe(false);
    expect(retried.captchaError).toBeNull();
    expect(retried.values).toEqual(failed.values);
    expect(retried.kind).toBe('organization');
  });

  it('keeps a message that is not about the captcha', () => {
    const state = run(
      { type: 'filesChosen', files: [{ name: 'a.gif', size: 1 }] },
      { type: 'captchaRetried' },
    );
    expect(state.attachmentError).toBe(errorKeys.fileType);
  });
});

describe('who is writing', () => {
  it('is not guessed: a send without it is refused, and choosing one clears that', () => {
    const unanswered = run(...typed, { type: 'captchaVerified', token: 't' });
    expect(unanswered.kind).toBeNull();
    const attempt = prepareSubmission(unanswered, 'en', {});
    expect(!attempt.ok && attempt.rejection).toEqual({
      type: 'submitRejected',
      fieldErrors: {},
      kindMissing: true,
      captchaMissing: false,
    });
    if (attempt.ok || !attempt.rejection) throw new Error('expected the attempt to be refused');
    const rejected = contactFormReducer(unanswered, attempt.rejection);
    expect(rejected.kindMissing).toBe(true);
    expect(rejected.notice).toEqual({ kind: 'problems', parts: ['kind'] });
    const chosen = contactFormReducer(rejected, { type: 'kindChosen', kind: 'consultant' });
    expect(chosen.kindMissing).toBe(false);
    // Nothing is left to fix: the summary goes with the last problem.
    expect(chosen.notice).toBeNull();
    expect(prepareSubmission(chosen, 'en', {})).toMatchObject({
      ok: true,
      submission: { fields: { kind: 'consultant' } },
    });
  });

  it('cannot change while a send is in flight, and is asked again after a success', () => {
    const sending = run(
      ...filled,
      { type: 'captchaVerified', token: 't' },
      { type: 'sendStarted' },
    );
    expect(contactFormReducer(sending, { type: 'kindChosen', kind: 'other' }).kind).toBe(
      'organization',
    );
    const sent = contactFormReducer(sending, { type: 'sendSucceeded', key: errorKeys.success });
    expect(sent.kind).toBeNull();
    // The radios keep their own checked state (inquiry-kind-field.tsx): a new set is built.
    expect(sent.sent).toBe(sending.sent + 1);
  });
});

describe('attachment', () => {
  it('accepts an allowed file', () => {
    expect(run({ type: 'filesChosen', files: [pdf] }).attachment).toEqual(pdf);
  });

  it('drops a file of the wrong type with the file-type message', () => {
    const state = run(
      { type: 'filesChosen', files: [pdf] },
      { type: 'filesChosen', files: [{ name: 'setup.exe', size: 10 }] },
    );
    expect(state.attachment).toBeNull();
    expect(state.attachmentError).toBe(errorKeys.fileType);
    // Said under the picker, where the visitor is: nothing by the submit button.
    expect(state.notice).toBeNull();
  });

  it('drops a file over 20 MiB with the file-size message, and accepts exactly 20 MiB', () => {
    const tooBig = run({
      type: 'filesChosen',
      files: [{ name: 'big.pdf', size: contactLimits.attachmentMaxBytes + 1 }],
    });
    expect(tooBig.attachment).toBeNull();
    expect(tooBig.attachmentError).toBe(errorKeys.fileSize);
    const limit = { name: 'limit.pdf', size: contactLimits.attachmentMaxBytes };
    expect(run({ type: 'filesChosen', files: [limit] }).attachment).toEqual(limit);
  });

  it('refuses several dropped files at once and keeps the current one', () => {
    const state = run(
      { type: 'filesChosen', files: [pdf] },
      { type: 'filesChosen', files: [pdf, { name: 'b.png', size: 3 }] },
    );
    expect(state.attachment).toEqual(pdf);
    expect(state.attachmentError).toBe(errorKeys.tooManyFiles);
  });

  it('clears a file error once a valid file is chosen, and on removal', () => {
    const rejected = run({ type: 'filesChosen', files: [{ name: 'a.gif', size: 1 }] });
    expect(
      contactFormReducer(rejected, { type: 'filesChosen', files: [pdf] }).attachmentError,
    ).toBeNull();
    expect(contactFormReducer(rejected, { type: 'fileRemoved' }).attachmentError).toBeNull();
  });

  it('keeps the captcha message when a valid file is chosen', () => {
    const state = run(
      { type: 'captchaVerified', token: 't' },
      { type: 'captchaExpired' },
      { type: 'filesChosen', files: [pdf] },
    );
    expect(state.captchaError).toBe(errorKeys.captcha);
  });

  it('ignores an empty selection (the picker was cancelled)', () => {
    const state = run({ type: 'filesChosen', files: [pdf] }, { type: 'filesChosen', files: [] });
    expect(state.attachment).toEqual(pdf);
  });
});

describe('field validation', () => {
  it('uses the shared rules and keys, first failing rule per field', () => {
    expect(validateFields({ name: '', email: '', message: '' })).toEqual({
      email: errorKeys.emailRequired,
      message: errorKeys.messageRequired,
    });
    expect(
      validateFields({ name: 'x'.repeat(101), email: 'nope', message: 'x'.repeat(5001) }),
    ).toEqual({
      name: errorKeys.nameTooLong,
      email: errorKeys.emailInvalid,
      message: errorKeys.messageTooLong,
    });
    expect(validateFields({ name: '', email: 'a@b.co', message: ' hi ' })).toEqual({});
  });

  it('re-checks a field that shows an error while it is corrected', () => {
    const rejected = contactFormReducer(run(), {
      type: 'submitRejected',
      fieldErrors: { email: errorKeys.emailRequired, message: errorKeys.messageRequired },
      kindMissing: false,
      captchaMissing: false,
    });
    expect(rejected.notice).toEqual({ kind: 'problems', parts: ['email', 'message'] });
    const typing = contactFormReducer(rejected, {
      type: 'fieldChanged',
      field: 'email',
      value: 'ana@',
      error: errorKeys.emailInvalid,
    });
    expect(typing.fieldErrors.email).toBe(errorKeys.emailInvalid);
    expect(typing.notice).toEqual({ kind: 'problems', parts: ['email', 'message'] });
    const fixed = contactFormReducer(typing, {
      type: 'fieldChanged',
      field: 'email',
      value: 'ana@example.org',
    });
    expect(fixed.fieldErrors).toEqual({ message: errorKeys.messageRequired });
    // The summary names only what is still wrong.
    expect(fixed.notice).toEqual({ kind: 'problems', parts: ['message'] });
  });

  it('does not flag a field while it is first typed', () => {
    expect(
      run({ type: 'fieldChanged', field: 'email', value: 'a', error: errorKeys.emailInvalid })
        .fieldErrors,
    ).toEqual({});
  });
});

describe('submit guards', () => {
  /** The state after a submit in `state`, checked with the shared rules. */
  const submitted = (state: State): State => {
    const attempt = prepareSubmission(state, 'es', validateFields(state.values));
    if (attempt.ok || !attempt.rejection) throw new Error('expected the attempt to be refused');
    return contactFormReducer(state, attempt.rejection);
  };

  it('rejects a submission without a token with the captcha message, under the captcha', () => {
    const state = run(...filled);
    const attempt = prepareSubmission(state, 'es', validateFields(state.values));
    expect(attempt.ok).toBe(false);
    expect(!attempt.ok && attempt.rejection).toEqual({
      type: 'submitRejected',
      fieldErrors: {},
      kindMissing: false,
      captchaMissing: true,
    });
    const rejected = submitted(state);
    expect(rejected.captchaError).toBe(errorKeys.captcha);
    expect(rejected.notice).toEqual({ kind: 'problems', parts: ['captcha'] });
  });

  it('reports who is writing and the fields before the missing captcha, all at once', () => {
    const rejected = submitted(run());
    expect(rejected.kindMissing).toBe(true);
    expect(rejected.fieldErrors).toEqual({
      email: errorKeys.emailRequired,
      message: errorKeys.messageRequired,
    });
    expect(rejected.captchaError).toBe(errorKeys.captcha);
    // The summary's order is the form's: the captcha comes last, not instead of the fields.
    expect(rejected.notice).toEqual({
      kind: 'problems',
      parts: ['kind', 'email', 'message', 'captcha'],
    });
  });

  it('does so while the captcha is still loading, as when its requests hang', () => {
    const rejected = submitted(
      run({ type: 'fieldChanged', field: 'email', value: 'not-an-address' }),
    );
    expect(rejected.notice).toEqual({
      kind: 'problems',
      parts: ['kind', 'email', 'message', 'captcha'],
    });
    expect(rejected.fieldErrors.email).toBe(errorKeys.emailInvalid);
  });

  it('keeps a file message visible when only fields are wrong, and does not block on it', () => {
    const state = run(
      { type: 'captchaVerified', token: 't' },
      { type: 'filesChosen', files: [{ name: 'a.gif', size: 1 }] },
    );
    const rejected = submitted(state);
    expect(rejected.attachmentError).toBe(errorKeys.fileType);
    expect(rejected.notice).toEqual({ kind: 'problems', parts: ['kind', 'email', 'message'] });
    // The refused file was dropped: the form can go without it.
    const fixed = run(
      ...filled,
      { type: 'filesChosen', files: [{ name: 'a.gif', size: 1 }] },
      { type: 'captchaVerified', token: 't' },
    );
    expect(prepareSubmission(fixed, 'es', validateFields(fixed.values))).toMatchObject({
      ok: true,
      submission: { attachment: null },
    });
  });

  it('prepares the trimmed-as-typed fields, token, language and file', () => {
    const state = run(
      ...filled,
      { type: 'filesChosen', files: [pdf] },
      { type: 'captchaVerified', token: 'tok-1' },
    );
    expect(prepareSubmission(state, 'pt', validateFields(state.values))).toEqual({
      ok: true,
      submission: {
        fields: {
          name: 'Ana Pérez',
          email: 'ana@example.org',
          message: 'Necesitamos un estudio de factibilidad.',
          kind: 'organization',
          hcaptcha_token: 'tok-1',
          lang: 'pt',
        },
        attachment: pdf,
      },
    });
  });

  it('refuses anything while a send is in flight', () => {
    const sending = run(
      ...filled,
      { type: 'captchaVerified', token: 't' },
      { type: 'sendStarted' },
    );
    expect(sending.sending).toBe(true);
    expect(prepareSubmission(sending, 'es', {})).toEqual({
      ok: false,
      rejection: null,
    });
    expect(contactFormReducer(sending, { type: 'filesChosen', files: [pdf] })).toBe(sending);
    expect(contactFormReducer(sending, { type: 'fileRemoved' })).toBe(sending);
    expect(contactFormReducer(sending, { type: 'captchaExpired' })).toBe(sending);
  });
});

describe('response handling', () => {
  const ready = run(
    ...filled,
    { type: 'filesChosen', files: [pdf] },
    { type: 'captchaVerified', token: 'tok-1' },
    { type: 'sendStarted' },
  );

  it('says the message went without its file when the server had no room for it', () => {
    const state = contactFormReducer(
      ready,
      outcomeOfResponse(true, {
        success: true,
        message: 'Mensaje enviado, pero sin el archivo adjunto',
        code: errorKeys.sentWithoutAttachment,
      }),
    );
    expect(state.notice).toEqual({ kind: 'success', key: errorKeys.sentWithoutAttachment });
    expect(state.sent).toBe(ready.sent + 1);
  });

  it('resets everything on success and shows the success text', () => {
    const state = contactFormReducer(ready, outcomeOfResponse(true, { success: true }));
    expect(state).toEqual({
      ...initialContactFormState(),
      notice: { kind: 'success', key: errorKeys.success },
      captchaResets: ready.captchaResets + 1,
      captchaAttempt: ready.captchaAttempt,
      sent: ready.sent + 1,
    });
  });

  it("shows a failure's code as the form's own notice and keeps what was typed", () => {
    const outcome = outcomeOfResponse(false, {
      success: false,
      message: 'La verificación CAPTCHA falló.',
      code: errorKeys.captcha,
    });
    const state = contactFormReducer(ready, outcome);
    // A key, not the server's Spanish words: the view translates it in the current language.
    // It belongs to the captcha: said there, and named by the summary by the button.
    expect(state.captchaError).toBe(errorKeys.captcha);
    expect(state.notice).toEqual({ kind: 'problems', parts: ['captcha'] });
    expect(state.values).toEqual(ready.values);
    expect(state.attachment).toEqual(pdf);
    expect(state.sending).toBe(false);
    // The token may have been spent by the server: a fresh one is needed.
    expect(state.token).toBeNull();
    expect(state.captchaResets).toBe(ready.captchaResets + 1);
  });

  it('places a refusal of the file under the picker and drops the file, like the picker would', () => {
    for (const key of [errorKeys.fileType, errorKeys.fileSize]) {
      const state = contactFormReducer(ready, {
        type: 'sendFailed',
        notice: { kind: 'error', key },
      });
      expect(state.attachment).toBeNull();
      expect(state.attachmentError).toBe(key);
      expect(state.notice).toEqual({ kind: 'problems', parts: ['attachment'] });
      expect(state.values).toEqual(ready.values);
    }
  });

  it('keeps a file the server could not check yet, so it can be sent again or removed', () => {
    const state = contactFormReducer(ready, {
      type: 'sendFailed',
      notice: { kind: 'error', key: errorKeys.attachmentUnchecked },
    });
    expect(state.attachment).toEqual(pdf);
    expect(state.attachmentError).toBe(errorKeys.attachmentUnchecked);
    expect(contactFormReducer(state, { type: 'fileRemoved' }).notice).toBeNull();
  });

  it("places a field's refusal under the field", () => {
    const state = contactFormReducer(ready, {
      type: 'sendFailed',
      notice: { kind: 'error', key: errorKeys.emailInvalid },
    });
    expect(state.fieldErrors).toEqual({ email: errorKeys.emailInvalid });
    expect(state.notice).toEqual({ kind: 'problems', parts: ['email'] });
  });

  it('keeps what no part of the form can fix by the submit button', () => {
    for (const key of [errorKeys.network, errorKeys.rateLimited, errorKeys.captchaUnavailable]) {
      const state = contactFormReducer(ready, {
        type: 'sendFailed',
        notice: { kind: 'error', key },
      });
      expect(state.notice).toEqual({ kind: 'error', key });
      expect(state.attachment).toEqual(pdf);
    }
  });

  it("falls back to the server's message for an unknown or missing code", () => {
    for (const code of ['form.errors.somethingNew', 42, undefined]) {
      expect(outcomeOfResponse(false, { success: false, message: ' Nope ', code })).toEqual({
        type: 'sendFailed',
        notice: { kind: 'server', text: 'Nope' },
      });
    }
  });

  it('does not show a failure labelled with the success code as a success text', () => {
    expect(
      outcomeOfResponse(false, { success: false, message: 'Sent', code: errorKeys.success }),
    ).toEqual({ type: 'sendFailed', notice: { kind: 'error', key: errorKeys.send } });
  });

  it.each([
    ['not OK without a message', false, { success: false }],
    ['not OK with an empty message', false, { success: false, message: '  ' }],
    ['not OK and not JSON', false, null],
    ['OK but not a success', true, { success: false }],
    ['OK with a garbage body', true, 'hello'],
  ])('falls back to the generic send text when %s', (_label, ok, body) => {
    expect(outcomeOfResponse(ok, body)).toEqual({
      type: 'sendFailed',
      notice: { kind: 'error', key: errorKeys.send },
    });
  });

  it('uses a message even when the answer is OK but not a success', () => {
    expect(outcomeOfResponse(true, { success: false, message: 'Nope' })).toEqual({
      type: 'sendFailed',
      notice: { kind: 'server', text: 'Nope' },
    });
  });
});
