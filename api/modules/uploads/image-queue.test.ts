import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/errors.ts';
import { createImageQueue } from './image-queue.ts';

/** Work the test finishes by hand. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Lets queued promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What `promise` rejects with (fails the test when it resolves). */
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a refusal'),
    (err: unknown) => err as HttpError,
  );

describe('the image queue (decision 159)', () => {
  it('decodes one image at a time, in arrival order, while the others wait', async () => {
    const queue = createImageQueue({ concurrency: 1, maxQueuedPixels: 100e6 });
    const started: number[] = [];
    const gates = [gate(), gate(), gate()];
    const runs = gates.map((g, i) =>
      queue.run(10e6, async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await settle();
    expect(started).toEqual([0]);
    expect(queue.stats()).toEqual({ active: 1, waiting: 2, queuedPixels: 30e6 });
    gates[0]!.open();
    await runs[0];
    await settle();
    expect(started).toEqual([0, 1]);
    expect(queue.stats()).toEqual({ active: 1, waiting: 1, queuedPixels: 20e6 });
    gates[1]!.open();
    gates[2]!.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(queue.stats()).toEqual({ active: 0, waiting: 0, queuedPixels: 0 });
  });

  it('refuses an image that would put more pixels in the queue than it takes: 503 images_busy with a Retry-After', async () => {
    const queue = createImageQueue({ concurrency: 1, maxQueuedPixels: 50e6 });
    const first = gate();
    // Alone in the queue an image is always taken, even over the bound (its size is capped by MAX_INPUT_PIXELS).
    const running = queue.run(60e6, () => first.opened);
    await settle();
    let ran = false;
    const refused = await rejection(queue.run(1e6, async () => void (ran = true)));
    expect(refused).toBeInstanceOf(HttpError);
    expect([refused.status, refused.code]).toEqual([503, 'images_busy']);
    expect(refused.message).toMatch(/try again/i);
    const retryAfter = Number(refused.headers?.['Retry-After']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(ran).toBe(false);
    // The early check (before an upload's bytes are read) says the same.
    expect(() => queue.assertRoom()).toThrow(expect.objectContaining({ status: 503, code: 'images_busy' }));

    first.open();
    await running;
    expect(() => queue.assertRoom()).not.toThrow();
    expect(await queue.run(1e6, async () => 'ran now')).toBe('ran now');
  });

  it('takes images up to the bound and refuses the next one', async () => {
    const queue = createImageQueue({ concurrency: 1, maxQueuedPixels: 50e6 });
    const hold = gate();
    const taken = [0, 1, 2, 3, 4].map(() => queue.run(10e6, () => hold.opened));
    const over = await rejection(queue.run(10e6, async () => undefined));
    expect(over.code).toBe('images_busy');
    expect(queue.stats()).toMatchObject({ queuedPixels: 50e6 });
    hold.open();
    await Promise.all(taken);
  });

  it('gives the pixels of an image back when its work fails', async () => {
    const queue = createImageQueue({ concurrency: 1, maxQueuedPixels: 50e6 });
    await expect(queue.run(40e6, async () => Promise.reject(new Error('damaged')))).rejects.toThrow('damaged');
    expect(queue.stats()).toEqual({ active: 0, waiting: 0, queuedPixels: 0 });
    expect(await queue.run(40e6, async () => 'next')).toBe('next');
  });
});
