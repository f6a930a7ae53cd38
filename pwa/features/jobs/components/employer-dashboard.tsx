import '../jobs.css';
import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import type { JobListing } from '#shared/jobs/schemas.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useDeleteJob, useEmployerApplications, useEmployerJobs, useSetApplicationStatus, useUpdateJob } from '../api/jobs-api.ts';
import { EXPERIENCE_LABELS, JOB_TYPE_LABELS, STATUS_LABELS } from '../labels.ts';
import { ApplicationCard } from './application-card.tsx';
import { LoginRequired } from '../../../components/ui/login-required.tsx';
import { Salary } from './salary.tsx';
import { TimeAgo } from '../../../components/ui/time-ago.tsx';

/** Display status of a listing (spec 001 §4): Pending Approval / Active / Inactive, plus Not approved with the reason. */
function JobStatus({ job }: { job: JobListing }) {
  if (job.reviewStatus === 'rejected')
    return (
      <span className="badge status-badge--rejected">
        <Trans>Not approved</Trans>
      </span>
    );
  if (!job.isApproved)
    return (
      <span className="badge status-badge--submitted">
        <Trans>Pending Approval</Trans>
      </span>
    );
  return job.isActive ? (
    <span className="badge status-badge--offered">
      <Trans>Active</Trans>
    </span>
  ) : (
    <span className="badge">
      <Trans>Inactive</Trans>
    </span>
  );
}

/** One of the employer's jobs: badges, status, title link, company, facts, pause/reopen and delete (confirmed). */
function EmployerJobCard({ job, onDelete }: { job: JobListing; onDelete: (job: JobListing) => void }) {
  const { t, i18n } = useLingui();
  const update = useUpdateJob(job.id);
  const title = job.title;
  // Closing or reopening says so when the server has saved it (decision 179); a refusal says why.
  const toggle = () =>
    update.mutate(
      { isActive: !job.isActive },
      {
        onSuccess: (saved) => toast({ title: saved.isActive ? t`Job reopened: members can apply again` : t`Job closed: it takes no new applications` }),
        onError: (e) => toast({ title: t`Error`, description: describeError(e, msg`Could not save the change`), variant: 'destructive' }),
      },
    );
  return (
    <li className="card job-card">
      <header className="job-card__header">
        <JobStatus job={job} />
        <span>
          <Link to="/jobs/$jobId" params={{ jobId: job.id }} className="btn btn--ghost" aria-label={t`View ${title}`}>
            👁
          </Link>
          <button type="button" className="btn btn--ghost" aria-label={t`Delete ${title}`} onClick={() => onDelete(job)}>
            🗑
          </button>
        </span>
      </header>
      <h3>
        <Link to="/jobs/$jobId" params={{ jobId: job.id }}>
          {job.title}
        </Link>
      </h3>
      <p>{job.companyName}</p>
      {job.rejectionReason && (
        <p role="note">
          <Trans>Reason: {job.rejectionReason}</Trans>
        </p>
      )}
      <p className="job-card__facts">
        <span>{job.city}</span>
        <span>{i18n._(JOB_TYPE_LABELS[job.jobType])}</span>
        <span>{i18n._(EXPERIENCE_LABELS[job.experience])}</span>
        <span>
          <Trans>{job.viewCount} views</Trans>
        </span>
        <Salary job={job} />
        <TimeAgo iso={job.createdAt} />
        <span>
          <Trans>{job.applicationCount} applications received</Trans>
        </span>
      </p>
      {job.isApproved && (
        <button type="button" className="btn btn--secondary" disabled={update.isPending} onClick={toggle}>
          {job.isActive ? <Trans>Close this job</Trans> : <Trans>Reopen this job</Trans>}
        </button>
      )}
    </li>
  );
}

/**
 * The employer dashboard (spec 001 §2): login-required card; Post New Job; four figures (total jobs, active jobs,
 * applications, views); tabs "jobs" and "applications" with counts; delete with a confirmation naming the job;
 * applications with colour-coded statuses the employer changes (the applicant is mailed).
 */
