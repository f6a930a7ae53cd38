import pLimit from 'p-limit';
import { imagesBusy } from './upload-errors.ts';

/**
 * How much image work one process takes on (docs/decisions/159-image-limits-and-date-windows.md): decoding a large
 * photo keeps a CPU core and a thread of Node's pool busy for a second or more, so images are decoded one at a time
 * and the others wait their turn; what waits is bounded in pixels (the cost of a decode grows with them), and an
 * image beyond that bound is refused at once with 503 `images_busy` and a Retry-After instead of waiting minutes.
 */
export interface ImageQueueOptions {
  /** Images decoded at the same time. */
  concurrency: number;
  /** Most pixels in flight and waiting together; the first image is always taken, whatever its size. */
  maxQueuedPixels: number;
}

/** What the queue holds now. */
export interface ImageQueueStats {
  /** Images being decoded now. */
  active: number;
  /** Images waiting for their turn. */
  waiting: number;
  /** Pixels of the active and waiting images together. */
  queuedPixels: number;
}

/** A per-process queue of image work (see {@link ImageQueueOptions}). */
export interface ImageQueue {
  /**
   * Runs `work` (the decode and encode of an image of `pixels` pixels) when its turn comes and returns its result.
   * @throws HttpError 503 `images_busy` with Retry-After, before `work` starts, when taking the image would put more
   *   than `maxQueuedPixels` in the queue; whatever `work` throws.
   */
  run<T>(pixels: number, work: () => Promise<T>): Promise<T>;
  /**
   * Refuses early — before an upload's bytes are read — when the queue is already full.
   * @throws HttpError 503 `images_busy` with Retry-After.
   */
  assertRoom(): void;
  stats(): ImageQueueStats;
}

/** Speed assumed before the first image is measured: milliseconds per megapixel (a 12 MP photo in ~0.4 s). */
const INITIAL_MS_PER_MEGAPIXEL = 35;

/** A queue of image work; tests build their own, the uploads service uses {@link imageQueue}. */
export function createImageQueue({ concurrency, maxQueuedPixels }: ImageQueueOptions): ImageQueue {
  const limit = pLimit(concurrency);
  let queuedPixels = 0;
  // A moving average of the measured speed, for an honest Retry-After.
  let msPerMegapixel = INITIAL_MS_PER_MEGAPIXEL;
  const busy = () => imagesBusy((queuedPixels / 1e6) * msPerMegapixel / 1000 / concurrency);

  return {
    async run(pixels, work) {
      if (queuedPixels > 0 && queuedPixels + pixels > maxQueuedPixels) throw busy();
      queuedPixels += pixels;
      try {
        return await limit(async () => {
          const started = performance.now();
          const result = await work();
          if (pixels >= 1e6) msPerMegapixel = 0.8 * msPerMegapixel + 0.2 * ((performance.now() - started) / (pixels / 1e6));
          return result;
        });
      } finally {
        queuedPixels -= pixels;
      }
    },
    assertRoom() {
      if (queuedPixels >= maxQueuedPixels) throw busy();
    },
    stats: () => ({ active: limit.activeCount, waiting: limit.pendingCount, queuedPixels }),
  };
}

/**
 * This process's image queue: one image decoded at a time (with libvips on one thread, image-processing.ts, a photo
 * takes at most one of the two cores the server is sized for, and one thread of Node's pool — logins hash
 * passwords on that pool), and up to 200 megapixels in flight and waiting: five photos at the 40 MP limit, or
 * fifty 4 MP photos as the PWA sends them after downscaling (docs/decisions/054).
 */
export const imageQueue = createImageQueue({ concurrency: 1, maxQueuedPixels: 200_000_000 });
