// Compares two builds of the site (their client/ folders): every page, list, sitemap and robots
// file of the first must be in the second with the same text, once the content-hashed names of
// the scripts, stylesheets and image variants are set aside (a chunk's hash changes with how its
// module is made, a variant's with how it is derived, not with what a page shows). Used to show
// that a change of how content/ is stored changes no page (docs/decisions/0008-content-entries.md):
//   node apps/web/scripts/content/compare-builds.mjs <before>/client <after>/client
// Exits 1, listing them, when a file differs or is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: compare-builds.mjs <before client folder> <after client folder>');
  process.exit(2);
}

/** Every file under `dir`, by its path from there. */
const filesUnder = (dir, prefix = '') =>
  readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
const compared = (file) => /\.(html|json|xml|txt)$/.test(file) && !file.startsWith('content/');
const withoutHashes = (text) =>
  text
    .replace(/\/assets\/([\w.-]+?)-[\w-]{8}\.(js|css)/g, '/assets/$1.$2')
    .replace(/\/assets\/images\/([\w-]+?)-[0-9a-f]{10}-(\d+)\.(\w+)/g, '/assets/images/$1-$2.$3');

const files = filesUnder(before).filter(compared);
const missing = files.filter((file) => !existsSync(path.join(after, file)));
let identical = 0;
const differing = [];
for (const file of files.filter((name) => !missing.includes(name))) {
  const [old, now] = [before, after].map((dir) => readFileSync(path.join(dir, file), 'utf8'));
  if (old === now) identical += 1;
  else if (withoutHashes(old) !== withoutHashes(now)) differing.push(file);
}
const added = filesUnder(after).filter((file) => compared(file) && !files.includes(file));
console.warn(
  `${files.length} files compared: ${files.length - missing.length - differing.length} the same ` +
    `(${identical} byte for byte, the others but for hashed asset names), ` +
    `${differing.length} differing, ${missing.length} missing, ${added.length} new`,
);
for (const file of [...differing, ...missing]) console.error(`- ${file}`);
if (differing.length > 0 || missing.length > 0) process.exit(1);
