import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import {
  contentProblems,
  projectPageAddressListSchema,
  projectPagesFile,
  type ContentFiles,
} from '@verdalia/shared';
import { format, resolveConfig } from 'prettier';

// The staff's CMS (apps/cms, built by its package's build) driving the repository's content in
// Chromium with no network: its own origin is answered from the build folder, anything else is
// refused. The folder picker of Sveltia CMS's local mode gets an in-browser folder (the origin
// private file system) seeded with the repository's content/, and the files it writes are read
// back out of it.

// Sveltia CMS follows the browser's language (staff see it in Spanish); the test reads its
// English labels.
test.use({ locale: 'en-US' });

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const adminDir = path.join(repoRoot, 'apps/cms/dist');
const origin = 'http://127.0.0.1:5181';
// The media types of the CMS's files and of the built site's.
const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

const contentFiles = readdirSync(path.join(repoRoot, 'content'), {
  recursive: true,
  withFileTypes: true,
})
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
const original = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** Seeds the origin's private file system with content/ and an empty .git, as a checkout. */
async function seedRepository(page: Page): Promise<void> {
  await page.goto(`${origin}/seed`);
  await page.evaluate(
    async (files) => {
      const root = await (
        await navigator.storage.getDirectory()
      ).getDirectoryHandle('repo', {
        create: true,
      });
      await root.getDirectoryHandle('.git', { create: true });
      for (const [file, text] of files) {
        const parts = file.split('/');
        let folder = root;
        for (const part of parts.slice(0, -1)) {
          folder = await folder.getDirectoryHandle(part, { create: true });
        }
        const writable = await (
          await folder.getFileHandle(parts.at(-1) ?? '', { create: true })
        ).createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    contentFiles.map((file) => [file, original(file)] as const),
  );
}

/** The text of a file of the in-browser checkout. */
function readBack(page: Page, file: string): Promise<string> {
  return page.evaluate(async (file) => {
    let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    const parts = file.split('/');
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
    return (await (await folder.getFileHandle(parts.at(-1) ?? '')).getFile()).text();
  }, file);
}

/** The bytes of a file of the in-browser checkout. */
async function readBytesBack(page: Page, file: string): Promise<Buffer> {
  const bytes = await page.evaluate(async (file) => {
    let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    const parts = file.split('/');
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
    const blob = await (await folder.getFileHandle(parts.at(-1) ?? '')).getFile();
    return [...new Uint8Array(await blob.arrayBuffer())];
  }, file);
  return Buffer.from(bytes);
}

/**
 * A checkout of what the website's build reads, in a folder of its own: the web app, the shared
 * package and the content, with the repository's installed packages linked in (pnpm's links
 * inside the packages are relative, so they resolve within the copy) and the image pipeline's
 * cache, so that only new photographs are derived.
 */
function buildableCopy(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'verdalia-cms-build-'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'));
  const skipped = /[\\/](dist(-[^\\/]*)?|\.turbo)$/;
  for (const part of ['package.json', 'content', 'tooling', 'packages/shared', 'apps/web']) {
    cpSync(path.join(repoRoot, part), path.join(copy, part), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !skipped.test(source) || part === 'packages/shared',
    });
  }
  const cache = path.join(repoRoot, '.cache/web-images');
  if (existsSync(cache)) cpSync(cache, path.join(copy, '.cache/web-images'), { recursive: true });
  return copy;
}

/** Runs the website's build in a copy, as `npm run build` does (its package's build script). */
async function buildSite(copy: string): Promise<void> {
  const web = path.join(copy, 'apps/web');
  const { scripts } = JSON.parse(readFileSync(path.join(web, 'package.json'), 'utf8')) as {
    scripts: { build: string };
  };
  await promisify(execFile)('sh', ['-c', scripts.build], {
    cwd: web,
    env: {
      ...process.env,
      PATH: [
        path.join(web, 'node_modules/.bin'),
        path.dirname(process.execPath),
        process.env.PATH,
      ].join(path.delimiter),
      WEB_BUILD_DIR: 'dist',
    },
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** The names of a folder's files in the in-browser checkout. */
function listBack(page: Page, dir: string): Promise<string[]> {
  return page.evaluate(async (dir) => {
    let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    for (const part of dir.split('/')) folder = await folder.getDirectoryHandle(part);
    const names: string[] = [];
    for await (const name of folder.keys()) names.push(name);
    return names;
  }, dir);
}

/** A photograph as a camera would give it: a JPEG, drawn by the browser. */
function photograph(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const canvas = new OffscreenCanvas(640, 640);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 640, 640);
    gradient.addColorStop(0, '#0b4f6c');
    gradient.addColorStop(1, '#2e7d32');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 640);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
    return [...new Uint8Array(await blob.arrayBuffer())];
  });
}

