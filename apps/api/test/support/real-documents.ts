import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';

const run = promisify(execFile);

/** Files as visitors' programs write them, made fresh by those programs for the tests. */
export interface RealDocuments {
  /** A page printed to PDF by Chromium. */
  pdf: Buffer;
  /** The DOCX exported to PDF by LibreOffice (its streams' lengths are objects of their own). */
  libreofficePdf: Buffer;
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

async function chromium(dir: string, ...flags: string[]): Promise<void> {
  await run('/usr/bin/chromium', [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    `--user-data-dir=${path.join(dir, `chromium-${flags.join('').replace(/\W/g, '')}`)}`,
    ...flags,
    path.join(dir, 'page.html'),
  ]);
}

/**
 * Makes every file with its real program, at once (Chromium, pandoc, LibreOffice, AbiWord,
 * ExifTool from Debian; scripts/ensure-document-tools.sh installs them). Takes a few seconds:
 * call once per test file.
 */
export async function makeRealDocuments(dir: string): Promise<RealDocuments> {
  const file = (name: string) => path.join(dir, name);
  await writeFile(file('page.html'), page);
  const photoReady = (async () => {
    await chromium(dir, '--window-size=800,600', `--screenshot=${file('photo.jpg')}`);
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
    chromium(dir, `--print-to-pdf=${file('page.pdf')}`, '--no-pdf-header-footer'),
    chromium(dir, '--window-size=800,600', `--screenshot=${file('screenshot.png')}`),
    photoReady,
    (async () => {
      // --toc: a table of contents, which Word keeps as a field (TOC), as long documents have.
      const pandoc = ['--from=html', '--to=docx', '--toc', '-o', file('page.docx')];
      await run('pandoc', [...pandoc, file('page.html')]);
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
        soffice('libreoffice-profile', 'doc:MS Word 97', '--outdir', dir, file('page.docx')),
        soffice(
          'libreoffice-pdf-profile',
          'pdf',
          '--outdir',
          file('libreoffice'),
          file('page.docx'),
        ),
      ]);
    })(),
    run('abiword', ['--to=doc', '-o', file('abiword.doc'), file('page.html')]),
  ]);
  return {
    pdf: await readFile(file('page.pdf')),
    libreofficePdf: await readFile(path.join(file('libreoffice'), 'page.pdf')),
    docx: await readFile(file('page.docx')),
    doc: await readFile(file('page.doc')),
    abiwordDoc: await readFile(file('abiword.doc')),
    screenshot: await readFile(file('screenshot.png')),
    photo: await readFile(file('photo.jpg')),
    plainJpeg: await readFile(file('plain.jpg')),
  };
}

/** A PNG of random pixels (it does not compress): a photo's weight without a photo. */
function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let state = 2463534242;
  for (let at = 0; at < rows.length; at += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    rows[at] = at % (width * 3 + 1) === 0 ? 0 : state & 0xff;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Word 97 documents (.doc) written by LibreOffice from other programs' documents (the .docx
 * files given), and one above 7 MiB holding a large picture: a compound file that size
 * needs a DIFAT sector. Returns each file's name and bytes.
 */
export async function makeLibreOfficeDocs(
  dir: string,
  sources: string[],
): Promise<Map<string, Buffer>> {
  await mkdir(dir, { recursive: true });
  // The picture inside the page (a data: address), so that Writer embeds it rather than links it.
  const picture = noisePng(2400, 1200).toString('base64');
  await writeFile(
    path.join(dir, 'informe-con-foto.html'),
    `<!doctype html><html><body><h1>Informe de campo</h1><p>Foto del vivero.</p><img src="data:image/png;base64,${picture}" width="600"></body></html>`,
  );
  const inputs = [...sources, path.join(dir, 'informe-con-foto.html')];
  const convert = (files: string[], ...options: string[]) =>
    run('soffice', [
      '--headless',
      '--norestore',
      `-env:UserInstallation=file://${path.join(dir, 'libreoffice-profile')}`,
      ...options,
      '--convert-to',
      'doc:MS Word 97',
      '--outdir',
      path.join(dir, 'out'),
      ...files,
    ]);
  await convert(sources);
  // A web page opens in Writer/Web unless Writer's own HTML filter is named.
  await convert([path.join(dir, 'informe-con-foto.html')], '--infilter=HTML (StarWriter)');
  const made = new Map<string, Buffer>();
  for (const input of inputs) {
    const name = `${path.basename(input).replace(/\.[^.]+$/, '')}.doc`;
    made.set(name, await readFile(path.join(dir, 'out', name)));
  }
  return made;
}
