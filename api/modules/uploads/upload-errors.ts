import { HttpError } from '../../http/errors.ts';

/** 415 `image_unsupported`: the bytes are not a JPEG, PNG or WebP image (`found` names what they are, if known). */
export const imageUnsupported = (message = 'This file is not a photo we can use. Choose a JPEG, PNG or WebP image.') =>
  new HttpError(415, 'image_unsupported', message);
/** 413 `image_too_large`: more than 10 MB. */
export const imageTooLarge = () => new HttpError(413, 'image_too_large', 'This photo is larger than 10 MB. Choose a smaller one.');
/** 422 `image_unreadable`: a truncated or damaged image. */
export const imageUnreadable = () =>
  new HttpError(422, 'image_unreadable', 'This photo is damaged or incomplete. Choose it again or take a new one.');
/** 422 `image_too_many_pixels`: more pixels than we decode (decompression-bomb guard). */
export const imageTooManyPixels = (limit: number) =>
  new HttpError(422, 'image_too_many_pixels', `This image has too many pixels (the limit is ${Math.round(limit / 1e6)} megapixels).`);
/** 410 `upload_expired`: the upload URL is older than 15 minutes. */
export const uploadExpired = () => new HttpError(410, 'upload_expired', 'This upload link has expired. Add the photo again.');
/** 409 `upload_used`: the upload URL was already used (single use). */
export const uploadUsed = () => new HttpError(409, 'upload_used', 'This upload link was already used. Add the photo again.');
/** 409 `upload_not_received`: `PUT /api/product-images` before the image arrived. */
export const uploadNotReceived = () => new HttpError(409, 'upload_not_received', 'The photo has not arrived yet. Upload it, then try again.');
/**
 * 503 `images_busy`: this process already has as much image work in flight and waiting as it takes
 * (image-queue.ts); `retryAfterSeconds` (1–60) becomes the Retry-After header. Nothing was stored.
 */
export const imagesBusy = (retryAfterSeconds: number) =>
  new HttpError(503, 'images_busy', 'Many photos are being processed right now. Try again in a few seconds.', undefined, {
    'Retry-After': String(Math.min(60, Math.max(1, Math.ceil(retryAfterSeconds)))),
  });
/** 415 `document_unsupported`: the bytes of a document upload are not a PDF (decision 177). */
export const documentUnsupported = (found = 'not a PDF') =>
  new HttpError(415, 'document_unsupported', `This file is ${found}. Save your CV as a PDF and choose it again.`);
/** 413 `document_too_large`: a document over 5 MB (decision 177). */
export const documentTooLarge = () => new HttpError(413, 'document_too_large', 'This file is larger than 5 MB. Choose a smaller PDF.');
