import { useDeferredValue, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ADMIN_TAXI_STATUSES, type AdminTaxiStatus } from '#shared/admin/constants.ts';
import type { AdminTaxiService } from '#shared/admin/schemas.ts';
import { FormField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { useAdminTaxiServices, useDeleteTaxiService, useTaxiStatus } from '../api/admin-taxi.ts';
import { AdminGate, AdminNav } from './admin-gate.tsx';
import { ConfirmDialog } from './member-card.tsx';

const STATUS_LABELS: Record<AdminTaxiStatus, ReactNode> = {
  all: <Trans>All</Trans>,
  active: <Trans>Active</Trans>,
  inactive: <Trans>Inactive</Trans>,
  approved: <Trans>Approved</Trans>,
  pending: <Trans>Pending</Trans>,
};

/** One vehicle service with its contact number and the admin's toggles and delete (spec 001 §2, §4). */
function ServiceCard({ service }: { service: AdminTaxiService }) {
  const { t, i18n } = useLingui();
  const format = formatters(i18n.locale === 'en' ? 'en' : 'ta');
  const status = useTaxiStatus();
  const remove = useDeleteTaxiService();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const run = async (work: () => Promise<unknown>, success: MessageDescriptor) => {
    try {
      await work();
      toast({ title: i18n._(success) });
    } catch (error) {
      toast({ title: t`Error`, description: describeError(error, msg`Could not save the change`), variant: 'destructive' });
    }
  };
  return (
    <li className="card admin-item">
      <h3>
        {service.fromLocation} → {service.toLocation}
      </h3>
      <p className="admin-actions">
        <span className={`admin-badge${service.isApproved ? '' : ' admin-badge--warn'}`}>{service.isApproved ? t`Approved` : t`Pending`}</span>
        <span className="admin-badge">{service.isActive ? t`Active` : t`Inactive`}</span>
      </p>
      <dl className="admin-facts">
        <div>
          <dt>{t`Contact number`}</dt>
          <dd>
            <a href={`tel:${service.contactNumber}`}>{service.contactNumber}</a>
          </dd>
        </div>
        <div>
          <dt>{t`Posted by`}</dt>
          <dd>
            {service.ownerName} · {service.ownerEmail}
          </dd>
        </div>
        <div>
          <dt>{t`Passengers`}</dt>
          <dd>{format.number(service.passengerCount)}</dd>
        </div>
        <div>
          <dt>{t`Travel date`}</dt>
          <dd>{service.travelDate ? format.date(service.travelDate) : '—'}</dd>
        </div>
        <div>
          <dt>{t`Posted`}</dt>
          <dd>{format.dateTime(service.createdAt)}</dd>
        </div>
      </dl>
      {service.additionalNotes && <p className="admin-message">{service.additionalNotes}</p>}
      <p className="admin-actions">
        <button
          type="button"
          className="btn btn--primary"
          disabled={status.isPending}
          onClick={() => void run(() => status.mutateAsync({ id: service.id, isApproved: !service.isApproved }), service.isApproved ? msg`Approval removed` : msg`Approved`)}
        >
          {service.isApproved ? <Trans>Remove approval</Trans> : <Trans>Approve</Trans>}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          disabled={status.isPending}
          onClick={() => void run(() => status.mutateAsync({ id: service.id, isActive: !service.isActive }), service.isActive ? msg`Deactivated` : msg`Activated`)}
        >
          {service.isActive ? <Trans>Deactivate</Trans> : <Trans>Activate</Trans>}
        </button>
        <button type="button" className="btn btn--danger" onClick={() => setConfirmDelete(true)}>
          <Trans>Delete</Trans>
        </button>
      </p>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={<Trans>Delete this vehicle service?</Trans>}
        description={<Trans>It disappears from the site for good.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        busy={remove.isPending}
        onConfirm={() => void run(() => remove.mutateAsync(service.id), msg`Vehicle service deleted`).then(() => setConfirmDelete(false))}
      />
    </li>
  );
}

/**
 * /admin/taxi-services (spec 001 §2 Admin taxi services; issue 19 item 2): totals, search, status filter, service
 * cards with contact numbers, approve / activate toggles and delete.
 */
export function TaxiServicesPage() {
  return <AdminGate>{(isAdmin) => <TaxiServicesList isAdmin={isAdmin} />}</AdminGate>;
}

function TaxiServicesList({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useLingui();
  const format = formatters(i18n.locale === 'en' ? 'en' : 'ta');
  const [q, setQ] = useState('');
  const [statusFilter, setStatusFilter] = useState<AdminTaxiStatus>('all');
  const services = useAdminTaxiServices({ q: useDeferredValue(q), status: statusFilter }, isAdmin);
  const items = services.data?.pages.flatMap((page) => page.items) ?? [];
  const totals = services.data?.pages[0]?.totals;
  const n = (value: number | undefined) => (value === undefined ? '…' : format.number(value));
  return (
    <div className="admin-page">
      <h1>
        <Trans>Vehicle services</Trans>
      </h1>
      <AdminNav />
      <ul className="admin-counts" role="list" aria-label={t`Totals`}>
        <li className="card">
          <strong>{n(totals?.total)}</strong>
          <Trans>Total</Trans>
        </li>
        <li className="card">
          <strong>{n(totals?.active)}</strong>
          <Trans>Active</Trans>
        </li>
        <li className="card">
          <strong>{n(totals?.approved)}</strong>
          <Trans>Approved</Trans>
        </li>
        <li className="card">
          <strong>{n(totals?.pending)}</strong>
          <Trans>Pending</Trans>
        </li>
      </ul>
      <div className="admin-toolbar">
        <FormField label={<Trans>Search vehicle services</Trans>} hint={<Trans>Place, country, notes or contact number</Trans>}>
          {(control) => <input {...control} className="input" type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />}
        </FormField>
        <div className="admin-filters" role="group" aria-label={t`Status`}>
          {ADMIN_TAXI_STATUSES.map((id) => (
            <button key={id} type="button" className="btn btn--secondary" aria-pressed={statusFilter === id} onClick={() => setStatusFilter(id)}>
              {STATUS_LABELS[id]}
            </button>
          ))}
        </div>
      </div>
      {services.isError ? (
        <p role="alert">{describeError(services.error, msg`Could not load the vehicle services`)}</p>
      ) : services.data && items.length === 0 ? (
        <p className="empty-state">
          <Trans>No vehicle services found</Trans>
        </p>
      ) : (
        <ul className="admin-list" role="list">
          {items.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ul>
      )}
      {services.hasNextPage && (
        <button type="button" className="btn btn--secondary" disabled={services.isFetchingNextPage} onClick={() => void services.fetchNextPage()}>
          <Trans>Show more</Trans>
        </button>
      )}
    </div>
  );
}
