import { describe, expect, it } from 'vitest';
import { choosePath } from './plan.ts';

describe('the path a push takes', () => {
  it('is the fast one when only content/ changed since the live commit', () => {
    const plan = choosePath(['content/projects/es.json', 'content/images/projects/a.jpg']);
    expect(plan.path).toBe('content');
    expect(plan.reason).toMatch(/only content\/ changed .*2 file\(s\)/);
  });

  it('is the full suite for anything else, content/package.json (the workspace’s) included', () => {
    expect(choosePath(['content/team/en.json', 'apps/web/src/main.tsx']).path).toBe('full');
    expect(choosePath(['content/package.json']).path).toBe('full');
    expect(choosePath(['contents/x.json']).path).toBe('full');
    expect(choosePath(['pnpm-lock.yaml']).reason).toMatch(
      /1 file\(s\) outside content\/ .*pnpm-lock/,
    );
  });

  it('is the full suite when no live commit is known (a first release, a rewritten history)', () => {
    expect(choosePath(undefined).path).toBe('full');
  });

  it('is the fast one for an empty diff (a revert of a content change to the live state)', () => {
    expect(choosePath([]).path).toBe('content');
  });
});
