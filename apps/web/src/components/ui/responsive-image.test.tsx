// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { imageAt, type ImageEntry } from './image-manifest';
import { ResponsiveImage } from './responsive-image';

const photo: ImageEntry = {
  width: 800,
  height: 400,
  fallback: 'image/jpeg',
  variants: (['avif', 'webp', 'jpg'] as const).flatMap((extension) =>
    [400, 800].map((width) => ({
      src: `/assets/images/field-0123456789-${width}.${extension}`,
      type: `image/${extension === 'jpg' ? 'jpeg' : extension}` as const,
      width,
      height: width / 2,
    })),
  ),
};

describe('ResponsiveImage', () => {
  it('offers AVIF, then WebP, then the JPEG, each at its widths, with the layout’s sizes', () => {
    const { container } = render(
      <ResponsiveImage image={photo} alt="Field visit" sizes="50vw" width={640} height={320} />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      '/assets/images/field-0123456789-400.avif 400w, /assets/images/field-0123456789-800.avif 800w',
    );
    expect(sources.every((source) => source.getAttribute('sizes') === '50vw')).toBe(true);
    const img = container.querySelector('picture > img');
    // The entry's own size (its shape), not the size given for drawn art.
    expect(img?.getAttribute('width')).toBe('800');
    expect(img?.getAttribute('height')).toBe('400');
    expect(img?.getAttribute('src')).toBe('/assets/images/field-0123456789-800.jpg');
    expect(img?.getAttribute('srcset')).toContain('/assets/images/field-0123456789-400.jpg 400w');
    expect(img?.getAttribute('alt')).toBe('Field visit');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
  });

  it('serves an address the manifest does not hold as it is (today’s drawn art)', () => {
    const image = imageAt({}, '/images/team/valeria.svg');
    expect(image).toBe('/images/team/valeria.svg');
    const { container } = render(
      <ResponsiveImage image={image} alt="" sizes="50vw" width={400} height={400} />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/images/team/valeria.svg');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['400', '400']);
  });

  it('loads eagerly when told (an image above the fold)', () => {
    const { container } = render(
      <ResponsiveImage
        image={photo}
        alt=""
        sizes="100vw"
        width={640}
        height={320}
        loading="eager"
      />,
    );
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });
});
