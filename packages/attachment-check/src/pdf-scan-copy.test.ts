import { describe, expect, it } from 'vitest';
import { manyObjectsPdf } from '@verdalia/test-files/hostile-files';
import { indexedPdf } from '@verdalia/test-files/pdf-files';
import { withFileAsync } from '../test/support/open-bytes.js';
import { headerStart, isClassicTableFile, scanCopy } from './pdf-scan-copy.js';

/** The copy scanCopy makes of `bytes`, as text. */
const copyOf = (bytes: Buffer) =>
  withFileAsync(bytes, async (file, path) => {
    const copy = await scanCopy(path, file.size);
    try {
      const text = Buffer.alloc(await copy.size());
      await copy.read(text, 0);
      return text.toString('latin1');
    } finally {
      await copy.close();
    }
  });

describe('headerStart', () => {
  const at = (text: string) =>
    headerStart(Buffer.from(text, 'latin1'), text.lastIndexOf('obj'), true);

  it('finds a header wherever a scan may meet it, and only a whole one', () => {
    expect(at('endobj 12 0 obj <<')).toBe(7);
    expect(at('12\n0\n\nobj')).toBe(0);
    expect(at('4 0obj ')).toBe(0);
    expect(at('12 0 objects')).toBe(-1);
    expect(at('a 0 obj')).toBe(-1);
    expect(at('120 obj')).toBe(-1);
  });

  it('finds no header it cannot see the start of', () => {
    const text = `${'7'.repeat(2000)} 0 obj`;
    expect(headerStart(Buffer.from(text, 'latin1'), text.indexOf('obj'), false)).toBe(-1);
  });
});

describe('scanCopy', () => {
  it('puts a line break before every object header and trailer, and voids startxref', async () => {
    const text = await copyOf(
      Buffer.from(
        '%PDF-1.4\n1 0 obj << >> endobj 2 0 obj << >> endobj trailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
        'latin1',
      ),
    );
    expect(text).toBe(
      '%PDF-1.4\n\n1 0 obj << >> endobj \n2 0 obj << >> endobj \ntrailer << /Root 1 0 R >>\nSTARTXREF\n9\n%%EOF\n',
    );
  });

  it('finds a header cut by the 1 MiB pieces it reads the file in, without splitting its number', async () => {
    const head = '%PDF-1.4\n%';
    for (const cut of [-3, -1, 0, 2, 6]) {
      const filler = 1024 * 1024 - head.length - 2 + cut;
      const file = `${head}${'x'.repeat(filler)} 123 0 obj << /A 1 >> endobj\n`;
      const text = await copyOf(Buffer.from(file, 'latin1'));
      expect(text.length, `cut ${cut}`).toBe(file.length + 1);
      expect(text, `cut ${cut}`).toContain(' \n123 0 obj');
    }
  });
});

describe('isClassicTableFile', () => {
  it('tells a classic cross-reference table from a cross-reference stream', async () => {
    const classic = (bytes: Buffer) =>
      withFileAsync(bytes, async (file, path) => isClassicTableFile(path, file.size));
    expect(await classic(manyObjectsPdf(2))).toBe(true);
    expect(await classic(indexedPdf({ 1: '<< /Type /Catalog >>' }))).toBe(false);
  });
});
