import { useDeferredValue, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { ADMIN_USER_FILTERS, type AdminUserFilter } from '#shared/admin/constants.ts';
import { Link } from '@tanstack/react-router';
import { FormField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { memberExportUrl, useAdminStats, useAdminUsers, useAdminWinners } from '../api/admin-members.ts';
import { AdminGate, AdminNav } from './admin-gate.tsx';
import { ConfirmDialog, MemberCard } from './member-card.tsx';

const FILTER_LABELS: Record<AdminUserFilter, ReactNode> = {
  all: <Trans>All</Trans>,
  active: <Trans>Active</Trans>,
  verified: <Trans>Verified</Trans>,
  '2fa': <Trans>2FA</Trans>,
  suspended: <Trans>Suspended</Trans>,
};

/** The stats cards and the recent draw winners (spec 001 §2 admin, §3 Admin stats, §9 recent winners). */
function Overview({ enabled }: { enabled: boolean }) {
  const { i18n } = useLingui();
  const format = formatters(i18n.locale === 'en' ? 'en' : 'ta');
  const stats = useAdminStats(enabled);
  const winners = useAdminWinners(enabled);
  const n = (value: number | undefined) => (value === undefined ? '…' : format.number(value));
  const cards: [ReactNode, number | undefined][] = [
    [<Trans key="t">Members</Trans>, stats.data?.totalUsers],
    [<Trans key="p">Private members</Trans>, stats.data?.privateUsers],
    [<Trans key="v">Verified e-mail</Trans>, stats.data?.verifiedUsers],
    [<Trans key="f">With 2FA</Trans>, stats.data?.twoFAUsers],
    [<Trans key="s">Suspended</Trans>, stats.data?.suspendedUsers],
  ];
  return (
    <>
      <ul className="admin-counts" role="list" aria-label={i18n._(msg`Statistics`)}>
        {cards.map(([label, value], index) => (
          <li key={index} className="card">
            <strong>{n(value)}</strong>
            {label}
          </li>
        ))}
      </ul>
      <section aria-labelledby="winners-title">
        <h2 id="winners-title">
          <Trans>Recent draw winners</Trans>
        </h2>
        {winners.data && winners.data.length === 0 ? (
          <p className="empty-state">
            <Trans>No draw has been won yet.</Trans>
          </p>
        ) : (
          <ul className="admin-list" role="list">
            {winners.data?.map((w) => (
              <li key={w.id} className="admin-note">
                {format.date(w.winDate)} · {w.name} · {w.email} · {w.ticketId}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * /admin/users (spec 001 §2 admin: stats cards, recent winners, the tabs All / Private / Taxi, search, filters All / Active / Verified / 2FA,
 * Export CSV, per-member actions; issue 19 item 2). The search runs on the server in keyset pages of 20.
 */
export function MembersPage() {
  const { t } = useLingui();
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<AdminUserFilter>('all');
  const [group, setGroup] = useState<'all' | 'private'>('all');
  const [confirmExport, setConfirmExport] = useState(false);
  const search = { q: useDeferredValue(q), filter, group };
  return (
    <AdminGate>
      {(isAdmin) => (
        <MembersList
          isAdmin={isAdmin}
          search={search}
          toolbar={
            <div className="admin-toolbar">
              {/* spec 001 §2 admin: the user management tabs All, Private and Taxi (Taxi is the vehicle services page) */}
              <div className="admin-filters" role="group" aria-label={t`Member groups`}>
                <button type="button" className="btn btn--secondary" aria-pressed={group === 'all'} onClick={() => setGroup('all')}>
                  <Trans>All members</Trans>
                </button>
                <button type="button" className="btn btn--secondary" aria-pressed={group === 'private'} onClick={() => setGroup('private')}>
                  <Trans context="member type">Private</Trans>
                </button>
                <Link to="/admin/taxi-services" className="btn btn--secondary">
                  <Trans>Taxi</Trans>
                </Link>
              </div>
              <FormField label={<Trans>Search members</Trans>} hint={<Trans>Name, username, e-mail, phone or customer ID</Trans>}>
                {(control) => <input {...control} className="input" type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />}
              </FormField>
              <div className="admin-filters" role="group" aria-label={t`Filter`}>
                {ADMIN_USER_FILTERS.map((id) => (
                  <button key={id} type="button" className="btn btn--secondary" aria-pressed={filter === id} onClick={() => setFilter(id)}>
                    {FILTER_LABELS[id]}
                  </button>
                ))}
              </div>
              <button type="button" className="btn btn--primary" onClick={() => setConfirmExport(true)}>
                <Trans>Export CSV</Trans>
              </button>
              <ConfirmDialog
                open={confirmExport}
                onOpenChange={setConfirmExport}
                title={<Trans>Export members as CSV?</Trans>}
                description={<Trans>The file holds personal details of every member matching the search: keep it safe and delete it when done.</Trans>}
                confirmLabel={<Trans>Export CSV</Trans>}
                onConfirm={() =>
                  void memberExportUrl(search).then(
                    (href) => {
                      const link = document.createElement('a');
                      link.href = href;
                      link.download = '';
                      link.click();
                      setConfirmExport(false);
                      toast({ title: t`Export Successful` });
                    },
                    // the contract did not load (offline): nothing was downloaded
                    (error: unknown) => toast({ title: t`Error`, description: describeError(error, msg`Could not load the members`), variant: 'destructive' }),
                  )
                }
              />
            </div>
          }
        />
      )}
    </AdminGate>
  );
}

function MembersList({ isAdmin, search, toolbar }: { isAdmin: boolean; search: { q: string; filter: AdminUserFilter; group: 'all' | 'private' }; toolbar: ReactNode }) {
  const { i18n } = useLingui();
  const users = useAdminUsers(search, isAdmin);
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];
  const total = users.data?.pages[0]?.total;
  return (
    <div className="admin-page">
      <h1>
        <Trans>Members</Trans>
      </h1>
      <AdminNav />
      <Overview enabled={isAdmin} />
      {toolbar}
      {total !== undefined && (
        <p className="admin-note" role="status">
          <Trans>{formatters(i18n.locale === 'en' ? 'en' : 'ta').number(total)} members found</Trans>
        </p>
      )}
      {users.isError ? (
        <p role="alert">{describeError(users.error, msg`Could not load the members`)}</p>
      ) : users.data && items.length === 0 ? (
        <p className="empty-state">
          <Trans>No users found</Trans>
        </p>
      ) : (
        <ul className="admin-list" role="list">
          {items.map((user) => (
            <MemberCard key={user.id} user={user} />
          ))}
        </ul>
      )}
      {users.hasNextPage && (
        <button type="button" className="btn btn--secondary" disabled={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
          <Trans>Show more</Trans>
        </button>
      )}
    </div>
  );
}
