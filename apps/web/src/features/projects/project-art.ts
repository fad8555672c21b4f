import type { Project } from '@verdalia/shared';

// Apart from projects-state.ts: the frame (the head of a project's page) reads these, and a
// module the frame imports is part of every page's first visit.

/** The generated art of a project (scripts/art/projects.mjs). */
export function projectArt(id: number): string {
  return `/images/projects/project-${String(id).padStart(2, '0')}.svg`;
}

/** What a project shows: the photograph staff uploaded, else its generated art. */
export function projectImage(project: Pick<Project, 'id' | 'image'>): string {
  return project.image ?? projectArt(project.id);
}

/**
 * A project's share image (og:image), 1200x630, rendered by the build
 * (scripts/art/project-share-images.mjs): from its photograph as a JPEG, else from its art as
 * a PNG (social networks refuse SVG). A photograph's share image is named after the
 * photograph's own address too: networks cache a share image by its address, so a new
 * photograph needs a new one.
 */
export function projectShareImage(project: Pick<Project, 'id' | 'image'>): string {
  const art = projectArt(project.id);
  return project.image
    ? art.replace(/\.svg$/, `-${shortHash(project.image)}.jpg`)
    : art.replace(/\.svg$/, '.png');
}

/** Eight hex digits that change with `text` (FNV-1a, 32 bits): a name, not a checksum. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(text)) {
    hash = Math.imul(hash ^ unit, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
