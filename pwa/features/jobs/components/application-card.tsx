import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICATION_STATUSES, type ApplicationStatus } from '#shared/jobs/constants.ts';
import type { JobApplication } from '#shared/jobs/schemas.ts';
import { documentUrlOf } from '#shared/uploads/documents.ts';
import { EXPERIENCE_LABELS, STATUS_LABELS } from '../labels.ts';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';

/** A colour-coded, bilingual status badge (spec 001 §4). */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { i18n } = useLingui();
  return <span className={`badge status-badge status-badge--${status}`}>{i18n._(STATUS_LABELS[status])}</span>;
}

/**
 * "CV (PDF)": the CV uploaded with an application, opened from the server (a download; only the applicant, the
 * job's owner and the admin get it — decision 177). Nothing when the application has none.
 */
export function CvLink({ objectId }: { objectId: string | null }) {
  if (!objectId) return null;
  return (
    <a href={documentUrlOf(objectId)} className="btn btn--secondary" download>
      <Trans>CV (PDF)</Trans>
    </a>
  );
}

/**
 * One application (spec 001 §2 Employer dashboard, Applications tab): applicant, job, contact, status, experience,
 * current role, expected salary, available from, cover letter, applied time ago, View Resume, CV (PDF) — the
 * uploaded CV, for the applicant too (decision 177); with `onStatus` the
 * employer moves it through the 7 statuses.
 */
export function ApplicationCard({ application: a, onStatus }: { application: JobApplication; onStatus?: (status: ApplicationStatus) => void }) {
  const { t, i18n } = useLingui();
  return (
    <li className="card application-card" id={`application-${a.id}`}>
      <header className="job-card__header">
        <h3>{onStatus ? a.fullName : a.job.title}</h3>
        <StatusBadge status={a.status} />
      </header>
      <p>
        {a.job.title} · {a.job.companyName}
      </p>
      {onStatus && (
        <>
          <p>
            <a href={`mailto:${a.email}`}>{a.email}</a> · <a href={`tel:${a.phone}`}>{a.phone}</a> · {a.currentLocation}
          </p>
          <p>
            {i18n._(EXPERIENCE_LABELS[a.totalExperience])}
            {a.currentJobTitle && ` · ${a.currentJobTitle}`}
            {a.currentCompany && ` · ${a.currentCompany}`}
          </p>
          {a.expectedSalary && (
            <p>
              <Trans>Expected salary: {a.expectedSalary}</Trans>
            </p>
          )}
          {a.availabilityDate && (
            <p>
              <Trans>Available from {a.availabilityDate}</Trans>
            </p>
          )}
          <p className="job-detail__text">{a.coverLetter}</p>
        </>
      )}
      <p>
        <Trans>
          Applied <TimeAgo iso={a.createdAt} />
        </Trans>
      </p>
      <p className="job-form__actions">
        {onStatus && a.resumeUrl && (
          <a href={a.resumeUrl} target="_blank" rel="noopener noreferrer nofollow" className="btn btn--secondary">
            <Trans>View Resume</Trans>
          </a>
        )}
        <CvLink objectId={a.resumeObjectId} />
        {onStatus && (
          <a href={`mailto:${a.email}`} className="btn btn--secondary">
            <Trans>Contact Applicant</Trans>
          </a>
        )}
        {onStatus && (
          <select className="input" aria-label={t`Application status`} value={a.status} onChange={(e) => onStatus(e.target.value as ApplicationStatus)}>
            {APPLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {i18n._(STATUS_LABELS[s])}
              </option>
            ))}
          </select>
        )}
      </p>
    </li>
  );
}
