import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { makeRealDocuments } from '@verdalia/test-files/real-documents';
import { debianSourceFiles } from './support/debian-corpus.js';
import { apachePoi } from './support/debian-source-documents.js';
import { verdictOf } from './support/verdict.js';

/**
 * How long one check may take before it counts as a hang: a guard, far beyond what these
 * files take (milliseconds) on a loaded machine, not a measure of speed.
 */
const hangGuardMs = 60_000;

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

// Every reader the check keeps (qpdf, cfb and the .doc's text and packages, yauzl and saxes for
// .docx, the carried-content scan) meets mutated real files: each gets a verdict from checkFile,
// never an error of our own code (a read past a buffer's end) nor a hang. The mutations are the
// same on every run: the seeds are made once for their inputs, with a fixed date
// (SOURCE_DATE_EPOCH), and the stream of numbers starts from each seed's length.
describe('mutated real files against the readers the check keeps', async () => {
  const real = await makeRealDocuments();
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
  const seeds: [string, Buffer][] = [
    ['chromium.pdf', real.pdf],
    ['libreoffice.pdf', real.libreofficePdf],
    ['libreoffice.doc', real.doc],
    ['word-2007-with-packages.doc', word2007],
    ['word-97-clip-art.doc', word97ClipArt],
    ['word-2007-with-excel-97.docx', docxWithWorkbook],
    ['pandoc.docx', real.docx],
    ['screenshot.png', real.screenshot],
    ['photo.jpg', real.photo],
  ];

  it.each(seeds)(
    '%s: 60 mutations, each checked to a verdict, leaving nothing behind',
    async (name, bytes) => {
      const next = random(0x9e3779b9 ^ bytes.length);
      const outcomes = { accepted: 0, refused: 0 };
      for (let index = 0; index < 60; index += 1) {
        // A check that throws (an error of our code, a library's) or hangs fails here.
        const verdict = await verdictOf(
          name,
          mutate(bytes, next),
          AbortSignal.timeout(hangGuardMs),
        );
        expect(verdict.leftovers, `${name} mutation ${index}`).toEqual([]);
        if (verdict.ok) outcomes.accepted += 1;
        else {
          outcomes.refused += 1;
          expect(verdict.reason, `${name} mutation ${index}`).not.toMatch(
            /RangeError|TypeError|ERR_OUT_OF_RANGE|ERR_BUFFER_OUT_OF_BOUNDS/,
          );
        }
      }
      process.stdout.write(
        `${name}: ${outcomes.accepted} accepted, ${outcomes.refused} refused of 60 mutations\n`,
      );
    },
  );
});
