import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AttachmentMime } from '@verdalia/shared';
import { AttachmentInspector, inspectionLimits } from '../src/attachments/attachment-inspector.js';
import { tempDir } from './helper.js';
import { debianSourceFiles } from './support/debian-corpus.js';
import { apachePoi } from './support/debian-source-documents.js';
import { makeRealDocuments } from './support/real-documents.js';

/** A deterministic stream of numbers (xorshift32): the same mutations on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

/**
 * The file changed the way damage and crafting change files: bytes flipped, a stretch cut
 * out, a stretch repeated, random bytes inserted, the end cut off.
 */
function mutate(bytes: Buffer, next: () => number): Buffer {
  const at = () => Math.floor(next() * bytes.length);
  const kind = Math.floor(next() * 5);
  const copy = Buffer.from(bytes);
  switch (kind) {
    case 0:
      for (let count = 1 + Math.floor(next() * 16); count > 0; count -= 1)
        copy[at()] = Math.floor(next() * 256);
      return copy;
    case 1: {
      const from = at();
      return Buffer.concat([
        copy.subarray(0, from),
        copy.subarray(from + Math.floor(next() * 4096)),
      ]);
    }
    case 2: {
      const from = at();
      const piece = copy.subarray(from, from + Math.floor(next() * 4096));
      return Buffer.concat([copy.subarray(0, from), piece, piece, copy.subarray(from)]);
    }
    case 3: {
      const from = at();
      const noise = Buffer.from(
        Array.from({ length: 1 + Math.floor(next() * 512) }, () => Math.floor(next() * 256)),
      );
      return Buffer.concat([copy.subarray(0, from), noise, copy.subarray(from)]);
    }
    default:
      return copy.subarray(0, Math.max(8, at()));
  }
}

// Every reader the check keeps (the PDF object reader, cfb and the .doc's text and packages,
// yauzl and saxes for .docx, the carried-content scan) meets mutated real files on the bounded workers
// production uses: each file gets a verdict, never a crash, a hang past the time bound, a heap
// exhausted, or an error of our own code (a read past a buffer's end).
describe('mutated real files against the readers the check keeps', async () => {
  const real = await makeRealDocuments(await tempDir('fuzz-real'));
  // Word 2007's: its theme, PowerPoint's DrawingML and an embedded 2007 document are ZIPs in
  // its streams; Word 97's clip art is an OLE 1.0 object; a Word 2007 .docx holds an Excel 97
  // workbook, a compound file (attachment-corpus.test.ts).
  const poiFiles = [
    'test-data/document/word_with_embeded_ooxml.doc',
    'test-data/hpsf/TestSectionDictionary.doc',
    'test-data/document/EmbeddedDocument.docx',
  ];
  const poi = await debianSourceFiles(apachePoi, poiFiles);
  const [word2007, word97ClipArt, docxWithWorkbook] = await Promise.all(
    poiFiles.map((file) => readFile(poi(file))),
  );
  if (!word2007 || !word97ClipArt || !docxWithWorkbook) {
    throw new Error('Apache POI test files missing');
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'verdalia-fuzz-'));
  const inspector = new AttachmentInspector(inspectionLimits);
  afterAll(async () => {
    await inspector.close();
    await rm(dir, { recursive: true, force: true });
  });
  const seeds: [string, Buffer, AttachmentMime][] = [
    ['chromium.pdf', real.pdf, 'application/pdf'],
    ['libreoffice.pdf', real.libreofficePdf, 'application/pdf'],
    ['libreoffice.doc', real.doc, 'application/msword'],
    ['word-2007-with-packages.doc', word2007, 'application/msword'],
    ['word-97-clip-art.doc', word97ClipArt, 'application/msword'],
    [
      'word-2007-with-excel-97.docx',
      docxWithWorkbook,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'pandoc.docx',
      real.docx,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['screenshot.png', real.screenshot, 'image/png'],
    ['photo.jpg', real.photo, 'image/jpeg'],
  ];

  it.each(seeds)(
    '%s: 60 mutations, each checked to a verdict within the bounds',
    async (name, bytes, mime) => {
      const next = random(0x9e3779b9 ^ bytes.length);
      const outcomes = { accepted: 0, refused: 0 };
      for (let index = 0; index < 60; index += 1) {
        const file = path.join(dir, `${index}-${name}`);
        await writeFile(file, mutate(bytes, next));
        const verdict = await inspector.inspect(file, mime, `fuzz-${index}`);
        if (verdict.ok) outcomes.accepted += 1;
        else {
          outcomes.refused += 1;
          expect(verdict.reason, file).not.toMatch(
            /^check failed|^the check stopped|^not checked within/,
          );
          expect(verdict.reason, file).not.toMatch(
            /RangeError|TypeError|ERR_OUT_OF_RANGE|ERR_BUFFER_OUT_OF_BOUNDS/,
          );
        }
        await rm(file);
      }
      process.stdout.write(
        `${name}: ${outcomes.accepted} accepted, ${outcomes.refused} refused of 60 mutations\n`,
      );
    },
  );
});
