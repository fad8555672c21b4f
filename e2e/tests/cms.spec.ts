import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { projectPageAddressListSchema, projectPagesFile } from '@verdalia/shared';
import {
  buildableCopy,
  buildSite,
  cameraPhotograph,
  cmsOrigin,
  contentBack,
  field,
  listBack,
  pane,
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

type EntryFile = Record<string, Record<string, unknown>>;
const entry = async (page: Page, file: string) =>
  JSON.parse(await readBack(page, file)) as EntryFile;

test('staff add a team member in three languages, delete another after confirming, and move a client up; each change keeps the content valid', async ({
  context,
  page,
}) => {
  test.setTimeout(300_000);
  page.setDefaultTimeout(30_000);
  const foreign = await openCms(context, page);

  // Add: the Spanish pane takes the facts entered once and the Spanish texts; the other pane
  // each other language's texts.
  await page.goto(`${cmsOrigin}/#/collections/team/new`);
  const es = pane(page, 'Spanish');
  await field(es, 'Identificador').getByRole('textbox').fill('sofia-rojas');
  await field(es, 'Nombre').getByRole('textbox').fill('Sofía Rojas Méndez');
  await field(es, 'Cargo').getByRole('textbox').fill('Analista de finanzas climáticas');
  await field(es, 'Formación y trayectoria').getByRole('textbox').fill('Economista (UCR).');
  await field(es, 'Especialidad').getByRole('textbox').fill('Taxonomías verdes.');
  const texts = {
    English: ['Climate finance analyst', 'Economist (UCR).', 'Green taxonomies.'],
    Portuguese: ['Analista de finanças climáticas', 'Economista (UCR).', 'Taxonomias verdes.'],
  } as const;
  for (const [language, [position, background, specialty]] of Object.entries(texts)) {
    const other = page.getByRole('group', { name: /^Edit .(English|Portuguese). Content$/ });
    await other.getByRole('radio', { name: language }).click();
    const tab = pane(page, language as 'English' | 'Portuguese');
    await field(tab, 'Cargo').getByRole('textbox').fill(position);
    await field(tab, 'Formación y trayectoria').getByRole('textbox').fill(background);
    await field(tab, 'Especialidad').getByRole('textbox').fill(specialty);
  }
  await save(page, /Equipo.*Collection/);
  const added = await entry(page, 'content/team/sofia-rojas.json');
  expect(Object.keys(added)).toEqual(['es', 'en', 'pt']);
  // Entered once: the id and the name are in the Spanish part only; the new entry is last.
  expect(added.es).toMatchObject({ order: 15, id: 'sofia-rojas', name: 'Sofía Rojas Méndez' });
  expect(added.en).toEqual({
    order: 15,
    position: texts.English[0],
    background: texts.English[1],
    specialty: texts.English[2],
  });
  expect(added.pt).not.toHaveProperty('id');

  // Delete: the CMS asks first, then removes the one file, every language with it.
  await page
    .getByRole('main', { name: /Equipo.*Collection/ })
    .getByRole('checkbox', { name: /Tomás Herrera Vidal/ })
    .check();
  await page.getByRole('button', { name: 'Delete Selected Entry' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect
    .poll(async () => listBack(page, 'content/team'), { timeout: 30_000 })
    .not.toContain('tomas.json');

  // Reorder: a client moved up a place; the CMS renumbers both in every language.
  await page.goto(`${cmsOrigin}/#/collections/clients`);
  await page.getByRole('button', { name: 'Reorder Entries' }).click();
  await page
    .getByRole('row', { name: /^Corporación Regional de Inversión del Caribe/ })
    .getByRole('button', { name: 'Move Up' })
    .click();
  await page.getByRole('button', { name: 'Done Reordering Entries' }).click();
  await expect
    .poll(
      async () =>
        (await entry(page, 'content/clients/banco-andino-de-fomento-sostenible.json')).pt?.order,
      {
        timeout: 30_000,
      },
    )
    .toBe(2);
  const moved = await entry(
    page,
    'content/clients/corporacion-regional-de-inversion-del-caribe.json',
  );
  expect([moved.es?.order, moved.en?.order, moved.pt?.order]).toEqual([1, 1, 1]);

  // The build's content check accepts what the CMS wrote: the lists as the pages read them.
  expect(problemsIn(await contentBack(page))).toEqual([]);
  expect(foreign).toEqual([]);
});

test('half-filled work: Escape keeps the entry open, and closing the tab with unsaved changes asks first', async ({
  context,
  page,
}) => {
  test.setTimeout(300_000);
  page.setDefaultTimeout(30_000);
  await openCms(context, page);
  await page.goto(`${cmsOrigin}/#/collections/projects`);
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  const title = field(pane(page, 'Spanish'), 'Título').getByRole('textbox');
  // Typed as staff type, key by key.
  await title.click();
  await title.pressSequentially('Proyecto a medio escribir');
  // Escape, as staff press it to leave a menu or a field: the entry stays open, as typed.
  await title.press('Escape');
  await page.keyboard.press('Escape');
  await expect(title).toHaveValue('Proyecto a medio escribir');
  // Closing or reloading the tab with typed work asks first (the browser's own prompt).
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  // Staying kept the tab; leaving, once confirmed, closes it.
  await expect(title).toHaveValue('Proyecto a medio escribir');
  page.on('dialog', (dialog) => void dialog.accept());
  const closed = page.waitForEvent('close');
  await page.close({ runBeforeUnload: true });
  await closed;
});

test('staff add a project in three languages with a phone photograph; the site builds, and publishes its variants only, without the location', async ({
  context,
  page,
}) => {
  // One site build: slow on a loaded machine; every wait below is for a condition.
  test.setTimeout(600_000);
  page.setDefaultTimeout(30_000);
  const foreign = await openCms(context, page);
  await page.goto(`${cmsOrigin}/#/collections/projects/new`);
  const es = pane(page, 'Spanish');
  await field(es, 'Número').getByRole('spinbutton').fill('27');
  await field(es, 'Título').getByRole('textbox').fill('Riego solar para cooperativas de Nicaragua');
  await field(es, 'Dirección (slug)')
    .getByRole('textbox')
    .fill('riego-solar-para-cooperativas-de-nicaragua');
  await field(es, 'Descripción').getByRole('textbox').fill('Diseñamos el financiamiento.');
  await field(es, 'Categorías').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Energías limpias y movilidad sostenible' }).click();
  await page.keyboard.press('Escape');
  await field(es, 'Cliente').getByRole('textbox').fill('Cooperativa agrícola');
  await field(es, 'Países').getByRole('button', { name: /^Add / }).click();
  await field(es, 'Países').getByRole('textbox').first().fill('NI');
  await field(es, 'Año de inicio').getByRole('spinbutton').fill('2024');
  await field(es, 'Nuestro papel').getByRole('textbox').fill('Estructuración financiera');
  await field(es, 'Resultados').getByRole('button', { name: /^Add / }).click();
  await field(es, 'Cifra').getByRole('textbox').fill('120');
  await field(es, 'Qué mide la cifra').getByRole('textbox').fill('bombas instaladas');
  const photo = field(es, 'Fotografía');
  await photo
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'IMG_20200608_111614.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhotograph(),
    });
  await expect(photo.getByRole('textbox')).toHaveText(/img[-_]20200608[-_]111614/i, {
    timeout: 60_000,
  });
  const texts = {
    English: [
      'Solar irrigation for cooperatives in Nicaragua',
      'We structured the financing.',
      'Farming cooperative',
      'Financial structuring',
      'pumps installed',
    ],
    Portuguese: [
      'Irrigação solar para cooperativas da Nicarágua',
      'Estruturamos o financiamento.',
      'Cooperativa agrícola',
      'Estruturação financeira',
      'bombas instaladas',
    ],
  } as const;
  for (const [language, [title, description, client, role, label]] of Object.entries(texts)) {
    const other = page.getByRole('group', { name: /^Edit .(English|Portuguese). Content$/ });
    await other.getByRole('radio', { name: language }).click();
    const tab = pane(page, language as 'English' | 'Portuguese');
    await field(tab, 'Título').getByRole('textbox').fill(title);
    await field(tab, 'Dirección (slug)')
      .getByRole('textbox')
      .fill(
        title
          .normalize('NFKD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .replaceAll(' ', '-'),
      );
    await field(tab, 'Descripción').getByRole('textbox').fill(description);
    await field(tab, 'Cliente').getByRole('textbox').fill(client);
    await field(tab, 'Nuestro papel').getByRole('textbox').fill(role);
    const results = field(tab, 'Resultados');
    if ((await results.getByRole('textbox').count()) === 0) {
      await results.getByRole('button', { name: /^Add / }).click();
    }
    await field(tab, 'Cifra').getByRole('textbox').fill('120');
    await field(tab, 'Qué mide la cifra').getByRole('textbox').fill(label);
  }
  await save(page, /Proyectos.*Collection/);

  const content = await contentBack(page);
  const file = [...content.keys()].find((name) => /^content\/projects\/riego-solar/.test(name));
  expect(file, 'the new project’s file').toBeDefined();
  const added = JSON.parse(content.get(file ?? '')?.toString('utf8') ?? '{}') as EntryFile;
  expect(Object.keys(added)).toEqual(['es', 'en', 'pt']);
  expect(added.es).toMatchObject({ order: 27, id: 27, countries: ['NI'], years: { start: 2024 } });
  // The photograph is kept downscaled, as WebP, without the camera's metadata.
  const image = String(added.es?.image);
  expect(image).toMatch(/^\/content\/images\/projects\/img[-_]20200608[-_]111614.*\.webp$/);
  const kept = content.get(image.slice(1)) ?? Buffer.alloc(0);
  expect(kept.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
  expect(kept.includes(Buffer.from('Xiaomi'))).toBe(false);
  expect(problemsIn(content)).toEqual([]);
  expect(foreign).toEqual([]);

  // The build (its last check refuses an upload as it came, or camera metadata) is green, and
  // the project's page shows the photograph as one of the build's variants.
  const copy = buildableCopy(content);
  try {
    const { seconds } = await buildSite(copy);
    console.warn(`cms: the site with a new project built in ${seconds.toFixed(1)} s`);
    const pages = projectPageAddressListSchema.parse(
      JSON.parse(readFileSync(path.join(copy, 'apps/web/dist', projectPagesFile), 'utf8')),
    );
    const projectPage = pages.find((entry) => entry.project === 27 && entry.language === 'en');
    expect(projectPage?.path).toBe('/en/projects/solar-irrigation-for-cooperatives-in-nicaragua');
    await serveSite(context, path.join(copy, 'apps/web/dist/client'));
    const site = await context.newPage();
    await site.goto(`${siteOrigin}${projectPage?.path ?? ''}`);
    await expect(site.getByRole('heading', { level: 1 })).toHaveText(texts.English[0]);
    const picture = site.locator('main img').first();
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
      /\/assets\/images\/img-20200608-111614[\w-]*-[0-9a-f]{10}-\d+\.\w+$/,
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
