import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withFile } from '../../test/support/open-bytes.js';
import { pdf } from '../../test/support/fixtures.js';
import { objectStream } from '../../test/support/hostile-files.js';
import { Refusal } from './file-bytes.js';
import { checkPdf } from './pdf-check.js';

const check = (bytes: Buffer) => () => withFile(bytes, (file) => checkPdf(file));
/** A PDF around the objects, written byte for byte (compressed data is latin1 here). */
const withObjects = (objects: string) =>
  Buffer.from(`%PDF-1.7\n${objects}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`, 'latin1');

describe('checkPdf', () => {
  it('accepts a PDF whose object streams hold ordinary objects', () => {
    expect(
      check(withObjects(`9 0 obj\n${objectStream({ 3: '<< /Type /Page >>' })}\nendobj`)),
    ).not.toThrow();
  });

  it('refuses JavaScript inside a deflated object stream', () => {
    expect(
      check(withObjects(`9 0 obj\n${objectStream({ 3: '<< /S /JavaScript /JS (x) >>' })}\nendobj`)),
    ).toThrow(/JavaScript/);
  });

  it('refuses object streams it cannot read: another filter, predictors, not inflating', () => {
    const stream = (dictionary: string, data: Buffer) =>
      withObjects(
        `9 0 obj\n<< /Type /ObjStm ${dictionary} >>\nstream\n${data.toString('latin1')}\nendstream\nendobj`,
      );
    const deflated = deflateSync(Buffer.from('1 0 << /JS (x) >>'));
    expect(check(stream('/Filter /LZWDecode', deflated))).toThrow(/LZWDecode/);
    expect(
      check(stream('/Filter /FlateDecode /DecodeParms << /Predictor 12 >>', deflated)),
    ).toThrow(Refusal);
    expect(check(stream('/Filter /FlateDecode', Buffer.from('encrypted bytes, not zlib')))).toThrow(
      /does not inflate/,
    );
  });

  it('refuses an object stream that inflates past the cap', () => {
    const bomb = deflateSync(Buffer.alloc(40 * 1024 * 1024, 0x20));
    const bytes = withObjects(
      `9 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n${bomb.toString('latin1')}\nendstream\nendobj`,
    );
    expect(check(bytes)).toThrow(/within bounds/);
  });

  it('refuses a PDF that does not end with its trailer', () => {
    expect(check(Buffer.concat([pdf(), Buffer.alloc(2048, 0x20)]))).toThrow(/%%EOF/);
  });
});
