// Which path a push takes, from what changed since the live release's commit (not since the
// push's parent: a code change that failed its suite is still unpublished, and the next
// content save must not slip past it on the fast path).
export type PublishPath = 'content' | 'full';

export interface Plan {
  path: PublishPath;
  reason: string;
}

/** content/ is what staff edit; its package.json is the workspace's, code like any other. */
const isContent = (file: string) => file.startsWith('content/') && file !== 'content/package.json';

/** `changed`: the files that differ from the live commit; undefined when none is known. */
export function choosePath(changed: readonly string[] | undefined): Plan {
  if (changed === undefined) {
    return { path: 'full', reason: 'no live release with a known commit: the full suite first' };
  }
  const code = changed.filter((file) => !isContent(file));
  if (code.length === 0) {
    return {
      path: 'content',
      reason: `only content/ changed since the live release (${changed.length} file(s)): the content check and the site's build`,
    };
  }
  const named = code.slice(0, 5).join(', ') + (code.length > 5 ? ', …' : '');
  return {
    path: 'full',
    reason: `${code.length} file(s) outside content/ changed (${named}): the full suite first`,
  };
}
