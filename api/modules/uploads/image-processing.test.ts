import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { MAX_INPUT_PIXELS, processImage } from './image-processing.ts';
import { createImageQueue } from './image-queue.ts';
import { decompressionBomb, jpegPhoto, pngImage, svgWithScript, truncatedJpeg, webpImage, zipArchive } from './uploads.test-support.ts';

/** The HttpError `processImage` throws for `input` (fails the test when it resolves). */
async function refusal(input: Buffer): Promise<HttpError> {
  const err = await processImage(input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('processImage (issue 12 item 2)', () => {
  it('applies the EXIF orientation, strips EXIF and GPS, and makes WebP at 320, 960 and ≤ 2048 px', async () => {
    // 4000×3000 stored sideways (orientation 6): upright it is 3000 wide and 4000 tall.
    const image = await processImage(await jpegPhoto(4000, 3000, 6));
    expect(image.sourceType).toBe('image/jpeg');
    expect({ w: image.variants.full.width, h: image.variants.full.height }).toEqual({ w: 1536, h: 2048 });
    expect({ w: image.variants.w960.width, h: image.variants.w960.height }).toEqual({ w: 960, h: 1280 });
    expect({ w: image.variants.w320.width, h: image.variants.w320.height }).toEqual({ w: 320, h: 427 });
    for (const variant of Object.values(image.variants)) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect({ w: meta.width, h: meta.height }).toEqual({ w: variant.width, h: variant.height });
    }
    // The green corner of the photo is top-left when stored; rotated 90° clockwise it ends top-right.
    const { data, info } = await sharp(image.variants.w320.data).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    expect(at(info.width - 5, 5)[1]).toBeGreaterThan(120);
    expect(at(5, 5)[0]).toBeGreaterThan(150);
  });

  it('never enlarges a small image', async () => {
    const image = await processImage(await pngImage(200, 100));
    expect(image.sourceType).toBe('image/png');
    for (const variant of Object.values(image.variants)) expect([variant.width, variant.height]).toEqual([200, 100]);
  });

  it('accepts WebP, and decides the type by the bytes (a PNG called photo.jpg is a PNG)', async () => {
    expect((await processImage(await webpImage())).sourceType).toBe('image/webp');
    expect((await processImage(await pngImage())).sourceType).toBe('image/png');
  });

  it('refuses an SVG with script and a ZIP with 415 and a message saying what the file is', async () => {
    const svg = await refusal(svgWithScript());
    expect([svg.status, svg.code]).toEqual([415, 'image_unsupported']);
    expect(svg.message).toMatch(/SVG.*JPEG, PNG or WebP/);
    const zip = await refusal(zipArchive());
    expect([zip.status, zip.code]).toEqual([415, 'image_unsupported']);
    expect(zip.message).toMatch(/ZIP file/);
    const text = await refusal(Buffer.from('just some text, not a picture'));
    expect(text.message).toMatch(/not an image/);
  });

  it('refuses a truncated JPEG with 422 image_unreadable', async () => {
    const err = await refusal(await truncatedJpeg());
    expect([err.status, err.code]).toEqual([422, 'image_unreadable']);
  });

  it('refuses a 20000×20000 decompression bomb before decoding it', async () => {
    expect(20000 * 20000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const bomb = await decompressionBomb();
    const started = Date.now();
    const err = await refusal(bomb);
    expect([err.status, err.code]).toEqual([422, 'image_too_many_pixels']);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 60_000);
});

describe('processImage limits (decision 159)', () => {
  it('takes at most 40 megapixels, and refuses a larger photo from its header at once', async () => {
    expect(MAX_INPUT_PIXELS).toBe(40_000_000);
    const large = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: '#864' } }).png({ compressionLevel: 1 }).toBuffer();
    const started = performance.now();
    const err = await refusal(large);
    expect([err.status, err.code]).toEqual([422, 'image_too_many_pixels']);
    expect(err.message).toContain('40 megapixels');
    expect(performance.now() - started).toBeLessThan(1000);
  }, 30_000);

  it('waits its turn in the image queue, and is refused with 503 images_busy when the queue is full', async () => {
    const queue = createImageQueue({ concurrency: 1, maxQueuedPixels: 1_000_000 });
    let release!: () => void;
    const busy = queue.run(1_000_000, () => new Promise<void>((resolve) => (release = resolve)));
    const err = await processImage(await pngImage(640, 480), queue).then(
      () => null,
      (e: unknown) => e as HttpError,
    );
    expect([err?.status, err?.code]).toEqual([503, 'images_busy']);
    expect(Number(err?.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    release();
    await busy;
    expect((await processImage(await pngImage(640, 480), queue)).variants.full.width).toBe(640);
  });
});
