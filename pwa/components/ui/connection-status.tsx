import { Plural, Trans } from '@lingui/react/macro';
import { useOnline, useQueuedCount } from '../../lib/offline/hooks.ts';

/** Header indicator: online/offline and how many posts wait in the outbox (issue 3 §6). */
export function ConnectionStatus() {
  const online = useOnline();
  const queued = useQueuedCount();
  return (
    <span className={`connection-status${online ? '' : ' connection-status--offline'}`} role="status" aria-live="polite">
      <span className="connection-status__dot" aria-hidden="true" />
      {online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
      {queued > 0 && (
        <span className="connection-status__queued">
          {' · '}
          <Plural value={queued} one="# post waiting" other="# posts waiting" />
        </span>
      )}
    </span>
  );
}
