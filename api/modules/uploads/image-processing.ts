import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ACCEPTED_IMAGE_TYPES, IMAGE_FULL_MAX_SIDE } from '#shared/uploads/schemas.ts';
import { imageQueue, type ImageQueue } from './image-queue.ts';
import type { StoredVariants, VariantSize } from './stored-object.entity.ts';
import type { VariantName } from './storage.ts';
import { imageTooManyPixels, imageUnreadable, imageUnsupported } from './upload-errors.ts';

/**
 * Most pixels we decode (width × height): 40 megapixels, a phone photo at full resolution (12–24 MP usually; 48 and
 * 50 MP cameras save 12 MP unless told otherwise, and the PWA sends at most 2048 px anyway, docs/decisions/054).
 * Larger images are refused from their header, before decoding: decoding costs time and memory in proportion to
 * the pixels (a 385 kB PNG of 99 MP took 20–43 s and 400 MB; docs/decisions/159).
 */
export const MAX_INPUT_PIXELS = 40_000_000;
/**
 * libvips' operation cache is off: every upload is a new image, so cached operations are never reused, and the
 * cache (up to 50 MB, 100 operations per process) only held memory — a long-running process's resident memory rose
 * by that much after start-up (the soak, issue 20 item 5; docs/decisions/141).
 */
sharp.cache(false);
/**
 * One libvips thread per image: with one image at a time (image-queue.ts) image work takes at most one core, and
 * the other stays free for requests (docs/decisions/159).
 */
sharp.concurrency(1);

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
 * The type and size come from the header at once; the decode waits its turn in `queue` (one image at a time per
 * process, docs/decisions/159) and happens once: the 2048 px image is made from the input, the smaller two from it.
 * @throws HttpError 415 `image_unsupported` (not JPEG/PNG/WebP), 422 `image_too_many_pixels` (over
 *   {@link MAX_INPUT_PIXELS}), 422 `image_unreadable` (truncated or damaged), 503 `images_busy` (the queue is full).
 */
export async function processImage(input: Buffer, queue: ImageQueue = imageQueue): Promise<ProcessedImage> {
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
  return queue.run(width * height, () => encodeVariants(input, sourceType));
}

/** Decodes `input` once to sRGB pixels at most 2048 px on a side, then encodes the three WebP variants from them. */
async function encodeVariants(input: Buffer, sourceType: ProcessedImage['sourceType']): Promise<ProcessedImage> {
  // failOn 'warning': a truncated JPEG or a PNG with a bad checksum is refused rather than half-grey.
  const pixels = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', pages: 1 })
    .rotate()
    .resize({ width: IMAGE_FULL_MAX_SIDE, height: IMAGE_FULL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
    .catch((err: unknown) => {
      throw /pixel limit/i.test((err as Error).message ?? '') ? imageTooManyPixels(MAX_INPUT_PIXELS) : imageUnreadable();
    });
  const { width, height, channels } = pixels.info;
  // One encode after the other: each holds a thread of Node's pool while it runs.
  const encode = async (targetWidth?: number): Promise<ProcessedVariant> => {
    const image = sharp(pixels.data, { raw: { width, height, channels } });
    if (targetWidth) image.resize({ width: targetWidth, withoutEnlargement: true });
    const { data, info } = await image.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const full = await encode();
  const w960 = await encode(960);
  const w320 = await encode(320);
  return { sourceType, variants: { w320, w960, full } };
}

/** The sizes of processed variants, as stored on the object row. */
export function variantSizes(image: ProcessedImage): StoredVariants {
  const size = ({ width, height }: VariantSize) => ({ width, height });
  return { w320: size(image.variants.w320), w960: size(image.variants.w960), full: size(image.variants.full) };
}
