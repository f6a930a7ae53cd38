import { Plural, Trans } from '@lingui/react/macro';
import { useOnline, useQueuedCount } from '../../lib/offline/hooks.ts';

/**
 * Header indicator: online/offline and how many posts wait in the outbox (issue 3 §6). A narrow header may hide
 * the words with CSS (`.connection-status__label`, `__queued` visually hidden) and keep the coloured dot and the
 * bare count (`__count`, hidden otherwise); screen readers always get the words.
 */
export function ConnectionStatus() {
  const online = useOnline();
  const queued = useQueuedCount();
  return (
    <span className={`connection-status${online ? '' : ' connection-status--offline'}`} role="status" aria-live="polite">
      <span className="connection-status__dot" aria-hidden="true" />
      <span className="connection-status__label">{online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}</span>
      {queued > 0 && (
        <>
          <span className="connection-status__queued">
            {' · '}
            <Plural value={queued} one="# post waiting" other="# posts waiting" />
          </span>
          <span className="connection-status__count" aria-hidden="true">
            {queued}
          </span>
        </>
      )}
    </span>
  );
}
