import { describe, expect, it } from 'vitest';
import { COUNTER_STEPS, counterValue, isVisibleEnough, statistics } from './counter-steps';

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

  it('has the six published targets', () => {
    expect(Object.fromEntries(statistics.map(({ id, target }) => [id, target]))).toEqual({
      consultorias: 130,
      clientes: 100,
      consultores: 25,
      nacionalidades: 20,
      paises: 80,
      experiencia: 25,
    });
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