export function EmployerDashboard() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const hydrated = useHydrated();
  const signedIn = session.status === 'member';
  const jobs = useEmployerJobs(signedIn);
  const applications = useEmployerApplications(signedIn);
  const remove = useDeleteJob();
  const status = useSetApplicationStatus();
  const [chosenTab, setTab] = useState<'jobs' | 'applications' | null>(null);
  // The mail's link opens the applications tab (?tab=applications); read after hydration (the pre-render has no query).
  const tab = chosenTab ?? (hydrated && location.search.includes('tab=applications') ? 'applications' : 'jobs');
  const [confirm, setConfirm] = useState<JobListing | null>(null);
  const applicationsShown = tab === 'applications' && applications.data !== undefined;
  useEffect(() => {
    // A notification opens one application (#application-<id>, decision 183): bring its card into view once listed.
    if (applicationsShown && location.hash.startsWith('#application-')) document.getElementById(location.hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [applicationsShown]);
  if (hydrated && session.status === 'guest') return <LoginRequired />;
  const stats = jobs.data?.stats;
  const deleting = confirm?.title ?? '';
  return (
    <div className="employer-dashboard">
      <header className="jobs-hero">
        <h1>
          <Trans>Employer dashboard</Trans>
        </h1>
        <Link to="/post-job" className="btn btn--primary">
          <Trans>Post New Job</Trans>
        </Link>
      </header>
      <dl className="stats-grid">
        <div className="card"><dt><Trans>Total jobs</Trans></dt><dd>{stats?.totalJobs ?? '–'}</dd></div>
        <div className="card"><dt><Trans>Active jobs</Trans></dt><dd>{stats?.activeJobs ?? '–'}</dd></div>
        <div className="card"><dt><Trans>Total applications</Trans></dt><dd>{stats?.totalApplications ?? '–'}</dd></div>
        <div className="card"><dt><Trans>Total views</Trans></dt><dd>{stats?.totalViews ?? '–'}</dd></div>
      </dl>
      <div role="tablist" className="tabs__list">
        <button type="button" role="tab" className="tabs__trigger" data-state={tab === 'jobs' ? 'active' : 'inactive'} aria-selected={tab === 'jobs'} onClick={() => setTab('jobs')}>
          <Trans>Jobs ({jobs.data?.total ?? 0})</Trans>
        </button>
        <button type="button" role="tab" className="tabs__trigger" data-state={tab === 'applications' ? 'active' : 'inactive'} aria-selected={tab === 'applications'} onClick={() => setTab('applications')}>
          <Trans>Applications ({applications.data?.total ?? 0})</Trans>
        </button>
      </div>
      {tab === 'jobs' ? (
        jobs.isPending ? (
          <p role="status"><Trans>Loading jobs…</Trans></p>
        ) : jobs.isError ? (
          <div className="empty-state" role="alert">
            <h2><Trans>Error loading jobs</Trans></h2>
            <p>{describeError(jobs.error, msg`Unable to fetch your job listings. Please try again later.`)}</p>
          </div>
        ) : jobs.data.items.length === 0 ? (
          <div className="empty-state">
            <p><Trans>You have not posted a job yet.</Trans></p>
            <Link to="/post-job" className="btn btn--primary"><Trans>Post your first job</Trans></Link>
          </div>
        ) : (
          <ul className="jobs-list" role="list">
            {jobs.data.items.map((job) => <EmployerJobCard key={job.id} job={job} onDelete={setConfirm} />)}
          </ul>
        )
      ) : applications.isPending ? (
        <p role="status"><Trans>Loading applications…</Trans></p>
      ) : !applications.data?.items.length ? (
        <p className="empty-state"><Trans>No Applications Yet</Trans></p>
      ) : (
        <ul className="jobs-list" role="list">
          {applications.data.items.map((a) => (
            <ApplicationCard
              key={a.id}
              application={a}
              onStatus={(s) =>
                status.mutate(
                  { id: a.id, status: s },
                  {
                    onSuccess: (saved) => {
                      const label = i18n._(STATUS_LABELS[saved.status]);
                      toast({ title: t`Status changed to ${label}`, description: t`The applicant is told by e-mail.` });
                    },
                    onError: (e) => toast({ title: t`Error`, description: describeError(e, msg`Please try again.`), variant: 'destructive' }),
                  },
                )
              }
            />
          ))}
        </ul>
      )}
      <Dialog open={confirm !== null} onOpenChange={(open) => !open && setConfirm(null)} title={t`Delete job?`}>
        <p><Trans>Delete “{deleting}”? Its applications are deleted too. This cannot be undone.</Trans></p>
        <p className="job-form__actions">
          <button type="button" className="btn btn--secondary" onClick={() => setConfirm(null)}><Trans>Cancel</Trans></button>
          <button
            type="button"
            className="btn btn--danger"
            disabled={remove.isPending}
            onClick={() =>
              confirm &&
              remove.mutate(confirm.id, {
                onSuccess: () => { toast({ title: t`Job Deleted` }); setConfirm(null); },
                onError: (e) => toast({ title: t`Error`, description: describeError(e, msg`Failed to delete job`), variant: 'destructive' }),
              })
            }
          >
            <Trans>Delete</Trans>
          </button>
        </p>
      </Dialog>
    </div>
  );
}
