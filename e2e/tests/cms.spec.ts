import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { projectPageAddressListSchema, projectPagesFile } from '@verdalia/shared';
import {
  buildableCopy,
  buildSite,
  cmsOrigin,
  contentBack,
  listBack,
  openCms,
  original,
  prettierClean,
  problemsIn,
  readBack,
  serveSite,
  siteOrigin,
} from '../support/cms';

// Staff's actions in the CMS (Sveltia CMS, apps/cms) on the repository's content, in Chromium
// with no network (support/cms.ts): each leaves content/ as the build accepts it.

// Sveltia CMS follows the browser's language (staff see it in Spanish); the tests read its
// English labels.
test.use({ locale: 'en-US' });

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

/** Saves the entry open in the editor; saved, the CMS closes it and shows the collection. */
async function save(page: Page, collection: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('main', { name: collection })).toBeVisible({ timeout: 30_000 });
}

const solarFile =
  'content/projects/factibilidad-de-un-parque-solar-de-50-mw-en-republica-dominicana.json';
const valeriaFile = 'content/team/valeria.json';

test('staff edit a project’s Portuguese title, a role and a photograph; only those lines change, and the built site shows them', async ({
  context,
  page,
}) => {
  // The site is built once: slow on a loaded machine, and every wait below is for a condition;
  // this bounds the whole run, not a step.
  test.setTimeout(600_000);
  const foreign = await openCms(context, page);

  // 1. A project's Portuguese title.
  const newTitle = 'Viabilidade de um parque solar de 50 MW na República Dominicana, revista';
  await page.goto(
    `${cmsOrigin}/#/collections/projects/entries/${path.basename(solarFile, '.json')}`,
  );
  await page.getByRole('radio', { name: 'Portuguese' }).first().click();
  await page.getByRole('textbox', { name: 'Título' }).first().fill(newTitle);
  await save(page, /Proyectos.*Collection/);

  // 2. A team member's role, and 3. a photograph in place of the portrait.
  const newRole = 'Directora ejecutiva';
  await page.goto(`${cmsOrigin}/#/collections/team/entries/valeria`);
  await page.getByRole('textbox', { name: 'Cargo' }).first().fill(newRole);
  const photoField = page.getByRole('group', { name: /Fotografía/ }).first();
  await photoField
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'valeria-montenegro.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(await photograph(page)),
    });
  // The field names the new file once the CMS has taken it: saving earlier saves no photograph.
  await expect(photoField.getByRole('textbox')).toHaveText(/valeria-montenegro/);
  await save(page, /Equipo.*Collection/);

  // 4. The files changed where staff changed them, and nowhere else, and stay Prettier-clean.
  const project = JSON.parse(await readBack(page, solarFile)) as Record<string, { title: string }>;
  const member = JSON.parse(await readBack(page, valeriaFile)) as Record<
    string,
    { position: string; photo?: string }
  >;
  expect(project.pt?.title).toBe(newTitle);
  expect(member.es?.position).toBe(newRole);
  const photo = member.es?.photo ?? '';
  // The CMS keeps the photograph downscaled and re-encoded as WebP, without its camera data.
  expect(photo).toMatch(/^\/content\/images\/team\/valeria-montenegro.*\.webp$/);
  expect(await listBack(page, 'content/images/team')).toContain(path.basename(photo));
  // Entered once: the photograph is in the Spanish part only.
  expect(member.en).not.toHaveProperty('photo');
  for (const [file, changed] of [
    [solarFile, 1],
    [valeriaFile, 2],
  ] as const) {
    const text = await readBack(page, file);
    expect(await prettierClean(file, text), file).toBe(true);
    const before = original(file).split('\n');
    const after = text.split('\n');
    expect(after.length, file).toBe(before.length);
    expect(after.filter((line, index) => line !== before[index]).length, file).toBe(changed);
  }

  // The build's content check accepts what the CMS wrote, and the admin fetched nothing.
  const content = await contentBack(page);
  expect(problemsIn(content)).toEqual([]);
  expect(foreign).toEqual([]);

  // 5. The site built from what the CMS wrote shows the new title on the project's own page,
  // and the new role and the photograph on the about page.
  const copy = buildableCopy(content);
  try {
    const { seconds } = await buildSite(copy);
    // A figure for docs/editing-content.md (how long until a change shows), not a limit.
    console.warn(`cms: the site built from the CMS's files in ${seconds.toFixed(1)} s`);
    const pages = projectPageAddressListSchema.parse(
      JSON.parse(readFileSync(path.join(copy, 'apps/web/dist', projectPagesFile), 'utf8')),
    );
    const projectPage = pages.find((entry) => entry.project === 3 && entry.language === 'pt');
    expect(projectPage, 'the project has a Portuguese page').toBeDefined();
    await serveSite(context, path.join(copy, 'apps/web/dist/client'));
    await page.goto(`${siteOrigin}${projectPage?.path ?? ''}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);

    await page.goto(`${siteOrigin}/nosotros`);
    const card = page.locator('article, li').filter({ hasText: newRole }).first();
    await expect(card).toBeVisible();
    // The portrait loads lazily: it is brought on screen as a visitor scrolling to it would.
    const portrait = card.locator('img').first();
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toHaveJSProperty('complete', true);
    expect(
      await portrait.evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    // Served as one of the build's variants, never as the upload.
    expect(await portrait.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/assets\/images\/valeria-montenegro-[0-9a-f]{10}-\d+\.\w+$/,
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
