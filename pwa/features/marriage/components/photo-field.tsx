import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MARRIAGE_LIMITS, PHOTO_VISIBILITIES, type PhotoVisibility } from '#shared/marriage/constants.ts';
import type { StoredImage } from '#shared/uploads/schemas.ts';
import { ImagePicker } from '../../../lib/uploads/image-picker.tsx';

/** Puts `path` first (the main photo), or one place earlier. */
function moved(order: readonly string[], path: string, to: 'main' | 'earlier'): string[] {
  const i = order.indexOf(path);
  if (i <= 0) return [...order];
  const rest = order.filter((p) => p !== path);
  const at = to === 'main' ? 0 : i - 1;
  return [...rest.slice(0, at), path, ...rest.slice(at)];
}

/**
 * The photos of the profile form (decision 163): up to 6 uploads through the uploads service (the shared picker:
 * progress, cancel, retry, remove), their order with the main photo first ("Make main photo", "Move earlier"), and
 * who may see them. Reports the ordered object paths and the visibility.
 */
export function PhotoField({
  initial,
  visibility,
  onPhotos,
  onVisibility,
  onBusyChange,
}: {
  initial: readonly StoredImage[];
  visibility: PhotoVisibility;
  onPhotos(paths: string[]): void;
  onVisibility(value: PhotoVisibility): void;
  onBusyChange(busy: boolean): void;
}) {
  const { t } = useLingui();
  const [images, setImages] = useState<StoredImage[]>([...initial]);
  const [order, setOrder] = useState<string[]>(() => initial.map((i) => i.objectPath));
  // The picker's stored images in the chosen order; new ones at the end.
  const ordered = useMemo(() => {
    const byPath = new Map(images.map((i) => [i.objectPath, i]));
    const kept = order.filter((p) => byPath.has(p));
    return [...kept, ...images.map((i) => i.objectPath).filter((p) => !kept.includes(p))].map((p) => byPath.get(p)!);
  }, [images, order]);
  useEffect(() => onPhotos(ordered.map((i) => i.objectPath)), [ordered, onPhotos]);
  const reorder = (path: string, to: 'main' | 'earlier') => setOrder(moved(ordered.map((i) => i.objectPath), path, to));
  const visibilityLabels: Record<PhotoVisibility, React.ReactNode> = {
    accepted: <Trans>Only members whose interest I accept</Trans>,
    members: <Trans>All signed-in members</Trans>,
  };
  return (
    <fieldset className="marriage-photo-field">
      <legend>
        <Trans>Photos</Trans>
      </legend>
      <p className="marriage-note">
        <Trans>Guests never see photos. The first photo is the main one; new photos are checked by our team.</Trans>
      </p>
      <ImagePicker label={t`Profile photos`} max={MARRIAGE_LIMITS.photosMax} initial={initial} onChange={setImages} onBusyChange={onBusyChange} />
      {ordered.length > 1 && (
        <ol className="marriage-photo-order" aria-label={t`Order of photos`}>
          {ordered.map((image, i) => (
            <li key={image.objectPath} className="marriage-photo-order__item">
              <img src={image.variants.w320.url} width={64} height={64} alt={t`Photo ${i + 1}`} />
              <span>{i === 0 ? <strong>{t`Main photo`}</strong> : t`Photo ${i + 1}`}</span>
              {i > 0 && (
                <span className="marriage-actions">
                  <button type="button" className="btn btn--secondary btn--sm" onClick={() => reorder(image.objectPath, 'main')}>
                    <Trans>Make main photo</Trans>
                  </button>
                  {i > 1 && (
                    <button type="button" className="btn btn--ghost btn--sm" onClick={() => reorder(image.objectPath, 'earlier')}>
                      <Trans>Move earlier</Trans>
                    </button>
                  )}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      <div role="radiogroup" aria-label={t`Who may see my photos`} className="marriage-photo-field__visibility">
        <p className="form-field__label">
          <Trans>Who may see my photos</Trans>
        </p>
        {PHOTO_VISIBILITIES.map((value) => (
          <label key={value} className="marriage-radio">
            <input type="radio" name="photoVisibility" value={value} checked={visibility === value} onChange={() => onVisibility(value)} />
            <span>{visibilityLabels[value]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
