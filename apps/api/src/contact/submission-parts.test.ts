import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { errorKeys } from '@verdalia/shared';
import type { ApiError } from '../http/api-error.js';
import { judgeField, skipFile } from './submission-parts.js';

const whole = { name: false, value: false };

describe('judgeField', () => {
  it('keeps a form field, its invisible characters removed', () => {
    expect(judgeField('name', 'Ana\u200B', whole, {})).toEqual({ kind: 'keep', value: 'Ana' });
  });

  it('ignores the empty field a browser sends for an empty file input', () => {
    expect(judgeField('attachment', '', whole, {})).toEqual({ kind: 'ignore' });
  });

  it('refuses an unknown, repeated, cut or non-UTF-8 field, with the key the form shows', () => {
    const code = (verdict: ReturnType<typeof judgeField>) =>
      verdict.kind === 'problem' ? verdict.error.code : verdict.kind;
    expect(code(judgeField('subject', 'x', whole, {}))).toBe(errorKeys.invalidRequest);
    expect(code(judgeField('name', 'x', whole, { name: 'Ana' }))).toBe(errorKeys.invalidRequest);
    expect(code(judgeField('name', 'x', { name: true, value: false }, {}))).toBe(
      errorKeys.invalidRequest,
    );
    expect(code(judgeField('message', 'x', { name: false, value: true }, {}))).toBe(
      errorKeys.messageTooLong,
    );
    expect(code(judgeField('email', 'a\uFFFD@b.example', whole, {}))).toBe(
      errorKeys.invalidRequest,
    );
  });
});

describe('skipFile', () => {
  /** What a skipped part reports once read to its end. */
  async function reportOf(field: string, fileName: string, bytes: string): Promise<string[]> {
    const reported: ApiError[] = [];
    const file = Object.assign(new PassThrough(), { truncated: false });
    const ended = new Promise((resolve) => file.on('end', resolve));
    skipFile(file, field, fileName, (error) => reported.push(error));
    file.end(bytes);
    await ended;
    return reported.map((error) => error.code);
  }

  it('says nothing of an empty, nameless attachment, and names every other skipped file', async () => {
    expect(await reportOf('attachment', '', '')).toEqual([]);
    expect(await reportOf('attachment', 'tool.exe', 'MZ')).toEqual([errorKeys.fileType]);
    expect(await reportOf('photo', 'a.pdf', '%PDF-')).toEqual([errorKeys.invalidRequest]);
  });
});
