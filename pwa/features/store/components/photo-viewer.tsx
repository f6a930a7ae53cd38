import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StorePhoto } from '#shared/store/responses.ts';

/**
 * The product's photos full screen (spec 001 §4 image viewer): the `w960` WebP variant, previous / next, "n / total",
 * arrow keys and a swipe on touch screens, Escape or "Close" to leave; focus goes to "Close" and back on leaving.
 */
export function PhotoViewer({ photos, name, start = 0, onClose }: { photos: readonly StorePhoto[]; name: string; start?: number; onClose: () => void }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(start);
  const close = useRef<HTMLButtonElement>(null);
  const touchX = useRef<number | null>(null);
  const count = photos.length;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    close.current?.focus();
    return () => opener?.focus();
  }, []);
  const photo = photos[index];
  if (!photo) return null;
  const position = `${index + 1} / ${count}`;
  return (
    <div
      className="store-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t`Photos of ${name}`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
        else if (e.key === 'ArrowRight') go(1);
        else if (e.key === 'ArrowLeft') go(-1);
      }}
      onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const from = touchX.current;
        const to = e.changedTouches[0]?.clientX;
        touchX.current = null;
        if (from !== null && to !== undefined && Math.abs(to - from) > 40) go(to < from ? 1 : -1);
      }}
    >
      <div className="store-viewer__frame">
        <img src={photo.variants.w960.url} width={photo.variants.w960.width} height={photo.variants.w960.height} alt={t`${name}, photo ${position}`} />
        <div className="store-viewer__bar">
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => go(-1)} disabled={count < 2} aria-label={t`Previous photo`}>
            ‹
          </button>
          <span aria-live="polite">{position}</span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => go(1)} disabled={count < 2} aria-label={t`Next photo`}>
            ›
          </button>
          <button ref={close} type="button" className="btn btn--ghost btn--sm" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
