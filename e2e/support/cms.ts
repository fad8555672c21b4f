import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { contentProblems, type ContentFolder } from '@verdalia/shared';
import { contentFolderAt } from '@verdalia/shared/content-folder';
import { format, resolveConfig } from 'prettier';
import { repoRoot } from './content';

// The staff's CMS (apps/cms, built by its package's build) driving the repository's content in
// Chromium with no network: its own origin is answered from the build folder, anything else is
// refused. The folder picker of Sveltia CMS's local mode gets an in-browser folder (the origin
// private file system) seeded with the repository's content/, and the files it writes are read
// back out of it.

const adminDir = path.join(repoRoot, 'apps/cms/dist');
export const cmsOrigin = 'http://127.0.0.1:5181';

/** The media types of the CMS's files and of the built site's. */
export const mediaTypes: Record<string, string> = {
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

/** Every file of content/, by its path from the repository's root. */
export const contentFiles = readdirSync(path.join(repoRoot, 'content'), {
  recursive: true,
  withFileTypes: true,
})
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));

/** A file of the repository as committed. */
export const original = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** Seeds the origin's private file system with content/ and an empty .git, as a checkout. */
async function seedRepository(page: Page): Promise<void> {
  await page.goto(`${cmsOrigin}/seed`);
  await page.evaluate(
    async (files) => {
      const storage = await navigator.storage.getDirectory();
      const root = await storage.getDirectoryHandle('repo', { create: true });
      await root.getDirectoryHandle('.git', { create: true });
      for (const [file, text] of files) {
        const parts = file.split('/');
        let folder = root;
        for (const part of parts.slice(0, -1)) {
          folder = await folder.getDirectoryHandle(part, { create: true });
        }
        const handle = await folder.getFileHandle(parts.at(-1) ?? '', { create: true });
        const writable = await handle.createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    contentFiles.map((file) => [file, original(file)] as const),
  );
}

/**
 * Opens the CMS on a checkout of the repository's content in local mode, the way staff do
 * (Work with Local Repository, then the folder). Returns the requests to other origins, which
 * were refused: the admin must work offline.
 */
export async function openCms(context: BrowserContext, page: Page): Promise<string[]> {
  const foreign: string[] = [];
  await context.route(
    (url) => url.origin !== cmsOrigin && !url.href.startsWith(siteOrigin),
    (route) => {
      foreign.push(route.request().url());
      return route.abort();
    },
  );
  await context.route(`${cmsOrigin}/**`, (route) => {
    const pathname = new URL(route.request().url()).pathname;
    if (pathname === '/seed') return route.fulfill({ body: '<!doctype html><title>seed</title>' });
    const file = path.join(adminDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    return route.fulfill({
      body: readFileSync(file),
      contentType: mediaTypes[path.extname(file)] ?? 'application/octet-stream',
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
  await page.goto(`${cmsOrigin}/`);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // Reading the checkout takes a while on a busy machine: a condition, not a time, is awaited.
  await expect(page.getByRole('treeitem', { name: 'Proyectos' })).toBeVisible({ timeout: 60_000 });
  return foreign;
}

/** The folder of the in-browser checkout a path is in, walked from the root. */
async function folderOf(page: Page, dir: string, file: string | null) {
  return page.evaluate(
    async ({ dir, file }) => {
      let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
      for (const part of dir.split('/').filter(Boolean)) {
        folder = await folder.getDirectoryHandle(part);
      }
      if (file === null) {
        const names: string[] = [];
        for await (const name of folder.keys()) names.push(name);
        return { names, bytes: [] as number[] };
      }
      const blob = await (await folder.getFileHandle(file)).getFile();
      return { names: [], bytes: [...new Uint8Array(await blob.arrayBuffer())] };
    },
    { dir, file },
  );
}

/** The bytes of a file of the in-browser checkout. */
export async function readBytesBack(page: Page, file: string): Promise<Buffer> {
  const { bytes } = await folderOf(page, path.posix.dirname(file), path.posix.basename(file));
  return Buffer.from(bytes);
}

/** The text of a file of the in-browser checkout. */
export async function readBack(page: Page, file: string): Promise<string> {
  return (await readBytesBack(page, file)).toString('utf8');
}

/** The names of a folder's files in the in-browser checkout. */
export async function listBack(page: Page, dir: string): Promise<string[]> {
  return (await folderOf(page, dir, null)).names;
}

/** Every file under content/ of the in-browser checkout, by its path from the root. */
export async function contentBack(page: Page): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const walk = async (dir: string): Promise<void> => {
    for (const name of await listBack(page, dir)) {
      const file = `${dir}/${name}`;
      const isFolder = await page.evaluate(
        async ({ dir, name }) => {
          let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
          for (const part of dir.split('/')) folder = await folder.getDirectoryHandle(part);
          for await (const [key, handle] of folder.entries()) {
            if (key === name) return handle.kind === 'directory';
          }
          return false;
        },
        { dir, name },
      );
      if (isFolder) await walk(file);
      else files.set(file, await readBytesBack(page, file));
    }
  };
  await walk('content');
  return files;
}

/**
 * A checkout of what the website's build reads, in a folder of its own, with `content/` as the
 * CMS left it: the web app, the shared package, with the repository's installed packages linked
 * in (pnpm's links inside the packages are relative, so they resolve within the copy) and the
 * image pipeline's cache, so that only new photographs are derived.
 */
export function buildableCopy(content: Map<string, Buffer>): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'verdalia-cms-build-'));
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(copy, 'node_modules'));
  const skipped = /[\\/](dist(-[^\\/]*)?|\.turbo)$/;
  for (const part of [
    'package.json',
    'content/package.json',
    'tooling',
    'packages/shared',
    'apps/web',
  ]) {
    cpSync(path.join(repoRoot, part), path.join(copy, part), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !skipped.test(source) || part === 'packages/shared',
    });
  }
  for (const [file, bytes] of content) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    writeFileSync(path.join(copy, file), bytes);
  }
  const cache = path.join(repoRoot, '.cache/web-images');
  if (existsSync(cache)) cpSync(cache, path.join(copy, '.cache/web-images'), { recursive: true });
  return copy;
}

