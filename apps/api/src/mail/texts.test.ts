import { describe, expect, it } from 'vitest';
import { keyPaths, languages } from '@verdalia/shared';
import { fill, mailTexts } from './texts.js';

describe('mail texts', () => {
  it('have the same keys and placeholders in es, en and pt', () => {
    const placeholders = (language: (typeof languages)[number]) =>
      keyPaths(mailTexts[language]).map((key) => {
        const text = key
          .split('.')
          .reduce<unknown>((node, part) => Reflect.get(Object(node), part), mailTexts[language]);
        return `${key}: ${
          String(text)
            .match(/\{\{\w+\}\}/g)
            ?.join(',') ?? ''
        }`;
      });
    for (const language of languages) expect(placeholders(language)).toEqual(placeholders('es'));
  });

  it('fill replacement patterns literally', () => {
    expect(fill('de {{name}} ({{kind}})', { name: "$` $& $'", kind: 'x' })).toBe("de $` $& $' (x)");
    expect(fill('{{unknown}}', {})).toBe('{{unknown}}');
  });
});
