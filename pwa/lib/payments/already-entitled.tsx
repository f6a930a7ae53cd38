import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '#shared/constants.ts';
import { formatters } from '../i18n/format.ts';
import './payments.css';

/**
 * Said instead of a pay button while the member already has what it would buy (decision 157): "You already have
 * access until <date>". `until` in Unix seconds (the API's `entitledUntil` or the billing history's).
 */
export function AlreadyEntitled({ until }: { until: number }) {
  const { i18n } = useLingui();
  const date = formatters(i18n.locale as Language).date(new Date(until * 1000));
  return (
    <p className="already-entitled" role="status">
      <Trans>You already have access until {date}.</Trans>
    </p>
  );
}
