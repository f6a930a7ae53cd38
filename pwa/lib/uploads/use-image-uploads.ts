import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StoredImage } from '#shared/uploads/schemas.ts';
import { ApiRequestError } from '../api/client.ts';
import { errorCodeMessage, loadErrorMessages } from '../i18n/error-messages.ts';
import { LocalUploadError, uploadImage } from './upload-image.ts';

/** Where one picked photo is: sending (with progress), being checked by the server, stored, or failed. */
export type UploadStatus = 'uploading' | 'processing' | 'done' | 'error';

/** One photo in the picker. */
export interface UploadItem {
  key: string;
  /** The picked file (absent for images that were already stored, e.g. when editing). */
  file?: File;
  /** What to show as the thumbnail: a local object URL while uploading, the 320 px variant once stored. */
  previewUrl: string;
  status: UploadStatus;
  /** Share of bytes sent, 0–1. */
  progress: number;
  /** Why it failed (status `error`), as a bilingual message. */
  error?: MessageDescriptor;
  image?: StoredImage;
}

const NETWORK_ERROR = msg`The upload failed. Check your connection and try again.`;
const UPLOAD_FAILED = msg`This photo could not be uploaded. Please try again.`;

/**
 * The bilingual message for an upload failure: the API's error code, a local check, or the network. The error
 * messages must have loaded (`loadErrorMessages`, as the hook below does); before that a code gets the general text.
 */
export function uploadErrorMessage(error: unknown): MessageDescriptor {
  if (error instanceof LocalUploadError || error instanceof ApiRequestError) return errorCodeMessage(error.code) ?? UPLOAD_FAILED;
  if (error instanceof TypeError) return NETWORK_ERROR;
  return UPLOAD_FAILED;
}

const objectUrl = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');
const revoke = (item: UploadItem) => {
  if (item.file && item.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(item.previewUrl);
};

const storedItem = (image: StoredImage): UploadItem => ({
  key: image.objectPath,
  previewUrl: image.variants.w320.url,
  status: 'done',
  progress: 1,
  image,
});

/**
 * State of a set of photo uploads (the store's add-product form, marriage profile photos): each file uploads on
 * its own with progress (uploadImage), can be cancelled, retried after a failure (a fresh upload URL) or removed.
 * `add` keeps only as many files as fit under `max` (spec 001 §4 "keeps only the first 6") and returns how many it
 * dropped. `images` lists the stored images in the order picked; `busy` is true while any upload runs.
 */
export function useImageUploads({ max, initial = [] }: { max: number; initial?: readonly StoredImage[] }) {
  const [items, setItems] = useState<UploadItem[]>(() => initial.map(storedItem));
  const controllers = useRef(new Map<string, AbortController>());
  // The latest list for callbacks (`add` also updates it at once, so two picks in one tick both count).
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  }, [items]);

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      update(key, { status: 'uploading', progress: 0, error: undefined });
      uploadImage(file, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) => update(key, { progress: total ? loaded / total : 0 }),
        onProcessing: () => update(key, { status: 'processing', progress: 1 }),
      }).then(
        (image) => update(key, { status: 'done', progress: 1, image }),
        async (error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          await loadErrorMessages().catch(() => undefined); // the text of a local check's code (decision 153)
          update(key, { status: 'error', error: uploadErrorMessage(error) });
        },
      ).finally(() => {
        if (controllers.current.get(key) === controller) controllers.current.delete(key);
      });
    },
    [update],
  );

  const add = useCallback(
    (files: Iterable<File>): number => {
      const picked = Array.from(files);
      const room = Math.max(0, max - itemsRef.current.length);
      const kept = picked.slice(0, room).map((file) => ({
        key: crypto.randomUUID(),
        file,
        previewUrl: objectUrl(file),
        status: 'uploading' as const,
        progress: 0,
      }));
      itemsRef.current = [...itemsRef.current, ...kept];
      setItems(itemsRef.current);
      for (const item of kept) start(item.key, item.file);
      return picked.length - kept.length;
    },
    [max, start],
  );

  /** Stops an upload in progress (or drops a finished/failed photo) and removes it from the list. */
  const remove = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setItems((current) => {
      const item = current.find((i) => i.key === key);
      if (item) revoke(item);
      return current.filter((i) => i.key !== key);
    });
  }, []);

  const retry = useCallback(
    (key: string) => {
      const item = itemsRef.current.find((i) => i.key === key);
      if (item?.file && item.status === 'error') start(key, item.file);
    },
    [start],
  );

  // Abort whatever still runs and free the previews when the picker goes away.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const item of itemsRef.current) revoke(item);
    };
  }, []);

  const images = useMemo(() => items.flatMap((item) => (item.status === 'done' && item.image ? [item.image] : [])), [items]);
  const busy = items.some((item) => item.status === 'uploading' || item.status === 'processing');
  return { items, images, busy, add, remove, retry };
}
