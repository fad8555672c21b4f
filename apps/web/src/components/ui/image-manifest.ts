/**
 * What the build derives from an image staff uploaded (scripts/images/): every served file of
 * it, by type, width and height. Keyed in the manifest by the path the content names it by
 * (`/content/images/team/valeria.jpg`).
 */
export type ImageType = 'image/avif' | 'image/webp' | 'image/jpeg' | 'image/png' | 'image/svg+xml';

export interface ImageVariant {
  /** Its address on the site (hashed, so cached for ever). */
  src: string;
  type: ImageType;
  width: number;
  height: number;
}

export interface ImageEntry {
  /** The largest fallback's size: the <img>'s intrinsic width and height. */
  width: number;
  height: number;
  /** The browser's fallback type (JPEG for photographs, PNG for transparency, SVG as it is). */
  fallback: ImageType;
  /** Smallest first within each type. */
  variants: ImageVariant[];
}

export type ImageManifest = Readonly<Record<string, ImageEntry>>;

/** The manifest's entry for a content path; an address it does not hold is served as it is. */
export function imageAt(manifest: ImageManifest, path: string): ImageEntry | string {
  return manifest[path] ?? path;
}
