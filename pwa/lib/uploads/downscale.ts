import { ACCEPTED_IMAGE_TYPES, IMAGE_FULL_MAX_SIDE } from '#shared/uploads/schemas.ts';

/** Photos larger than this (bytes) are re-encoded before upload even when their size in pixels is fine. */
export const DOWNSCALE_ABOVE_BYTES = 1.5 * 1024 * 1024;
/** JPEG quality of a downscaled photo (0–1). */
const JPEG_QUALITY = 0.85;

const accepted = (type: string) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);

/** Draws `bitmap` at `width`×`height` and encodes it as JPEG (OffscreenCanvas where there is one). */
async function encodeJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/**
 * Makes a huge camera photo small before it is sent (a 12 MP phone photo of 4–8 MB becomes ~0.5 MB at 2048 px —
 * what the server keeps anyway): decodes it with createImageBitmap (EXIF orientation applied), scales it so its
 * longest side is at most 2048 px and re-encodes it as JPEG. A type the server does not take but the browser can
 * decode (HEIC on Safari) is converted too. Returns the file unchanged when it is already small, when re-encoding
 * would not make it smaller, or when the browser cannot decode it (the server then decides and explains).
 */
export async function downscaleImage(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const { width, height } = bitmap;
    const scale = Math.min(1, IMAGE_FULL_MAX_SIDE / Math.max(width, height));
    const convertType = !accepted(file.type);
    if (scale === 1 && !convertType && file.size <= DOWNSCALE_ABOVE_BYTES) return file;
    const blob = await encodeJpeg(bitmap, Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
    if (!blob || (!convertType && blob.size >= file.size)) return file;
    const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
    return new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
