import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { contentList } from '../support/content';
import { expect, test } from '../support/test';
import { languages, type Language } from '@verdalia/shared';
import { watchConsole } from '../support/console';
import { text } from '../support/locales';
import { expectCtaLeadsToContact } from '../support/navigation';
import { addressOf } from '../support/pages';

interface Member {
  id: string;
  name: string;
  position: string;
  background: string;
  specialty: string;
  photo: string;
}

function members(language: Language): Member[] {
  return contentList('team', language).map((member) => ({ ...member, photo: member.photo ?? '' }));
}

/** Text with one {{name}}-style placeholder filled in, as i18next renders it. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/{{\s*(\w+)\s*}}/g, (_, key: string) => values[key] ?? '');
}

const rawKey = /\b(about|team|semilla|hero|history|mission|vision|cta)\.[a-zA-Z]/;

/** Every team card's back fits inside its card, and the page does not scroll sideways. */
async function expectBacksFit(page: Page, language: Language) {
  const overflowing = await page
    .locator('.team-card .flip-card__back')
    .evaluateAll(
      (backs) => backs.filter((back) => back.scrollHeight > back.clientHeight + 1).length,
    );
  expect(overflowing, language).toBe(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    `${language}: no horizontal scroll`,
  ).toBe(true);
}

function innerTransform(card: Locator): Promise<string> {
  return card.locator('.flip-card__inner').evaluate((node) => getComputedStyle(node).transform);
}

for (const language of languages) {
  test(`About in ${language}: hero, history, mission, vision, a card per team member whose back fits inside it, CTA`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(addressOf('about', language));
    const t = (key: string) => text(language, 'about', key);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('hero.title'));
    const heroImage = page.locator('.about-hero__image');
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
    await expect(heroImage).not.toHaveAttribute('loading', 'lazy');
    await expect(page.getByRole('heading', { level: 2, name: t('history.title') })).toBeVisible();
    await expect(page.getByRole('list', { name: t('history.timelineLabel') })).toBeVisible();
    for (const key of ['mission', 'vision']) {
      await expect(
        page.getByRole('heading', { name: t(`${key}.title`), exact: true }),
      ).toBeVisible();
      await expect(page.getByText(t(`${key}.text`))).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 2, name: t('team.title') })).toBeVisible();

    const people = members(language);
    expect(people.length).toBeGreaterThan(0);
    const cards = page.locator('.team-card');
    await expect(cards).toHaveCount(people.length);
    for (const [index, member] of people.entries()) {
      const card = cards.nth(index);
      await expect(card.locator('.flip-card__front')).toContainText(member.name);
      await expect(card.locator('.flip-card__front')).toContainText(member.position);
      const portrait = card.getByRole('img', {
        name: fill(t('team.portraitAlt'), { name: member.name }),
      });
      // The build serves the uploaded file under a name of its own (its name, its content's
      // hash and its width: the image pipeline), never the content's path.
      const stem = path.basename(member.photo, path.extname(member.photo));
      await expect(portrait).toHaveAttribute(
        'src',
        new RegExp(`^/assets/images/${stem}-[0-9a-f]+-\\d+\\.(svg|jpg|png)$`),
      );
      await expect(portrait).toHaveAttribute('loading', 'lazy');
      await expect(portrait).toHaveAttribute('width', '400');
      await expect(portrait).toHaveAttribute('height', '400');
      await expect(card.getByRole('button')).toHaveAccessibleName(
        fill(text(language, 'common', 'flipCard.toggle'), { title: member.name }),
      );
      await expect(card.locator('.flip-card__back')).toContainText(member.background);
      await expect(card.locator('.flip-card__back')).toContainText(member.specialty);
    }
    // Portraits are real files, not broken images.
    await cards.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page
          .locator('.team-card__portrait')
          .evaluateAll((images) =>
            images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
          ),
      )
      .toBe(true);

    await expect(page.getByRole('link', { name: t('cta.button') })).toHaveAttribute(
      'href',
      addressOf('contact', language),
    );
    expect(await page.locator('main').innerText()).not.toMatch(rawKey);
    // At the suite's desktop width (a phone's: below).
    await expectBacksFit(page, language);
    expect(problems).toEqual([]);
  });
}

test('a team card flips by click, Enter and Space; the hidden face is aria-hidden', async ({
  page,
}) => {
  await page.goto(addressOf('about', 'en'));
  const card = page.locator('.team-card').nth(2);
  const toggle = card.getByRole('button');
  const front = card.locator('.flip-card__front');
  const back = card.locator('.flip-card__back');
  const expectFlipped = async (flipped: boolean) => {
    await expect(toggle).toHaveAttribute('aria-pressed', String(flipped));
    await expect(front).toHaveAttribute('aria-hidden', String(flipped));
    await expect(back).toHaveAttribute('aria-hidden', String(!flipped));
  };

  await card.scrollIntoViewIfNeeded();
  await expectFlipped(false);
  await expect.poll(() => innerTransform(card)).toBe('none');

  await toggle.click();
  await expectFlipped(true);
  // The 3D turn ends with the back facing the visitor (rotateY(180deg) → matrix3d(-1, …)).
  await expect.poll(() => innerTransform(card)).toMatch(/^matrix3d\(-1, /);
  await expect(back).toContainText(members('en')[2]?.background ?? 'missing member');

  await toggle.press('Enter');
  await expectFlipped(false);
  await expect.poll(() => innerTransform(card)).toMatch(/^matrix3d\(1, |^none$/);

  await toggle.press('Space');
  await expectFlipped(true);

  // Keyboard only: Tab reaches the next card, whose state is independent.
  await page.keyboard.press('Tab');
  const next = page.locator('.team-card').nth(3).getByRole('button');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(next).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
});

test('under reduced motion a team card cross-fades instead of turning', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/nosotros');
  const card = page.locator('.team-card').first();
  const opacity = (face: string) =>
    card.locator(face).evaluate((node) => getComputedStyle(node).opacity);
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => opacity('.flip-card__back')).toBe('0');
  await card.getByRole('button').click();
  await expect(card.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => opacity('.flip-card__back')).toBe('1');
  await expect.poll(() => opacity('.flip-card__front')).toBe('0');
  expect(await innerTransform(card)).toBe('none');
  expect(
    await card.locator('.flip-card__back').evaluate((node) => getComputedStyle(node).transform),
  ).toBe('none');
});

test('the call to action leads to the contact page', async ({ page }) => {
  await expectCtaLeadsToContact(page, 'pt', 'about', addressOf('about', 'pt'));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the team is one row of readable cards that scrolls sideways, so the page stays short; every card's back fits inside it", async ({
    page,
  }) => {
    for (const language of languages) {
      await page.goto(addressOf('about', language));
      await expectBacksFit(page, language);
      // One card per row made this page about 10,000 px tall.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height, language).toBeLessThan(6000);
      const boxes = await page.locator('.team-card').evaluateAll((cards) =>
        cards.map((card) => {
          const { width, top } = card.getBoundingClientRect();
          return { width, top };
        }),
      );
      expect(boxes).toHaveLength(members(language).length);
      // Wide enough for the back's text to read comfortably, all on one row.
      for (const box of boxes) {
        expect(box.width, language).toBeGreaterThanOrEqual(280);
        expect(box.top, language).toBe(boxes[0]?.top);
      }
    }
    // The keyboard reaches every card: the row scrolls to the one in focus.
    const last = page.locator('.team-card').last().getByRole('button');
    await expect(last).not.toBeInViewport();
    await last.focus();
    await expect(last).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(last).toHaveAttribute('aria-pressed', 'true');
  });
});
