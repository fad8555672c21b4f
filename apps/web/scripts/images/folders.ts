import path from 'node:path';
import type { ImageFolder } from './build-images.ts';

/** Where the build keeps derived images between builds (`.cache/` is ignored by git). */
export function imageCacheDir(repoRoot: string): string {
  return path.join(repoRoot, '.cache', 'web-images');
}

/**
 * The originals the build derives: what staff upload to content/images, named by the path
 * the content gives (`/content/images/team/valeria.jpg`); and, for measuring the pages with
 * photographs only (docs/performance.md), a folder of photographs standing in for the drawn
 * art of the same name: `team/valeria.jpg` for the portrait `/content/images/team/valeria.svg`,
 * `projects/project-01.jpg` for the art `/images/projects/project-01.svg`.
 */
export function imageFolders(repoRoot: string, artStandIns?: string): ImageFolder[] {
  const folders: ImageFolder[] = [
    {
      dir: path.join(repoRoot, 'content', 'images'),
      keyOf: (relativePath) => `/content/images/${relativePath}`,
    },
  ];
  if (artStandIns) {
    folders.push({
      dir: path.resolve(repoRoot, artStandIns),
      keyOf: (relativePath) => {
        const drawn = `${relativePath.replace(/\.[^./]+$/, '')}.svg`;
        return drawn.startsWith('team/') ? `/content/images/${drawn}` : `/images/${drawn}`;
      },
    });
  }
  return folders;
}
