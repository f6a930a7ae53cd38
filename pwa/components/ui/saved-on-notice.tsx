import { Trans, useLingui } from '@lingui/react/macro';
import { formatters } from '../../lib/i18n/format.ts';

/**
 * "Offline — saved on <date and time>" above a list shown from the device (IndexedDB) because the network could not
 * be reached: when the copy was saved, in the UI language. `savedAt` in epoch milliseconds. A live status, so a
 * screen reader announces the switch to the saved copy.
 */
export function SavedOnNotice({ savedAt }: { savedAt: number }) {
  const { i18n } = useLingui();
  const when = formatters(i18n.locale === 'en' ? 'en' : 'ta').dateTime(new Date(savedAt));
  return (
    <p className="saved-on-notice" role="status">
      <Trans>Offline — saved on {when}</Trans>
    </p>
  );
}
