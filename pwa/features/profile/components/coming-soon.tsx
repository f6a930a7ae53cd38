import { Trans } from '@lingui/react/macro';

/**
 * A visible "coming soon" note for a control that is shown but not available yet (it is referenced by the
 * disabled control's aria-describedby). Never paired with a fake success.
 */
export function ComingSoon({ id }: { id: string }) {
  return (
    <p id={id} className="profile-coming-soon">
      <Trans>Coming soon</Trans>
    </p>
  );
}
