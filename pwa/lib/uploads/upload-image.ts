import { UPLOAD_MAX_BYTES, type StoredImage } from '#shared/uploads/schemas.ts';
import { apiRequestError } from '../api/client.ts';
import { callEndpoint, endpointRef } from '../api/endpoint.ts';
import { uploadsApi } from './contract.ts';
import { downscaleImage } from './downscale.ts';

const requestUpload = endpointRef(uploadsApi, 'requestUpload');
const productImage = endpointRef(uploadsApi, 'productImage');

/** Progress of one upload: bytes of the (possibly downscaled) file sent so far and their total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Options of {@link uploadImage}. */
export interface UploadImageOptions {
  /** Called as bytes leave (XMLHttpRequest upload progress). */
  onProgress?: (progress: UploadProgress) => void;
  /** Called when the bytes are sent and the server checks and processes the image. */
  onProcessing?: () => void;
  /** Aborts the upload (rejects with a DOMException named `AbortError`). */
  signal?: AbortSignal;
}

/**
 * A file refused on the device before anything is sent (a photo, or a CV as a PDF: pwa/features/jobs/api/upload-cv.ts);
 * `code` is the API error code the server would have used.
 */
export class LocalUploadError extends Error {
  readonly code: 'image_too_large' | 'image_unsupported' | 'document_too_large' | 'document_unsupported';
  constructor(code: LocalUploadError['code']) {
    super(code);
    this.name = 'LocalUploadError';
    this.code = code;
  }
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * Sends `body` to `url` with XMLHttpRequest (fetch has no upload progress). Cookies go only to our own origin (the
 * disk store's route needs the session; a bucket must not get them).
 * @throws ApiRequestError for a non-2xx answer, TypeError when the network fails, AbortError when aborted.
 */
export function putWithProgress(url: string, body: Blob, opts: UploadImageOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = new URL(url, location.href).origin === location.origin;
    xhr.setRequestHeader('Content-Type', body.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) opts.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    const onAbort = () => xhr.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => opts.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else void apiRequestError(xhr.status, xhr.statusText, xhr.responseText).then(reject);
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network error during upload'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(body);
  });
}

/**
 * Uploads one image the spec's way (001 §7): downscales a huge camera photo first (downscale.ts; saves mobile
 * data), asks for an upload URL (`POST /api/objects/upload`), `PUT`s the bytes there with progress, then
 * exchanges the URL without its query for the stored image (`PUT /api/product-images`). A retry is a fresh call
 * (upload URLs are single-use).
 * @returns the stored image: `objectPath` (what features save), size and variant URLs.
 * @throws LocalUploadError (not an image / over 10 MB even after downscaling), ApiRequestError (the server's
 *   refusal: `code` e.g. image_unsupported, image_too_large, rate_limited), TypeError (network), AbortError.
 */
export async function uploadImage(file: File, opts: UploadImageOptions = {}): Promise<StoredImage> {
  if (file.type && !file.type.startsWith('image/')) throw new LocalUploadError('image_unsupported');
  const body = await downscaleImage(file);
  if (body.size > UPLOAD_MAX_BYTES) throw new LocalUploadError('image_too_large');
  if (opts.signal?.aborted) throw abortError();
  const { uploadURL } = await callEndpoint(requestUpload, { body: {} });
  await putWithProgress(uploadURL, body, opts);
  opts.onProcessing?.();
  if (opts.signal?.aborted) throw abortError();
  return callEndpoint(productImage, { body: { imageURL: uploadURL.split('?')[0]! } });
}
