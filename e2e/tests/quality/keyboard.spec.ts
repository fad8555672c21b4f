import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { qualityRoutes } from './routes';

const interactive =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

interface FocusStyle {
  outline: string;
  /** The element's box-shadow, and its label's: a radio may show focus as a ring on its label. */
  shadow: string;
  /**
   * An outline on one of its three nearest ancestors: a card whose title link is focused may
   * draw the ring around the whole card (`:has(:focus-visible)`).
   */
  ring: string;
}

/** Marks every visible, enabled interactive element of the page and returns their count. */
async function markInteractive(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const isRadio = (element: Element): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.type === 'radio';
    const elements = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter(
        (element) =>
          element.tabIndex >= 0 &&
          !element.matches(':disabled') &&
          !element.closest('[inert]') &&
          element.checkVisibility({ visibilityProperty: true }),
      )
      // A radio group is one Tab stop (the arrow keys move within it): its first radio stands
      // for the group.
      .filter(
        (element, _index, all) =>
          !isRadio(element) ||
          all.find((other) => isRadio(other) && other.name === element.name) === element,
      );
    elements.forEach((element, index) => element.setAttribute('data-kb', String(index)));
    return elements.length;
  }, interactive);
}

/** The focused element's mark and how it draws its focus (outline or box-shadow). */
async function focusedState(
  page: Page,
): Promise<{ id: string | null; tag: string; style: FocusStyle }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const style = element ? getComputedStyle(element) : undefined;
    const label = element?.closest('label');
    // The outline one of its three nearest ancestors draws (the same below, unfocused).
    let ring = 'none';
    let ancestor = element?.parentElement ?? null;
    for (let level = 0; ancestor && level < 3; level += 1, ancestor = ancestor.parentElement) {
      const drawn = getComputedStyle(ancestor);
      if (drawn.outlineStyle !== 'none' && parseFloat(drawn.outlineWidth) > 0) {
        ring = `${level} ${drawn.outlineStyle} ${drawn.outlineWidth} ${drawn.outlineColor}`;
        break;
      }
    }
    return {
      id: element?.getAttribute('data-kb') ?? null,
      tag: element?.tagName ?? 'NONE',
      style: {
        outline:
          style && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
            ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`
            : 'none',
        shadow: `${style?.boxShadow ?? 'none'} | ${label ? getComputedStyle(label).boxShadow : ''}`,
        ring,
      },
    };
  });
}

for (const route of qualityRoutes) {
  test(`keyboard: every control of ${route.id} is reachable by Tab, visibly focused and operable`, async ({
    page,
  }) => {
    await page.goto(route.path);
    const count = await markInteractive(page);
    expect(count).toBeGreaterThan(0);

    const reached = new Map<string, FocusStyle>();
    let steps = 0;
    // Tab until focus leaves the document; a trap would exhaust the step limit.
    for (; steps < count * 2 + 20; steps += 1) {
      await page.keyboard.press('Tab');
      const state = await focusedState(page);
      if (state.tag === 'BODY' || state.tag === 'NONE') break;
      if (state.id !== null && !reached.has(state.id)) reached.set(state.id, state.style);
    }
    expect(steps, 'focus never left the page: a focus trap').toBeLessThan(count * 2 + 20);

    const missing = await page.evaluate(
      (ids) =>
        [...document.querySelectorAll<HTMLElement>('[data-kb]')]
          .filter((element) => !ids.includes(element.getAttribute('data-kb') ?? ''))
          .map((element) => element.outerHTML.slice(0, 120)),
      [...reached.keys()],
    );
    expect(missing, 'not reachable by Tab').toEqual([]);

    // Focus must look different from no focus: an outline or a changed box-shadow.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const unfocused = await page.evaluate(() => {
      const looks: Record<string, { shadow: string; ring: string }> = {};
      for (const element of document.querySelectorAll<HTMLElement>('[data-kb]')) {
        const label = element.closest('label');
        let ring = 'none';
        let ancestor = element.parentElement;
        for (let level = 0; ancestor && level < 3; level += 1, ancestor = ancestor.parentElement) {
          const drawn = getComputedStyle(ancestor);
          if (drawn.outlineStyle !== 'none' && parseFloat(drawn.outlineWidth) > 0) {
            ring = `${level} ${drawn.outlineStyle} ${drawn.outlineWidth} ${drawn.outlineColor}`;
            break;
          }
        }
        looks[element.getAttribute('data-kb') ?? ''] = {
          shadow: `${getComputedStyle(element).boxShadow} | ${label ? getComputedStyle(label).boxShadow : ''}`,
          ring,
        };
      }
      return looks;
    });
    const invisible = [...reached]
      .filter(([id, style]) => {
        const looks = unfocused[id];
        return (
          style.outline === 'none' &&
          looks !== undefined &&
          style.shadow === looks.shadow &&
          style.ring === looks.ring
        );
      })
      .map(([id]) => id);
    const described = await page.evaluate(
      (ids) =>
        ids.map((id) => document.querySelector(`[data-kb="${id}"]`)?.outerHTML.slice(0, 120)),
      invisible,
    );
    expect(described, 'focused without a visible indicator').toEqual([]);

    // Operable: every toggle reacts to Enter (an option already chosen in a group stays chosen).
    const toggles = page.locator('[data-kb][aria-pressed], [data-kb][aria-expanded]');
    for (let index = 0; index < (await toggles.count()); index += 1) {
      const toggle = toggles.nth(index);
      const attribute =
        (await toggle.getAttribute('aria-pressed')) === null ? 'aria-expanded' : 'aria-pressed';
      const before = await toggle.getAttribute(attribute);
      if (attribute === 'aria-pressed' && before === 'true') continue;
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).not.toHaveAttribute(attribute, before ?? '');
      // Close whatever opened, so the next control is not covered.
      if (attribute === 'aria-expanded') await page.keyboard.press('Escape');
    }

    // And a link in the page's content follows on Enter (the footer's home link otherwise).
    const link = page.locator('main a[href^="/"][data-kb], footer a[href="/"][data-kb]').first();
    const href = await link.getAttribute('href');
    await link.focus();
    await page.keyboard.press('Enter');
    const target = new URL(href ?? '/', page.url()).pathname;
    await expect.poll(() => new URL(page.url()).pathname).toBe(target);
  });
}
