import type { ImgHTMLAttributes } from 'react';
import type { ImageEntry, ImageType, ImageVariant } from './image-manifest';

type ImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt' | 'children'
>;

export interface ResponsiveImageProps extends ImgProps {
  /** What the build made of an upload (`imageAt`), or an address served as it is (drawn art). */
  image: ImageEntry | string;
  /** Empty for a picture that only decorates. */
  alt: string;
  /** The slot's width at each viewport width, from the layout's CSS (the browser picks a file). */
  sizes: string;
  /** The intrinsic size of an address served as it is (an entry brings its own). */
  width: number;
  height: number;
}

function srcSet(variants: ImageVariant[]): string {
  return variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');
}

function byType(variants: ImageVariant[]): Map<ImageType, ImageVariant[]> {
  const groups = new Map<ImageType, ImageVariant[]>();
  for (const variant of variants) {
    groups.set(variant.type, [...(groups.get(variant.type) ?? []), variant]);
  }
  return groups;
}

/**
 * An image at the size and in the format the browser can best use: a <picture> with AVIF and
 * WebP sources and a JPEG or PNG fallback, each at the widths the build made, and the
 * intrinsic width and height on the <img>, so the layout holds its place before it loads.
 * Lazy and decoded off the main thread unless told otherwise (an image above the fold).
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  width,
  height,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: ResponsiveImageProps) {
  const common = { alt, loading, decoding, ...rest };
  if (typeof image === 'string') {
    return <img src={image} width={width} height={height} {...common} />;
  }
  const groups = byType(image.variants);
  const fallback = groups.get(image.fallback) ?? [];
  const largest = fallback.at(-1);
  const size = { width: image.width, height: image.height };
  if (image.fallback === 'image/svg+xml' || !largest) {
    return <img src={largest?.src} {...size} {...common} />;
  }
  return (
    <picture className="responsive-image">
      {[...groups]
        .filter(([type]) => type !== image.fallback)
        .map(([type, variants]) => (
          <source key={type} type={type} srcSet={srcSet(variants)} sizes={sizes} />
        ))}
      <img src={largest.src} srcSet={srcSet(fallback)} sizes={sizes} {...size} {...common} />
    </picture>
  );
}
