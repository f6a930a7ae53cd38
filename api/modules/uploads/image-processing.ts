import { fileTypeFromBuffer } from 'file-type';
import sharp, { type ResizeOptions } from 'sharp';
import { ACCEPTED_IMAGE_TYPES, IMAGE_FULL_MAX_SIDE } from '#shared/schemas/uploads.ts';
import type { StoredVariants, VariantSize } from './stored-object.entity.ts';
import type { VariantName } from './storage.ts';
import { imageTooManyPixels, imageUnreadable, imageUnsupported } from './upload-errors.ts';

/**
 * Most pixels we decode (width × height): 100 megapixels. Larger images are refused before decoding
 * (decompression bombs: a 20000×20000 PNG is 1 MB on the wire and 1.2 GB decoded). Phone cameras save 12–50 MP.
 */
export const MAX_INPUT_PIXELS = 100_000_000;
/**
 * libvips' operation cache is off: every upload is a new image, so cached operations are never reused, and the
 * cache (up to 50 MB, 100 operations per process) only held memory — a long-running process's resident memory rose
 * by that much after start-up (the soak, issue 20 item 5; docs/decisions/141).
 */
sharp.cache(false);

/** WebP quality of every variant (visually lossless for photos at a third of JPEG's size). */
const WEBP_QUALITY = 80;

/** One processed variant: WebP bytes and size in pixels. */
export interface ProcessedVariant extends VariantSize {
  data: Buffer;
}

/** A processed upload: the media type found in the bytes and the three WebP variants. */
export interface ProcessedImage {
  sourceType: (typeof ACCEPTED_IMAGE_TYPES)[number];
  variants: Record<VariantName, ProcessedVariant>;
}

/** Names a refused type so the message says what the file was ("a ZIP archive", "an SVG drawing"…). */
function describe(mime: string | undefined, ext: string | undefined): string {
  if (!mime) return 'not an image';
  if (mime === 'application/xml' || ext === 'svg') return 'an SVG drawing or other XML file';
  if (mime === 'image/heic' || mime === 'image/heif') return 'a HEIC photo';
  if (mime.startsWith('image/')) return `a ${ext?.toUpperCase() ?? 'different'} image`;
  return `a ${ext?.toUpperCase() ?? 'different'} file`;
}

/**
 * Decides the type of `input` by its bytes (file-type) — never by name or header — and re-encodes it with sharp:
 * orientation applied from EXIF, all metadata (EXIF, GPS, XMP, ICC comments) dropped, sRGB WebP at 320 and 960 px
 * wide and the original capped at 2048 px on its longest side (never enlarged). Only the first frame of an
 * animation is kept. HEIC is not accepted: the sharp build here reads HEIF only with AV1 (AVIF), not HEVC
 * (docs/decisions/051-image-types-and-variants.md).
 * @throws HttpError 415 `image_unsupported` (not JPEG/PNG/WebP), 422 `image_too_many_pixels` (over
 *   {@link MAX_INPUT_PIXELS}), 422 `image_unreadable` (truncated or damaged).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const found = await fileTypeFromBuffer(input);
  const sourceType = ACCEPTED_IMAGE_TYPES.find((t) => t === found?.mime);
  if (!sourceType) {
    const what = describe(found?.mime, found?.ext);
    const hint = found?.mime === 'image/heic' || found?.mime === 'image/heif'
      ? ' Set your camera to "Most compatible" or share the photo as JPEG.'
      : '';
    throw imageUnsupported(`This file is ${what}. Choose a JPEG, PNG or WebP photo.${hint}`);
  }
  let width: number;
  let height: number;
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    width = meta.autoOrient?.width ?? meta.width;
    height = meta.autoOrient?.height ?? meta.height;
  } catch {
    throw imageUnreadable();
  }
  if (!width || !height) throw imageUnreadable();
  if (width * height > MAX_INPUT_PIXELS) throw imageTooManyPixels(MAX_INPUT_PIXELS);

  // failOn 'warning': a truncated JPEG or a PNG with a bad checksum is refused rather than half-grey.
  const base = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', pages: 1 }).rotate();
  const encode = async (resize: ResizeOptions): Promise<ProcessedVariant> => {
    const { data, info } = await base
      .clone()
      .resize({ ...resize, withoutEnlargement: true })
      .toColourspace('srgb')
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  try {
    const [w320, w960, full] = await Promise.all([
      encode({ width: 320 }),
      encode({ width: 960 }),
      encode({ width: IMAGE_FULL_MAX_SIDE, height: IMAGE_FULL_MAX_SIDE, fit: 'inside' }),
    ]);
    return { sourceType, variants: { w320, w960, full } };
  } catch (err) {
    const message = (err as Error).message ?? '';
    if (/pixel limit/i.test(message)) throw imageTooManyPixels(MAX_INPUT_PIXELS);
    throw imageUnreadable();
  }
}

/** The sizes of processed variants, as stored on the object row. */
export function variantSizes(image: ProcessedImage): StoredVariants {
  const size = ({ width, height }: VariantSize) => ({ width, height });
  return { w320: size(image.variants.w320), w960: size(image.variants.w960), full: size(image.variants.full) };
}
