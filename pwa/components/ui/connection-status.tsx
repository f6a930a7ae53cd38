import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useOnline, useQueuedCount } from '../../lib/offline/hooks.ts';

/**
 * Header indicator: online/offline and how many posts wait in the outbox (issue 3 §6). A narrow header may hide
 * the words with CSS (`.connection-status__label`, `__queued` visually hidden) and keep the coloured dot and the
 * bare count (`__count`, hidden otherwise); screen readers always get the words. "N waiting" is a link to the
 * posts on this device, /outbox (decision 179).
 */
export function ConnectionStatus() {
  const online = useOnline();
  const queued = useQueuedCount();
  return (
    <span className={`connection-status${online ? '' : ' connection-status--offline'}`} role="status" aria-live="polite">
      <span className="connection-status__dot" aria-hidden="true" />
      <span className="connection-status__label">{online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}</span>
      {queued > 0 && (
        <Link to="/outbox" className="connection-status__link">
          <span className="connection-status__queued">
            {' · '}
            <Plural value={queued} one="# post waiting" other="# posts waiting" />
          </span>
          <span className="connection-status__count" aria-hidden="true">
            {queued}
          </span>
        </Link>
      )}
    </span>
  );
}

/**
 * The offline state in words under the header (decision 172): a narrow header shows the status as a dot only, and a
 * colour alone says nothing to many people. Shown only while the device is offline; the header's status (role
 * status) is what screen readers hear, so this line is not announced a second time.
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="offline-notice" aria-hidden="true">
      <Trans>You are offline. Lists show what was saved on this device; what you post is sent when you are back online.</Trans>
    </p>
  );
}