async function prettierClean(file: string, text: string): Promise<boolean> {
  const filepath = path.join(repoRoot, file);
  const options = (await resolveConfig(filepath)) ?? {};
  return (await format(text, { ...options, filepath })) === text;
}

test('staff edit a project’s Portuguese title, a role and a photograph; the files stay clean, and the built site shows them', async ({
  context,
  page,
}) => {
  // The CMS renders 26 projects in three languages and the site is built once: slow on a loaded
  // machine, and every wait below is for a condition; this bounds the whole run, not a step.
  test.setTimeout(600_000);
  const foreign: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      foreign.push(route.request().url());
      return route.abort();
    },
  );
  await context.route(`${origin}/**`, (route) => {
    const pathname = new URL(route.request().url()).pathname;
    if (pathname === '/seed') return route.fulfill({ body: '<!doctype html><title>seed</title>' });
    const file = path.join(adminDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    return route.fulfill({
      body: readFileSync(file),
      contentType: types[path.extname(file)] ?? 'application/octet-stream',
    });
  });
  await seedRepository(page);
  // Sveltia CMS's local mode asks for the checkout's folder; the in-browser one answers.
  await context.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () =>
        (await navigator.storage.getDirectory()).getDirectoryHandle('repo'),
    });
  });

  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // Reading the checkout takes a while on a busy machine: a condition, not a time, is awaited.
  await expect(page.getByRole('treeitem', { name: 'Proyectos' })).toBeVisible({ timeout: 30_000 });

  // 1. A project's Portuguese title.
  const newTitle = 'Linha de crédito verde para pequenas empresas da América Central';
  await page.goto(`${origin}/#/collections/projects/entries/projects`);
  await page.getByRole('radio', { name: 'Portuguese' }).first().click();
  await page.getByRole('textbox', { name: 'Título' }).first().fill(newTitle);
  await page.getByRole('button', { name: 'Save' }).click();
  // Saved, the CMS closes the editor and shows the collection.
  await expect(page.getByRole('main', { name: /Proyectos.*Collection/ })).toBeVisible({
    timeout: 30_000,
  });

  // 2. A team member's role, and 3. a photograph in place of the portrait.
  const newRole = 'Directora ejecutiva';
  await page.goto(`${origin}/#/collections/team/entries/team`);
  await page.getByRole('textbox', { name: 'Cargo' }).first().fill(newRole);
  await page
    .getByRole('group', { name: /Fotografía/ })
    .first()
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'valeria-montenegro.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(await photograph(page)),
    });
  // The field names the new file once the CMS has taken it: saving earlier saves no photograph.
  await expect(
    page
      .getByRole('group', { name: /Fotografía/ })
      .first()
      .getByRole('textbox'),
  ).toHaveText(/valeria-montenegro/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main', { name: /Equipo.*Collection/ })).toBeVisible({
    timeout: 30_000,
  });

  // 4. The files changed where staff changed them, and nowhere else, and stay Prettier-clean.
  const projectsPt = await readBack(page, 'content/projects/pt.json');
  const teamEs = await readBack(page, 'content/team/es.json');
  const projects = JSON.parse(projectsPt) as { id: number; title: string }[];
  const team = JSON.parse(teamEs) as { id: string; position: string; photo?: string }[];
  expect(projects[0]?.title).toBe(newTitle);
  expect(team[0]?.position).toBe(newRole);
  expect(team[0]?.photo).toMatch(/^\/content\/images\/team\/valeria-montenegro.*\.jpe?g$/);
  expect(await listBack(page, 'content/images/team')).toContain(
    path.basename(team[0]?.photo ?? ''),
  );
  for (const [file, text] of [
    ['content/projects/pt.json', projectsPt],
    ['content/team/es.json', teamEs],
  ] as const) {
    expect(await prettierClean(file, text), file).toBe(true);
    // Only the edited lines differ: the CMS keeps key order and formatting.
    const before = original(file).split('\n');
    const after = text.split('\n');
    expect(after.length, file).toBe(before.length);
    expect(after.filter((line, index) => line !== before[index]).length, file).toBeLessThanOrEqual(
      2,
    );
  }
  for (const file of ['content/projects/es.json', 'content/projects/en.json']) {
    expect(await readBack(page, file), file).toBe(original(file));
  }
  // The photograph is entered once: every language's file names it, nothing else changed there.
  const teamPt = await readBack(page, 'content/team/pt.json');
  expect(teamPt).toBe(
    original('content/team/pt.json').replace(
      original('content/team/pt.json').match(/"photo": "[^"]*"/)?.[0] ?? '',
      `"photo": "${team[0]?.photo ?? ''}"`,
    ),
  );

  // The build's content check accepts what the CMS wrote.
  const written = new Map([
    ['content/projects/pt.json', projectsPt],
    ['content/team/es.json', teamEs],
    ['content/team/en.json', await readBack(page, 'content/team/en.json')],
    ['content/team/pt.json', teamPt],
  ]);
  const files: ContentFiles = {
    read: (file) => ({ ok: true, data: JSON.parse(written.get(file) ?? original(file)) }),
    imageExists: (image) => image === team[0]?.photo || contentFiles.includes(image.slice(1)),
  };
  expect(contentProblems(files)).toEqual([]);
  expect(foreign).toEqual([]);

  // 5. The site built from what the CMS wrote shows the new title on the project's own page,
  // and the new role and the photograph on the about page.
  const copy = buildableCopy();
  try {
    for (const [file, text] of written) writeFileSync(path.join(copy, file), text);
    const photo = (team[0]?.photo ?? '').slice(1);
    mkdirSync(path.dirname(path.join(copy, photo)), { recursive: true });
    writeFileSync(path.join(copy, photo), await readBytesBack(page, photo));
    const buildStarted = performance.now();
    await buildSite(copy);
    // A figure for docs/editing-content.md (how long until a change shows), not a limit.
    console.warn(
      `cms: the site built from the CMS's files in ${((performance.now() - buildStarted) / 1000).toFixed(1)} s`,
    );
    const site = path.join(copy, 'apps/web/dist/client');
    const pages = projectPageAddressListSchema.parse(
      JSON.parse(readFileSync(path.join(copy, 'apps/web/dist', projectPagesFile), 'utf8')),
    );
    const projectPage = pages.find(
      (entry) => entry.project === projects[0]?.id && entry.language === 'pt',
    );
    expect(projectPage, 'the first project has a Portuguese page').toBeDefined();

    const siteOrigin = 'http://127.0.0.1:5182';
    await context.route(`${siteOrigin}/**`, (route) => {
      const pathname = decodeURIComponent(new URL(route.request().url()).pathname);
      // A page is its .html file; a folder (`/en`) is not a file.
      const file = [path.join(site, pathname), path.join(site, `${pathname}.html`)].find(
        (candidate) =>
          candidate.startsWith(site) && statSync(candidate, { throwIfNoEntry: false })?.isFile(),
      );
      const served = file && pathname !== '/' ? file : path.join(site, 'index.html');
      return route.fulfill({
        body: readFileSync(served),
        contentType: types[path.extname(served)] ?? 'application/octet-stream',
      });
    });
    await page.goto(`${siteOrigin}${projectPage?.path ?? ''}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);

    await page.goto(`${siteOrigin}/nosotros`);
    const member = page.locator('article, li').filter({ hasText: newRole }).first();
    await expect(member).toBeVisible();
    // The portrait loads lazily: it is brought on screen as a visitor scrolling to it would.
    const portrait = member.locator('img').first();
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toHaveJSProperty('complete', true);
    expect(
      await portrait.evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    expect(await portrait.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /valeria-montenegro/,
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
