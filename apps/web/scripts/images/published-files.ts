// Build step (last): the built site publishes no upload as it came and no camera metadata.
// Every file of the client build is read: an image may carry no EXIF, XMP or IPTC block (where
// a camera writes its GPS position, make, model and serial number), no file may hold EXIF's
// marker, and none may be byte for byte a file of content/images (what staff uploaded). Stops
// the build naming each file and what it carries.
//   node scripts/images/published-files.ts [client folder] [uploads folder]
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const rasterImages = /\.(avif|gif|jpe?g|png|tiff?|webp|heic|heif)$/i;
/** EXIF's header inside a JPEG, WebP or PNG: "Exif" and two zero bytes. */
const exifMarker = Buffer.from('Exif\0\0', 'latin1');
/** An SVG's own metadata element, or a text that names a position or a camera. */
const revealingText = /<metadata[\s>]|GPSLatitude|exif:|tiff:Make/i;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** What each published file carries that it must not: one sentence per file and problem. */
export async function publishedFileProblems(
  siteDir: string,
  uploadsDir: string,
): Promise<string[]> {
  const uploads = new Map<string, string>();
  for (const file of await filesUnder(uploadsDir).catch(() => [])) {
    uploads.set(digest(await readFile(file)), path.basename(file));
  }
  const problems: string[] = [];
  for (const file of await filesUnder(siteDir)) {
    const data = await readFile(file);
    const name = path.relative(siteDir, file);
    const upload = uploads.get(digest(data));
    if (upload) problems.push(`${name} is the upload ${upload} as it came`);
    if (rasterImages.test(file)) {
      const { exif, xmp, iptc } = await sharp(data).metadata();
      const blocks = Object.entries({ EXIF: exif, XMP: xmp, IPTC: iptc })
        .filter(([, block]) => block !== undefined)
        .map(([kind]) => kind);
      if (blocks.length > 0) problems.push(`${name} carries ${blocks.join(', ')} metadata`);
    }
    if (data.includes(exifMarker)) problems.push(`${name} holds an EXIF block`);
    if (/\.(svg|html|json|xml|txt)$/i.test(file) && revealingText.test(data.toString('utf8'))) {
      problems.push(`${name} holds metadata (${revealingText.exec(data.toString('utf8'))?.[0]})`);
    }
  }
  return problems;
}

if (import.meta.main) {
  const webRoot = path.resolve(import.meta.dirname, '../..');
  const siteDir = path.resolve(
    process.argv[2] ?? path.join(webRoot, process.env.WEB_BUILD_DIR ?? 'dist', 'client'),
  );
  const uploadsDir = path.resolve(process.argv[3] ?? path.join(webRoot, '../../content/images'));
  const problems = [...new Set(await publishedFileProblems(siteDir, uploadsDir))];
  if (problems.length > 0) {
    console.error(
      `The built site would publish what it must not (docs/editing-content.md, photographs):\n` +
        problems.map((problem) => `- ${problem}`).join('\n'),
    );
    process.exit(1);
  }
  console.warn(
    `${path.relative(process.cwd(), siteDir)}: no upload as it came, no camera or location metadata`,
  );
}