/** Runs the website's build in a copy, as `npm run build` does (its package's build script). */
export async function buildSite(copy: string): Promise<{ seconds: number }> {
  const web = path.join(copy, 'apps/web');
  const { scripts } = JSON.parse(readFileSync(path.join(web, 'package.json'), 'utf8')) as {
    scripts: { build: string };
  };
  const started = performance.now();
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
  return { seconds: (performance.now() - started) / 1000 };
}

export const siteOrigin = 'http://127.0.0.1:5182';

/** Serves a built site (its client/ folder) at `siteOrigin`, as a static host would. */
export async function serveSite(context: BrowserContext, site: string): Promise<void> {
  await context.route(`${siteOrigin}/**`, (route) => {
    const pathname = decodeURIComponent(new URL(route.request().url()).pathname);
    // A page is its .html file; a folder (`/en`) is not a file.
    const file = [path.join(site, pathname), path.join(site, `${pathname}.html`)].find(
      (candidate) =>
        candidate.startsWith(site) && statSync(candidate, { throwIfNoEntry: false })?.isFile(),
    );
    if (!file && pathname !== '/') return route.fulfill({ status: 404, body: 'not found' });
    const served = file && pathname !== '/' ? file : path.join(site, 'index.html');
    return route.fulfill({
      body: readFileSync(served),
      contentType: mediaTypes[path.extname(served)] ?? 'application/octet-stream',
    });
  });
}

/** Whether a text is as Prettier (content/ uses its json-stringify parser) writes it. */
export async function prettierClean(file: string, text: string): Promise<boolean> {
  const filepath = path.join(repoRoot, file);
  const options = (await resolveConfig(filepath)) ?? {};
  return (await format(text, { ...options, filepath })) === text;
}

/** The content rules on content/ as the CMS left it. */
export function problemsIn(content: Map<string, Buffer>): string[] {
  const folder: ContentFolder = {
    list: (dir) =>
      [...content.keys()]
        .filter((file) => path.posix.dirname(file) === dir && file.endsWith('.json'))
        .map((file) => path.posix.basename(file)),
    read: (file) => {
      const bytes = content.get(file);
      if (!bytes) return { ok: false, reason: 'the file is missing.' };
      try {
        return { ok: true, data: JSON.parse(bytes.toString('utf8')) as unknown };
      } catch {
        return { ok: false, reason: 'the file is not valid JSON.' };
      }
    },
    imageExists: (image) => content.has(image.slice(1)),
  };
  return contentProblems(folder);
}

/** The repository's own content, for comparison. */
export const repositoryContent = contentFolderAt(repoRoot);

/**
 * A phone's photograph as staff would upload it (Debian's forensics-samples-files: 4000 × 3000,
 * GPS position, make, model), fetched once into the repository's cache by the image pipeline's
 * own helper (apps/web/scripts/images/camera-photos.ts).
 */
export async function cameraPhotograph(): Promise<Buffer> {
  const helper = path.join(repoRoot, 'apps/web/scripts/images/camera-photos.ts');
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '-e',
    `const m = await import(${JSON.stringify(helper)}); process.stdout.write(path.join(await m.cameraPhotosFolder(), m.cameraPhotoFiles.upright));`.replace(
      'path.join',
      '(await import("node:path")).join',
    ),
  ]);
  return readFileSync(stdout.trim());
}

/** The editor's pane of a language (Sveltia shows two side by side: Spanish and another). */
export function pane(page: Page, language: 'Spanish' | 'English' | 'Portuguese') {
  return page.getByRole('group', { name: new RegExp(`^Edit .${language}. Content$`) });
}

/** A field of a pane, by its label (Sveltia's group "“Label” Field"). */
export function field(scope: Page | ReturnType<Page['getByRole']>, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('group', { name: new RegExp(`^“.${escaped}.” Field$`) }).first();
}
