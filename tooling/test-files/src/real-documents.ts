import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cachedFiles, makerSource, programFingerprint } from './cached-files.js';

const runFile = promisify(execFile);

/** Files as visitors' programs write them, made fresh by those programs for the tests. */
export interface RealDocuments {
  /** A page printed to PDF by Chromium. */
  pdf: Buffer;
  /** The DOCX exported to PDF by LibreOffice (its streams' lengths are objects of their own). */
  libreofficePdf: Buffer;
  /**
   * A drawing with a link written to PDF by cairo 1.16 (rsvg-convert), GTK's, Inkscape's and
   * many Linux programs' PDF library: its table lists an object the file does not hold.
   */
  cairoPdf: Buffer;
  /** A Word document (DOCX) written by pandoc, with an ordinary web link and a TOC field in it. */
  docx: Buffer;
  /** A Word 97–2003 document (DOC) written by LibreOffice. */
  doc: Buffer;
  /** What AbiWord writes when asked for a Word 97 .doc: RTF (it has no binary .doc writer). */
  abiwordDoc: Buffer;
  /** A screenshot PNG taken by Chromium. */
  screenshot: Buffer;
  /** A photo as a phone saves it: a JPEG with EXIF (camera, date, GPS, a thumbnail) by ExifTool. */
  photo: Buffer;
  /** A second, plain JPEG (Chromium's), for what phones append after a photo. */
  plainJpeg: Buffer;
}

