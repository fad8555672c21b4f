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

  it('clears the token on expiry and says why submit is disabled again', () => {
    const state = run({ type: 'captchaVerified', token: 'tok-1' }, { type: 'captchaExpired' });
    expect(state.token).toBeNull();
    expect(state.notice).toEqual({ kind: 'error', key: errorKeys.captcha });
  });

  it('ignores an expiry when there was no token', () => {
    expect(run({ type: 'captchaExpired' }).notice).toBeNull();
  });

  it.each([
    ['a script that cannot load', 'unavailable', true, errorKeys.captchaUnavailable],
    ['a widget error', 'challenge', false, errorKeys.captcha],
  ] as const)('after %s (%s) drops the token and says so', (_what, reason, unavailable, key) => {
    const state = run(
      { type: 'captchaVerified', token: 'tok-1' },
      { type: 'captchaFailed', reason },
    );
    expect(state.token).toBeNull();
    expect(state.captchaUnavailable).toBe(unavailable);
    expect(state.notice).toEqual({ kind: 'error', key });
  });

  it('repeats the e-mail fallback on submit rather than asking for a captcha that cannot show', () => {
    const attempt = prepareSubmission(
      run(...filled, { type: 'captchaFailed', reason: 'unavailable' }),
      'es',
      {},
    );
    expect(!attempt.ok && attempt.rejection?.notice).toEqual({
      kind: 'error',
      key: errorKeys.captchaUnavailable,
    });
  });
});

describe('another attempt at loading the captcha', () => {
  it('builds the widget anew and drops the unavailable notice, keeping what was typed', () => {
    const failed = run(...filled, { type: 'captchaFailed', reason: 'unavailable' });
    const retried = contactFormReducer(failed, { type: 'captchaRetried' });
    expect(retried.captchaAttempt).toBe(failed.captchaAttempt + 1);
    expect(retried.captchaUnavailable).toBe(false);
    expect(retried.notice).toBeNull();
    expect(retried.values).toEqual(failed.values);
    expect(retried.kind).toBe('organization');
  });

  it('keeps a notice that is not about the captcha', () => {
    const state = run(
      { type: 'filesChosen', files: [{ name: 'a.gif', size: 1 }] },
      { type: 'captchaRetried' },
    );
    expect(state.notice).toEqual({ kind: 'error', key: errorKeys.fileType });
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
      notice: null,
    });
    if (attempt.ok || !attempt.rejection) throw new Error('expected the attempt to be refused');
    const rejected = contactFormReducer(unanswered, attempt.rejection);
    expect(rejected.kindMissing).toBe(true);
    const chosen = contactFormReducer(rejected, { type: 'kindChosen', kind: 'consultant' });
    expect(chosen.kindMissing).toBe(false);
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
    expect(contactFormReducer(sending, { type: 'sendSucceeded' }).kind).toBeNull();
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
    expect(state.notice).toEqual({ kind: 'error', key: errorKeys.fileType });
  });

  it('drops a file over 20 MiB with the file-size message, and accepts exactly 20 MiB', () => {
    const tooBig = run({
      type: 'filesChosen',
      files: [{ name: 'big.pdf', size: contactLimits.attachmentMaxBytes + 1 }],
    });
    expect(tooBig.attachment).toBeNull();
    expect(tooBig.notice).toEqual({ kind: 'error', key: errorKeys.fileSize });
    const limit = { name: 'limit.pdf', size: contactLimits.attachmentMaxBytes };
    expect(run({ type: 'filesChosen', files: [limit] }).attachment).toEqual(limit);
  });

  it('refuses several dropped files at once and keeps the current one', () => {
    const state = run(
      { type: 'filesChosen', files: [pdf] },
      { type: 'filesChosen', files: [pdf, { name: 'b.png', size: 3 }] },
    );
    expect(state.attachment).toEqual(pdf);
    expect(state.notice).toEqual({ kind: 'error', key: errorKeys.tooManyFiles });
  });

  it('clears a file error once a valid file is chosen, and on removal', () => {
    const rejected = run({ type: 'filesChosen', files: [{ name: 'a.gif', size: 1 }] });
    expect(contactFormReducer(rejected, { type: 'filesChosen', files: [pdf] }).notice).toBeNull();
    expect(contactFormReducer(rejected, { type: 'fileRemoved' }).notice).toBeNull();
  });

  it('keeps a non-file error when a valid file is chosen', () => {
    const state = run(
      { type: 'captchaVerified', token: 't' },
      { type: 'captchaExpired' },
      { type: 'filesChosen', files: [pdf] },
    );
    expect(state.notice).toEqual({ kind: 'error', key: errorKeys.captcha });
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
      fieldErrors: { email: errorKeys.emailRequired },
      kindMissing: false,
      notice: null,
    });
    const typing = contactFormReducer(rejected, {
      type: 'fieldChanged',
      field: 'email',
      value: 'ana@',
      error: errorKeys.emailInvalid,
    });
    expect(typing.fieldErrors.email).toBe(errorKeys.emailInvalid);
    const fixed = contactFormReducer(typing, {
      type: 'fieldChanged',
      field: 'email',
      value: 'ana@example.org',
    });
    expect(fixed.fieldErrors).toEqual({});
  });

  it('does not flag a field while it is first typed', () => {
    expect(
      run({ type: 'fieldChanged', field: 'email', value: 'a', error: errorKeys.emailInvalid })
        .fieldErrors,
    ).toEqual({});
  });
});

describe('submit guards', () => {
  it('rejects a submission without a token with the captcha message', () => {
    const state = run(...filled);
    const attempt = prepareSubmission(state, 'es', validateFields(state.values));
    expect(attempt.ok).toBe(false);
    expect(!attempt.ok && attempt.rejection).toEqual({
      type: 'submitRejected',
      fieldErrors: {},
      kindMissing: false,
      notice: { kind: 'error', key: errorKeys.captcha },
    });
  });

  it('reports who is writing, field errors and the missing captcha together', () => {
    const state = run();
    const attempt = prepareSubmission(state, 'en', validateFields(state.values));
    expect(!attempt.ok && attempt.rejection).toEqual({
      type: 'submitRejected',
      fieldErrors: { email: errorKeys.emailRequired, message: errorKeys.messageRequired },
      kindMissing: true,
      notice: { kind: 'error', key: errorKeys.captcha },
    });
  });

  it('keeps a file error visible when only fields are wrong', () => {
    const state = run(
      { type: 'captchaVerified', token: 't' },
      { type: 'filesChosen', files: [{ name: 'a.gif', size: 1 }] },
    );
    const attempt = prepareSubmission(state, 'es', validateFields(state.values));
    expect(!attempt.ok && attempt.rejection?.notice).toEqual({
      kind: 'error',
      key: errorKeys.fileType,
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

  it('resets everything on success and shows the success text', () => {
    const state = contactFormReducer(ready, outcomeOfResponse(true, { success: true }));
    expect(state).toEqual({
      ...initialContactFormState(),
      notice: { kind: 'success' },
      captchaResets: ready.captchaResets + 1,
      captchaAttempt: ready.captchaAttempt,
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
    expect(state.notice).toEqual({ kind: 'error', key: errorKeys.captcha });
    expect(state.values).toEqual(ready.values);
    expect(state.attachment).toEqual(pdf);
    expect(state.sending).toBe(false);
    // The token may have been spent by the server: a fresh one is needed.
    expect(state.token).toBeNull();
    expect(state.captchaResets).toBe(ready.captchaResets + 1);
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
