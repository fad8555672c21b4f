import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@verdalia/shared';
import {
  COUNTER_STEPS,
  counterValue,
  figureParts,
  isVisibleEnough,
  statistics,
} from './counter-steps';

describe('counter steps', () => {
  it('starts at 0 and ends exactly on the target', () => {
    for (const { target } of statistics) {
      expect(counterValue(target, 0)).toBe(0);
      expect(counterValue(target, COUNTER_STEPS)).toBe(target);
    }
  });

  it('grows linearly in between', () => {
    expect(counterValue(130, 25)).toBe(65);
    expect(counterValue(100, 1)).toBe(2);
    expect(counterValue(25, 10)).toBe(5);
    expect(counterValue(80, 49)).toBe(78);
  });

  it('never reaches the target before the last step and never goes down', () => {
    for (const { target } of statistics) {
      let previous = 0;
      for (let step = 1; step < COUNTER_STEPS; step += 1) {
        const value = counterValue(target, step);
        expect(value).toBeLessThan(target);
        expect(value).toBeGreaterThanOrEqual(previous);
        previous = value;
      }
    }
  });

  it('clamps steps outside the range', () => {
    expect(counterValue(130, -3)).toBe(0);
    expect(counterValue(130, 80)).toBe(130);
  });

  it('counts to whole, positive targets, each statistic once', () => {
    for (const { target } of statistics) expect(Number.isInteger(target) && target > 0).toBe(true);
    expect(new Set(statistics.map(({ id }) => id)).size).toBe(statistics.length);
  });
});

describe('the statistics in the translations', () => {
  const stats = (language: string) =>
    (
      JSON.parse(
        readFileSync(
          path.join(import.meta.dirname, '../../../../../content/pages', language, 'home.json'),
          'utf8',
        ),
      ) as {
        stats: { figure: string; items: Record<string, { label?: string; detail?: string }> };
      }
    ).stats;

  it.each(languages)(
    'gives every statistic a label and a detail in %s, and names no other',
    (language) => {
      const { items } = stats(language);
      expect(Object.keys(items).toSorted()).toEqual(statistics.map(({ id }) => id).toSorted());
      for (const { id } of statistics) {
        expect(items[id]?.label?.trim(), id).toBeTruthy();
        expect(items[id]?.detail?.trim(), id).toBeTruthy();
      }
    },
  );

  it.each(languages)('writes a floor in %s as its value with a plus', (language) => {
    const { before, after } = figureParts(stats(language).figure);
    expect(`${before}${after}`).toBe('+');
  });
});

describe('a floor figure', () => {
  it('splits the text around the value, wherever the language puts it', () => {
    expect(figureParts('+{{value}}')).toEqual({ before: '+', after: '' });
    expect(figureParts('{{value}}+')).toEqual({ before: '', after: '+' });
  });

  it('shows the value alone when the text lacks it', () => {
    expect(figureParts('more than')).toEqual({ before: '', after: '' });
  });
});

describe('visibility', () => {
  it('needs half of the element on screen', () => {
    expect(isVisibleEnough({ top: 900, bottom: 1400 }, 900)).toBe(false);
    expect(isVisibleEnough({ top: 700, bottom: 1200 }, 900)).toBe(false);
    expect(isVisibleEnough({ top: 650, bottom: 1150 }, 900)).toBe(true);
    expect(isVisibleEnough({ top: -100, bottom: 400 }, 900)).toBe(true);
    expect(isVisibleEnough({ top: -300, bottom: 200 }, 900)).toBe(false);
  });

  it('accepts an element taller than two viewports once it fills half the screen', () => {
    expect(isVisibleEnough({ top: 400, bottom: 2400 }, 800)).toBe(true);
    expect(isVisibleEnough({ top: 500, bottom: 2500 }, 800)).toBe(false);
  });
});
