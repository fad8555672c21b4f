import sharp, { type Sharp } from 'sharp';
import { optimize } from 'svgo';
import type { ImageType } from '../../src/components/ui/image-manifest.ts';
import type { ImagePreset } from './presets.ts';

/** One file the pages serve, made from an original. */
export interface DerivedFile {
  extension: 'avif' | 'webp' | 'jpg' | 'png' | 'svg';
  type: ImageType;
  width: number;
  height: number;
  data: Buffer;
}

/*
 * Encoder settings: AVIF and WebP at qualities that look like the JPEG's (sharp's defaults
 * are 50 and 80); AVIF's effort 4 of 9 keeps a cold build of some forty photographs within a
 * couple of minutes on two cores (the cache makes later builds instant). sharp writes no
 * metadata unless asked, so no file carries the original's EXIF, XMP or IPTC (location,
 * camera, serial number) nor its ICC profile: the pixels are converted to sRGB, the web's
 * default colour space.
 */
const encoders = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 75, effort: 4 }),
  jpg: (image: Sharp) => image.jpeg({ quality: 75, mozjpeg: true }),
  png: (image: Sharp) => image.png({ palette: true, compressionLevel: 9 }),
} as const;

const types = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
} as const satisfies Record<keyof typeof encoders, ImageType>;

interface Size {
  width: number;
  height: number;
}

/** The sizes to serve: the preset's widths, none wider than the original allows. */
export function targetSizes(original: Size, preset: ImagePreset): Size[] {
  const { box } = preset;
  const aspect = preset.aspect ?? original.width / original.height;
  // The largest region of the original with the slot's shape.
  const region = box
    ? original
    : {
        width: Math.min(original.width, Math.round(original.height * aspect)),
        height: Math.min(original.height, Math.round(original.width / aspect)),
      };
  const sizes = preset.widths.map((width) => {
    if (box) {
      // Fitted inside the box scaled to this width (240 × 120, 480 × 240), never enlarged.
      const scale = Math.min(
        width / region.width,
        (box.height * width) / box.width / region.height,
        1,
      );
      return {
        width: Math.max(1, Math.round(region.width * scale)),
        height: Math.max(1, Math.round(region.height * scale)),
      };
    }
    const fitted = Math.min(width, region.width);
    return { width: fitted, height: Math.max(1, Math.round(fitted / aspect)) };
  });
  // A small original yields each size once.
  return sizes.filter(
    (size, index) => sizes.findIndex((other) => other.width === size.width) === index,
  );
}

/**
 * An SVG stays a vector (it scales by itself), but is never served as it came: SVGO rewrites it
 * without what a drawing program or an uploader leaves in it (metadata, comments, editor data,
 * scripts and event handlers), with its shapes as they were (its default preset keeps the
 * viewBox).
 */
async function cleanedSvg(original: Buffer): Promise<DerivedFile[]> {
  const { data: text } = optimize(original.toString('utf8'), {
    multipass: true,
    plugins: ['preset-default', 'removeScripts'],
  });
  const data = Buffer.from(text);
  const { width, height } = await sharp(data).metadata();
  return [{ extension: 'svg', type: 'image/svg+xml', width, height, data }];
}

/**
 * Every file the pages serve for one original: upright (its EXIF orientation applied),
 * cropped to the preset's shape, at each width in AVIF, WebP and a JPEG, or a PNG when the
 * picture has transparency.
 */
export async function deriveImage(original: Buffer, preset: ImagePreset): Promise<DerivedFile[]> {
  const metadata = await sharp(original).metadata();
  if (metadata.format === 'svg') return cleanedSvg(original);
  const upright = metadata.autoOrient;
  const sizes = targetSizes(upright, preset);
  const largest = sizes.at(-1) ?? upright;
  const opaque = !metadata.hasAlpha || (await sharp(original).stats()).isOpaque;
  // One master at the largest size, cropped once (so every width shows the same region),
  // kept as raw pixels: each variant is encoded from it once, with no generation loss.
  const master = await sharp(original)
    .autoOrient()
    .resize({
      width: largest.width,
      height: largest.height,
      fit: preset.aspect ? 'cover' : 'fill',
      position: 'attention',
    })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = {
    width: master.info.width,
    height: master.info.height,
    channels: master.info.channels,
  };
  const formats = ['avif', 'webp', opaque ? 'jpg' : 'png'] as const;
  const files: DerivedFile[] = [];
  for (const extension of formats) {
    for (const size of sizes) {
      let image = sharp(master.data, { raw }).resize(size.width, size.height, { fit: 'fill' });
      if (opaque && raw.channels === 4) image = image.removeAlpha();
      const data = await encoders[extension](image).toBuffer();
      files.push({ extension, type: types[extension], ...size, data });
    }
  }
  return files;
}
