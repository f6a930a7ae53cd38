import { Trans } from '@lingui/react/macro';
import { useUpdateAvailable } from '../../lib/pwa/update-store.ts';

/** "A new version is available — reload" banner, shown when a newer build is waiting (issue 3 §5). */
export function UpdatePrompt() {
  const { available, apply } = useUpdateAvailable();
  if (!available) return null;
  return (
    <div className="update-prompt" role="status">
      <span>
        <Trans>A new version of the app is available.</Trans>
      </span>
      <button type="button" className="btn btn--primary" onClick={apply}>
        <Trans>Reload</Trans>
      </button>
    </div>
  );
}
