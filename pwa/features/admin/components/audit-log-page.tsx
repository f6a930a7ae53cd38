import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { useAuditLog } from '../api/admin-members.ts';
import { AdminGate, AdminNav } from './admin-gate.tsx';

/** `details` of an audit entry as short "key: value" text (ids and field names, never secrets). */
function detailsText(details: Record<string, unknown> | null): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

/**
 * /admin/audit-log (issue 19 item 1: "sees every admin action afterwards"): the security and admin events, newest
 * first, in keyset pages — the event, when, from which address, the account concerned and the details.
 */
export function AuditLogPage() {
  return <AdminGate>{(isAdmin) => <AuditLogList isAdmin={isAdmin} />}</AdminGate>;
}

function AuditLogList({ isAdmin }: { isAdmin: boolean }) {
  const { i18n } = useLingui();
  const format = formatters(i18n.locale === 'en' ? 'en' : 'ta');
  const log = useAuditLog(undefined, isAdmin);
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="admin-page">
      <h1>
        <Trans>Audit log</Trans>
      </h1>
      <AdminNav />
      {log.isError ? (
        <p role="alert">{describeError(log.error, msg`Could not load the audit log`)}</p>
      ) : log.data && items.length === 0 ? (
        <p className="empty-state">
          <Trans>Nothing has been logged yet.</Trans>
        </p>
      ) : (
        <ol className="admin-list" role="list">
          {items.map((entry) => (
            <li key={entry.id} className="card admin-item">
              <h3>
                <code>{entry.event}</code>
              </h3>
              <p className="admin-note">
                {format.dateTime(entry.createdAt)}
                {entry.ip && <> · {entry.ip}</>}
                {entry.userId && <> · {entry.userId}</>}
              </p>
              {entry.details && <p className="admin-message">{detailsText(entry.details)}</p>}
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <button type="button" className="btn btn--secondary" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
          <Trans>Show more</Trans>
        </button>
      )}
    </div>
  );
}
