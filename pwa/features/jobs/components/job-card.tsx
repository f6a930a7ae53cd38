import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { JOB_LIMITS } from '#shared/jobs/constants.ts';
import type { JobListing } from '#shared/jobs/schemas.ts';
import { CATEGORY_LABELS, JOB_TYPE_LABELS, WORK_MODE_LABELS } from '../labels.ts';
import { Salary } from './salary.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';

/** Up to `max` skills as chips, then "+N more" (spec 001 §2, §9). */
export function SkillChips({ skills, max }: { skills: readonly string[]; max: number }) {
  const rest = skills.length - max;
  return (
    <ul className="job-skills" role="list">
      {skills.slice(0, max).map((s) => (
        <li key={s} className="chip">
          {s}
        </li>
      ))}
      {rest > 0 && (
        <li className="chip chip--more">
          <Trans>+{rest} more</Trans>
        </li>
      )}
    </ul>
  );
}

/** Featured / Urgent badges of a job. */
export function JobBadges({ job }: { job: Pick<JobListing, 'isFeatured' | 'isUrgent'> }) {
  return (
    <>
      {job.isFeatured && (
        <span className="badge badge--featured">
          <Trans>Featured</Trans>
        </span>
      )}
      {job.isUrgent && (
        <span className="badge badge--urgent">
          <Trans>Urgent</Trans>
        </span>
      )}
    </>
  );
}

/**
 * One card of the job list (spec 001 §2 Jobs list): badges, title linking to /jobs/{id}, company, place, type, work
 * mode, salary, skills (4 + "+N more"), posted time ago and the bookmark toggle (login needed: guests go to /auth).
 */
export const JobCard = memo(function JobCard({ job, bookmarked, onBookmark, signedIn }: { job: JobListing; bookmarked: boolean; onBookmark: (id: string) => void; signedIn: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const title = job.title;
  return (
    <li className="card job-card">
      <article aria-labelledby={`job-${job.id}`}>
        <header className="job-card__header">
          <div className="job-card__badges">
            <JobBadges job={job} />
            <span className="badge badge--muted">{i18n._(CATEGORY_LABELS[job.category])}</span>
          </div>
          <button
            type="button"
            className="btn btn--ghost job-card__bookmark"
            aria-pressed={bookmarked}
            aria-label={bookmarked ? t`Remove bookmark: ${title}` : t`Bookmark: ${title}`}
            onClick={() => (signedIn ? onBookmark(job.id) : void navigate({ to: '/auth' }))}
          >
            {bookmarked ? '★' : '☆'}
          </button>
        </header>
        <h3 className="job-card__title" id={`job-${job.id}`}>
          <Link to="/jobs/$jobId" params={{ jobId: job.id }}>
            {job.title}
          </Link>
        </h3>
        <p className="job-card__company">{job.companyName}</p>
        <p className="job-card__facts">
          <span>
            {job.city}, {job.country}
          </span>
          <span>{i18n._(JOB_TYPE_LABELS[job.jobType])}</span>
          <span>{i18n._(WORK_MODE_LABELS[job.workMode])}</span>
          <Salary job={job} />
        </p>
        <SkillChips skills={job.skills} max={JOB_LIMITS.cardSkills} />
        <p className="job-card__posted">
          <Trans>
            Posted <TimeAgo iso={job.createdAt} />
          </Trans>
        </p>
      </article>
    </li>
  );
});
