import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MarriageProfile } from '#shared/marriage/responses.ts';

/**
 * Why a profile's photos are not shown (decision 163): guests are asked to log in; members learn that the owner
 * shares them after an accepted interest. A neutral placeholder, never a blurred photo (no bytes are sent).
 */
export function PhotosPlaceholder({ profile, compact = false }: { profile: Pick<MarriageProfile, 'photoCount' | 'photosNote'>; compact?: boolean }) {
  const count = profile.photoCount;
  return (
    <div className={`marriage-photo-placeholder${compact ? ' marriage-photo-placeholder--compact' : ''}`} role="note">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="32" height="32" className="marriage-photo-placeholder__icon">
        <path fill="currentColor" d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5Z" />
      </svg>
      <p>
        {profile.photosNote === 'log_in' ? <Trans>Log in to see photos. Photos are shared only with members.</Trans> : <Trans>Photos are shared after an accepted interest</Trans>}
        {!compact && count > 0 && (
          <>
            {' '}
            <span className="marriage-note">
              <Trans>({count} photos)</Trans>
            </span>
          </>
        )}
      </p>
    </div>
  );
}

/** The main photo of a card (320 px variant), or the placeholder when the viewer may not see it. */
export function CardPhoto({ profile }: { profile: MarriageProfile }) {
  const { t } = useLingui();
  const main = profile.photos[0];
  if (main) {
    const { url, width, height } = main.variants.w320;
    return <img className="marriage-card__photo" src={url} width={width} height={height} alt={t`Main photo of ${profile.name}`} loading="lazy" decoding="async" />;
  }
  return profile.photoCount > 0 && profile.photosNote ? <PhotosPlaceholder profile={profile} compact /> : null;
}

/**
 * The photos of a profile page (decision 163): the chosen one large (main photo first), the others as buttons to
 * choose; or the placeholder saying why they are not shown. Nothing at all for a profile without photos.
 */
export function ProfilePhotos({ profile }: { profile: MarriageProfile }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  if (profile.photos.length === 0) return profile.photoCount > 0 && profile.photosNote ? <PhotosPlaceholder profile={profile} /> : null;
  const shown = profile.photos[Math.min(index, profile.photos.length - 1)]!;
  const large = shown.variants.w960;
  return (
    <section className="marriage-photos" aria-label={t`Photos`}>
      <img className="marriage-photos__main" src={large.url} width={large.width} height={large.height} alt={t`Photo ${index + 1} of ${profile.name}`} decoding="async" />
      {profile.photos.length > 1 && (
        <ul className="marriage-photos__thumbs" role="list">
          {profile.photos.map((photo, i) => (
            <li key={photo.objectPath}>
              <button type="button" className="marriage-photos__thumb" aria-pressed={i === index} onClick={() => setIndex(i)} aria-label={t`Show photo ${i + 1}`}>
                <img src={photo.variants.w320.url} width={photo.variants.w320.width} height={photo.variants.w320.height} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
