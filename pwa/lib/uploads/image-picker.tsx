import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_IMAGES_PER_ITEM, type StoredImage } from '#shared/uploads/schemas.ts';
import { useImageUploads, type UploadItem } from './use-image-uploads.ts';
import './image-picker.css';

/** Props of {@link ImagePicker}. */
export interface ImagePickerProps {
  /** Visible label of the group (default "Photos"). */
  label?: string;
  /** Most photos (default 6, spec 001 §9). */
  max?: number;
  /** Images already stored (editing a record); shown first. */
  initial?: readonly StoredImage[];
  /** Called with the stored images, in order, whenever the set changes (save their `objectPath`s). */
  onChange(images: StoredImage[]): void;
  /** Called with true while any photo is still uploading (disable the form's submit meanwhile). */
  onBusyChange?(busy: boolean): void;
}

function ItemStatus({ item, name }: { item: UploadItem; name: string }) {
  const { t, i18n } = useLingui();
  if (item.status === 'uploading') {
    const percent = Math.round(item.progress * 100);
    return (
      <>
        <progress className="image-picker__progress" max={100} value={percent} aria-label={t`Uploading ${name}`} />
        <span className="image-picker__note">{t`${percent}% sent`}</span>
      </>
    );
  }
  if (item.status === 'processing') return <span className="image-picker__note">{t`Checking photo…`}</span>;
  if (item.status === 'error') {
    return (
      <p className="image-picker__error" role="alert">
        {item.error ? i18n._(item.error) : null}
      </p>
    );
  }
  return <span className="image-picker__note image-picker__note--done">{t`Ready`}</span>;
}

/**
 * A photo picker with thumbnails, per-photo progress, cancel, retry and a clear error per photo (issue 12 item 6),
 * for the store's add-product form and marriage profiles. Photos upload as soon as they are picked (huge camera
 * photos are made smaller first); only the first `max` are kept. Reports the stored images through `onChange`.
 */
export function ImagePicker({ label, max = MAX_IMAGES_PER_ITEM, initial, onChange, onBusyChange }: ImagePickerProps) {
  const { t } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const { items, images, busy, add, remove, retry } = useImageUploads({ max, initial });
  const [dropped, setDropped] = useState(0);

  useEffect(() => onChange(images), [images, onChange]);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files ? Array.from(event.target.files) : [];
    event.target.value = ''; // picking the same file again still fires a change
    setDropped(add(files));
  };

  return (
    <fieldset className="image-picker" aria-describedby={hintId}>
      <legend className="image-picker__legend">{label ?? t`Photos`}</legend>
      <p className="image-picker__hint" id={hintId}>
        <Trans>Up to {max} photos, 10 MB each (JPEG, PNG or WebP). Large photos are made smaller before sending.</Trans>
      </p>
      {items.length > 0 && (
        <ul className="image-picker__list">
          {items.map((item, index) => {
            const name = item.file?.name ?? t`Photo ${index + 1}`;
            return (
              <li key={item.key} className={`image-picker__item image-picker__item--${item.status}`}>
                {item.previewUrl ? (
                  <img className="image-picker__thumb" src={item.previewUrl} alt={t`Photo ${index + 1}`} width={96} height={96} />
                ) : (
                  <span className="image-picker__thumb" aria-hidden="true" />
                )}
                <div className="image-picker__body">
                  <span className="image-picker__name">{name}</span>
                  <ItemStatus item={item} name={name} />
                  <div className="image-picker__actions">
                    {item.status === 'error' && item.file && (
                      <button type="button" className="btn btn--secondary btn--sm" onClick={() => retry(item.key)}>
                        {t`Try again`}
                      </button>
                    )}
                    <button type="button" className="btn btn--ghost btn--sm" onClick={() => remove(item.key)}>
                      {item.status === 'uploading' || item.status === 'processing' ? t`Cancel upload of ${name}` : t`Remove ${name}`}
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {dropped > 0 && (
        <p className="image-picker__note" role="status">
          {t`Only ${max} photos can be added; ${dropped} were left out.`}
        </p>
      )}
      {items.length < max && (
        <label className="btn btn--secondary image-picker__add" htmlFor={inputId}>
          {items.length === 0 ? t`Add photos` : t`Add more photos`}
          <input id={inputId} className="visually-hidden" type="file" accept="image/*" multiple onChange={onPick} />
        </label>
      )}
    </fieldset>
  );
}
