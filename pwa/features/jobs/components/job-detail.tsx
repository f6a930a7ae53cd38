import '../jobs.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { JobListing } from '#shared/jobs/schemas.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useJob } from '../api/jobs-api.ts';
import { CATEGORY_LABELS, COMPANY_SIZE_LABELS, EXPERIENCE_LABELS, JOB_TYPE_LABELS, WORK_MODE_LABELS } from '../labels.ts';
import { JobBadges, SkillChips } from './job-card.tsx';
import { MyApplicationToJob } from './my-application.tsx';
import { Salary } from './salary.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';

/** A text section with its line breaks kept (CSS pre-line); text is always text, never HTML. */
function Section({ title, text }: { title: React.ReactNode; text: string }) {
  return (
    <section className="job-detail__section">
      <h2>{title}</h2>
      <p className="job-detail__text">{text}</p>
    </section>
  );
}

/**
 * The job page (spec 001 §2 Job detail): loading; "Job Not Found" with a back link; header (badges, title,
 * company, place, type, work mode, experience, views, salary, posted, applications); description, requirements,
 * responsibilities, skills, languages, education, benefits; sidebar with Apply Now (or Login to Apply; once applied
 * "Applied on …" and Withdraw, docs/decisions/167), the
 * company's own link, company, contact and statistics cards. Offline it shows the saved copy.
 */
export function JobDetail({ id }: { id: string }) {
  const { i18n } = useLingui();
  const session = useSession();
  const { item: job, isLoading, isStale } = useJob(id);
  const format = formatters(i18n.locale === 'en' ? 'en' : 'ta');
  if (isLoading) {
    return (
      <p role="status" aria-busy="true">
        <Trans>Loading job…</Trans>
      </p>
    );
  }
  if (!job) {
    return (
      <div className="card empty-state" role="alert">
        <h1>
          <Trans>Job Not Found</Trans>
        </h1>
        <Link to="/jobs" className="btn btn--primary">
          <Trans>Back to jobs</Trans>
        </Link>
      </div>
    );
  }
  return (
    <div className="job-detail">
      {isStale && (
        <p className="taxi-list__saved" role="status">
          <Trans>Offline — saved copy</Trans>
        </p>
      )}
      <article className="card job-detail__main" aria-labelledby="job-title">
        <p className="job-card__badges">
          <JobBadges job={job} />
          <span className="badge badge--muted">{i18n._(CATEGORY_LABELS[job.category])}</span>
        </p>
        <h1 id="job-title">{job.title}</h1>
        <p className="job-card__company">{job.companyName}</p>
        <p className="job-card__facts">
          <span>
            {job.city}, {job.country}
          </span>
          <span>{i18n._(JOB_TYPE_LABELS[job.jobType])}</span>
          <span>{i18n._(WORK_MODE_LABELS[job.workMode])}</span>
          <span>{i18n._(EXPERIENCE_LABELS[job.experience])}</span>
          <span>
            <Trans>{format.number(job.viewCount)} views</Trans>
          </span>
          <Salary job={job} />
          <span>
            <Trans>
              Posted <TimeAgo iso={job.createdAt} />
            </Trans>
          </span>
          <span>
            <Trans>{format.number(job.applicationCount)} applications</Trans>
          </span>
        </p>
        <Section title={<Trans>Job description</Trans>} text={job.description} />
        <Section title={<Trans>Requirements</Trans>} text={job.requirements} />
        <Section title={<Trans>Responsibilities</Trans>} text={job.responsibilities} />
        {job.skills.length > 0 && (
          <section className="job-detail__section">
            <h2>
              <Trans>Skills</Trans>
            </h2>
            <SkillChips skills={job.skills} max={job.skills.length} />
          </section>
        )}
        {job.languages.length > 0 && <Section title={<Trans>Languages</Trans>} text={job.languages.join(', ')} />}
        {job.education && <Section title={<Trans>Education</Trans>} text={job.education} />}
        {job.benefits.length > 0 && <Section title={<Trans>Benefits</Trans>} text={job.benefits.join(', ')} />}
      </article>
      <aside className="job-detail__side">
        <div className="card">
          {session.status === 'member' ? (
            job.isMine ? null : <MyApplicationToJob jobId={job.id} />
          ) : (
            <Link to="/auth" className="btn btn--primary btn--block">
              <Trans>Login to Apply</Trans>
            </Link>
          )}
          {job.applicationUrl && (
            <a href={job.applicationUrl} target="_blank" rel="noopener noreferrer nofollow" className="btn btn--secondary btn--block">
              <Trans>Apply on Company Website</Trans>
            </a>
          )}
        </div>
        <CompanyCard job={job} />
        <div className="card">
          <h2>
            <Trans>Contact</Trans>
          </h2>
          <p>
            <a href={`mailto:${job.contactEmail}`}>{job.contactEmail}</a>
          </p>
          {job.contactPhone && (
            <p>
              <a href={`tel:${job.contactPhone}`}>{job.contactPhone}</a>
            </p>
          )}
          {job.applicationDeadline && (
            <p>
              <Trans>Apply by {format.date(job.applicationDeadline)}</Trans>
            </p>
          )}
        </div>
      </aside>
    </div>
  );
}

/** The company card: name, industry, size with "employees", website link. */
function CompanyCard({ job }: { job: JobListing }) {
  const { i18n } = useLingui();
  return (
    <div className="card">
      <h2>
        <Trans>Company</Trans>
      </h2>
      <p>{job.companyName}</p>
      <p>{job.industry}</p>
      {job.companySize && <p>{i18n._(COMPANY_SIZE_LABELS[job.companySize])}</p>}
      {job.companyWebsite && (
        <p>
          <a href={job.companyWebsite} target="_blank" rel="noopener noreferrer nofollow">
            {job.companyWebsite}
          </a>
        </p>
      )}
    </div>
  );
}