const page = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Propuesta de consultoría</title>
<style>body{font-family:sans-serif;margin:2em}h1{color:#1b5e20}td{border:1px solid #999;padding:4px}</style>
</head><body>
<h1>Propuesta de consultoría</h1>
<p>Bonos verdes y finanzas climáticas para cooperativas de la región. Más información en
<a href="https://verdalia.example/servicios">nuestro sitio</a>.</p>
<table><tr><td>Fase</td><td>Semanas</td></tr><tr><td>Diagnóstico</td><td>4</td></tr></table>
</body></html>
`;

/**
 * What every program is run with: a fixed date (SOURCE_DATE_EPOCH, which pandoc writes into
 * the document's properties instead of today's) and time zone, so that a file made again
 * from the same inputs is the same file where the program allows it.
 */
export const reproducible = { ...process.env, SOURCE_DATE_EPOCH: '1780000000', TZ: 'UTC' };

const run = (command: string, args: readonly string[]) =>
  runFile(command, args, { env: reproducible });

async function chromium(work: string, page: string, ...flags: string[]): Promise<void> {
  await run('/usr/bin/chromium', [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    `--user-data-dir=${path.join(work, `chromium-${flags.join('').replace(/\W/g, '')}`)}`,
    ...flags,
    page,
  ]);
}

/** A drawing with a link, as cairo draws it to PDF. */
const drawing = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="400" height="200">
<rect width="400" height="200" fill="#e8f5e9"/><text x="20" y="60" font-size="28" fill="#1b5e20">Propuesta de consultoría</text>
<a xlink:href="https://verdalia.example/servicios"><text x="20" y="120" font-size="18">nuestro sitio</text></a>
</svg>
`;

/** The programs the documents are made with: a new version of one makes them anew. */
export const documentPrograms = [
  '/usr/bin/chromium',
  'pandoc',
  'soffice',
  'abiword',
  'exiftool',
  'rsvg-convert',
];

const files = {
  pdf: 'page.pdf',
  libreofficePdf: 'libreoffice.pdf',
  cairoPdf: 'cairo.pdf',
  docx: 'page.docx',
  doc: 'page.doc',
  abiwordDoc: 'abiword.doc',
  screenshot: 'screenshot.png',
  photo: 'photo.jpg',
  plainJpeg: 'plain.jpg',
} as const satisfies Record<keyof RealDocuments, string>;

/**
 * Makes every file with its real program, at once (Chromium, pandoc, LibreOffice, AbiWord,
 * ExifTool from Debian; scripts/ensure-document-tools.sh installs them), once for their
 * inputs (the page, the programs' versions, this module): later calls, in this run or the
 * next, read them from `.cache/real-documents/` (cached-files.ts). Making them takes several
 * seconds of every core.
 */
export async function makeRealDocuments(): Promise<RealDocuments> {
  const dir = await cachedFiles(
    'real-documents',
    [page, drawing, makerSource(import.meta.url), ...documentPrograms.map(programFingerprint)],
    makeInto,
  );
  const read = async (name: string) => readFile(path.join(dir, name));
  return {
    pdf: await read(files.pdf),
    libreofficePdf: await read(files.libreofficePdf),
    cairoPdf: await read(files.cairoPdf),
    docx: await read(files.docx),
    doc: await read(files.doc),
    abiwordDoc: await read(files.abiwordDoc),
    screenshot: await read(files.screenshot),
    photo: await read(files.photo),
    plainJpeg: await read(files.plainJpeg),
  };
}

/** Makes the files into `dir`, working in a folder of its own (profiles stay out of the cache). */
async function makeInto(dir: string): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'verdalia-real-documents-'));
  try {
    const file = (name: string) => path.join(work, name);
    await writeFile(file('page.html'), page);
    const photoReady = (async () => {
      await chromium(
        work,
        file('page.html'),
        '--window-size=800,600',
        `--screenshot=${file('photo.jpg')}`,
      );
      // The picture before ExifTool touches it: the thumbnail, and the image phones append.
      await copyFile(file('photo.jpg'), file('plain.jpg'));
      await run('exiftool', [
        '-q',
        '-overwrite_original',
        '-Make=Google',
        '-Model=Pixel 8',
        '-Orientation#=1',
        '-DateTimeOriginal=2026:11:20 09:41:07',
        '-CreateDate=2026:11:20 09:41:07',
        '-ExposureTime=1/120',
        '-FNumber=1.7',
        '-ISO=64',
        '-GPSLatitude=4.6097',
        '-GPSLatitudeRef=N',
        '-GPSLongitude=74.0817',
        '-GPSLongitudeRef=W',
        `-ThumbnailImage<=${file('plain.jpg')}`,
        file('photo.jpg'),
      ]);
    })();
    await Promise.all([
      chromium(
        work,
        file('page.html'),
        `--print-to-pdf=${file('page.pdf')}`,
        '--no-pdf-header-footer',
      ),
      chromium(
        work,
        file('page.html'),
        '--window-size=800,600',
        `--screenshot=${file('screenshot.png')}`,
      ),
      photoReady,
      (async () => {
        // --toc: a table of contents, which Word keeps as a field (TOC), as long documents have.
        await run('pandoc', [
          '--from=html',
          '--to=docx',
          '--toc',
          '-o',
          file('page.docx'),
          file('page.html'),
        ]);
        // Each LibreOffice process needs a profile of its own: the two run side by side.
        const soffice = (profile: string, ...args: string[]) =>
          run('soffice', [
            '--headless',
            '--norestore',
            `-env:UserInstallation=file://${file(profile)}`,
            '--convert-to',
            ...args,
          ]);
        await Promise.all([
          soffice('libreoffice-profile', 'doc:MS Word 97', '--outdir', work, file('page.docx')),
          soffice(
            'libreoffice-pdf-profile',
            'pdf',
            '--outdir',
            file('libreoffice'),
            file('page.docx'),
          ),
        ]);
        await rename(path.join(file('libreoffice'), 'page.pdf'), file('libreoffice.pdf'));
      })(),
      run('abiword', ['--to=doc', '-o', file('abiword.doc'), file('page.html')]),
      (async () => {
        await writeFile(file('drawing.svg'), drawing);
        await run('rsvg-convert', ['--format=pdf', '-o', file('cairo.pdf'), file('drawing.svg')]);
      })(),
    ]);
    for (const name of Object.values(files)) await copyFile(file(name), path.join(dir, name));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
