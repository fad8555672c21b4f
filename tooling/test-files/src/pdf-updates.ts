/**
 * Incremental updates (ISO 32000-1, 7.5.6) written onto a PDF with a classic cross-reference
 * table, as editors save changes, with control over how the update's section lists each
 * object: where it is, as free, or not at all. How a file holds objects that a reader going by
 * the table never reads, while a reader that rebuilds its table by scanning the body (poppler,
 * whenever a reference lands on a free entry, beyond /Size or on a generation the table does
 * not hold) reads them.
 */

/** An object of the update and how its cross-reference section lists it. */
export interface UpdateObject {
  number: number;
  generation?: number;
  /** Its text; none for an object the update only lists as free (deleted). */
  body?: string;
  /** `in use` at its offset (the default), `free`, or `unlisted` (written but not in the table). */
  listed?: 'in use' | 'free' | 'unlisted';
}

/** What the PDF's last trailer says: its catalog's number and text, /Size, where its table is. */
function lastTrailer(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const root = [...text.matchAll(/\/Root (\d+) 0 R/g)].at(-1)?.[1];
  const previous = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1];
  const size = Number([...text.matchAll(/\/Size (\d+)/g)].at(-1)?.[1]);
  if (!root || !previous || !size) throw new Error('not a PDF with a classic trailer');
  const catalogs = [
    ...text.matchAll(new RegExp(`(?:^|\\n)${root} 0 obj\\s*<<([\\s\\S]*?)>>\\s*endobj`, 'g')),
  ];
  const catalog = catalogs.at(-1)?.[1];
  if (catalog === undefined) throw new Error('catalog not found');
  return { root: Number(root), previous: Number(previous), size, catalog };
}

/**
 * The PDF with an update holding `objects` and its catalog again with `catalogExtra` added (or
 * the catalog untouched when `catalogExtra` is undefined); the trailer's /Size is `size` when
 * given, else just past the highest number listed.
 */
export function pdfIncrement(
  pdf: Buffer,
  objects: readonly UpdateObject[],
  catalogExtra?: string,
  size?: number,
): Buffer {
  const trailer = lastTrailer(pdf);
  const all: UpdateObject[] = [...objects];
  if (catalogExtra !== undefined) {
    all.push({ number: trailer.root, body: `<<${trailer.catalog} ${catalogExtra}>>` });
  }
  let body = '\n';
  const rows: string[] = [];
  for (const object of all) {
    const generation = object.generation ?? 0;
    const offset = pdf.length + Buffer.byteLength(body, 'latin1');
    if (object.body !== undefined) {
      body += `${object.number} ${generation} obj\n${object.body}\nendobj\n`;
    }
    if (object.listed === 'unlisted') continue;
    const row =
      object.listed === 'free'
        ? `0000000000 ${String(generation + 1).padStart(5, '0')} f \n`
        : `${String(offset).padStart(10, '0')} ${String(generation).padStart(5, '0')} n \n`;
    rows.push(`${object.number} 1\n${row}`);
  }
  const xrefAt = pdf.length + Buffer.byteLength(body, 'latin1');
  const listed = all.filter((object) => object.listed !== 'unlisted').map((o) => o.number + 1);
  const newSize = size ?? Math.max(trailer.size, ...listed);
  const tail = `xref\n${rows.join('')}trailer\n<< /Size ${newSize} /Root ${trailer.root} 0 R /Prev ${trailer.previous} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([pdf, Buffer.from(body + tail, 'latin1')]);
}

/** A JavaScript action, written inline: what a reader runs when the document opens. */
export const scriptAction = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';

/** A name tree of document-level scripts holding `action` (poppler's `pdfinfo -js` lists it). */
export const scriptTree = (action = scriptAction) => `<< /Names [(hola) ${action}] >>`;

/**
 * The ways a script object can be in a PDF's body where a reader going by the table does not
 * read it and poppler does (each the catalog's /Names /JavaScript tree, which `pdfinfo -js`
 * prints): beyond /Size, listed as free, under a generation the table does not hold, and
 * deleted by a later update.
 */
export const hiddenScripts = {
  'a name tree beyond /Size': (pdf: Buffer) =>
    pdfIncrement(
      pdf,
      [{ number: 500, body: scriptTree(), listed: 'unlisted' }],
      '/Names << /JavaScript 500 0 R >>',
    ),
  'a name tree listed as free': (pdf: Buffer) =>
    pdfIncrement(
      pdf,
      [{ number: 90, body: scriptTree(), listed: 'free' }],
      '/Names << /JavaScript 90 0 R >>',
    ),
  'a name tree under a generation the table does not hold (90 1 R, the table 90 0)': (
    pdf: Buffer,
  ) =>
    pdfIncrement(
      pdf,
      [
        { number: 90, body: '<< /Names [] >>' },
        { number: 90, generation: 1, body: scriptTree(), listed: 'unlisted' },
      ],
      '/Names << /JavaScript 90 1 R >>',
    ),
  'a name tree deleted by a later update': (pdf: Buffer) =>
    pdfIncrement(
      pdfIncrement(pdf, [{ number: 90, body: scriptTree() }], '/Names << /JavaScript 90 0 R >>'),
      [{ number: 90, listed: 'free' }],
    ),
};

/**
 * A script action whose keys /S and /JS are each given twice, in a dictionary of more than 32
 * entries: qpdf keeps the last of each (a harmless GoTo with an empty script), poppler the
 * first (JavaScript) in a dictionary that large.
 */
export function duplicatedScriptKeys(pdf: Buffer): Buffer {
  const padding = Array.from({ length: 33 }, (_, index) => `/Pad${index} ${index}`).join(' ');
  const action = `<< /S /JavaScript /JS (app.alert\\(1\\)) ${padding} /S /GoTo /D [0 /Fit] /JS () >>`;
  return pdfIncrement(
    pdf,
    [{ number: 90, body: scriptTree(action) }],
    '/Names << /JavaScript 90 0 R >>',
  );
}

/**
 * The PDF with a link annotation on its first page running `action` when clicked (a URI,
 * GoToR, Thread... action dictionary): what `pdfinfo -url` lists.
 */
export function pdfWithLink(pdf: Buffer, action: string): Buffer {
  const text = pdf.toString('latin1');
  const page =
    /(?:^|\n)(\d+) 0 obj\s*<<((?:(?!endobj)[\s\S])*?\/Type\s*\/Page\b(?!s)[\s\S]*?)>>\s*endobj/.exec(
      text,
    );
  if (!page?.[1] || page[2] === undefined) throw new Error('no page object in the PDF');
  return pdfIncrement(pdf, [
    {
      number: 95,
      body: `<< /Type /Annot /Subtype /Link /Rect [72 72 272 92] /Border [0 0 0] /A ${action} >>`,
    },
    {
      number: Number(page[1]),
      body: `<<${page[2].replace(/\/Annots\s*(?:\[[^\]]*\]|\d+ \d+ R)/, '')} /Annots [95 0 R] >>`,
    },
  ]);
}
