import '../jobs.css';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { EXPERIENCE_LEVELS, JOB_CATEGORIES, JOB_TYPE_FILTERS, WORK_MODES } from '#shared/jobs/constants.ts';
import type { JobListing } from '#shared/jobs/schemas.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useBookmarks } from '../api/bookmarks.ts';
import { useJobs, type JobFilters } from '../api/jobs-api.ts';
import { CATEGORY_LABELS, EXPERIENCE_LABELS, JOB_TYPE_LABELS, WORK_MODE_LABELS } from '../labels.ts';
import { JobCard } from './job-card.tsx';
import { SavedOnNotice } from '../../../components/ui/saved-on-notice.tsx';
import { countActiveFilters, FilterPanel } from '../../../components/ui/filter-panel.tsx';

/** The saved rows that match `filters`, for the offline list (case-insensitive text match). */
function matchesOffline(job: JobListing, f: JobFilters): boolean {
  const has = (text: string, needle?: string) => !needle || text.toLocaleLowerCase().includes(needle.toLocaleLowerCase());
  return (
    has(`${job.title} ${job.companyName} ${job.description} ${job.skills.join(' ')}`, f.search) &&
    has(`${job.city} ${job.country} ${job.location}`, f.location) &&
    (!f.category || job.category === f.category) &&
    (!f.jobType || job.jobType === f.jobType) &&
    (!f.workMode || job.workMode === f.workMode) &&
    (!f.experienceLevel || job.experience === f.experienceLevel)
  );
}

/**
 * The jobs page (spec 001 §2 Jobs list): hero, one Post a Job link (to /post-job; the old address /jobs/post redirects
 * there — decisions 172, 179), search and location boxes and the four filters folded behind one button on a
 * phone (components/ui/filter-panel.tsx), cards (20 a page, "Load more"), bookmarks kept on the device. Offline it shows
 * the saved list ("Offline — saved on …"), filtered on the device.
 */
export function JobListPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const hydrated = useHydrated();
  const userId = session.user?.id;
  const [draft, setDraft] = useState<JobFilters>({});
  const [filters, setFilters] = useState<JobFilters>({});
  const { filtered, offline, query } = useJobs(filters);
  const bookmarks = useBookmarks(userId);
  const serverRows = query.data?.pages.flatMap((p) => p.items);
  const useSaved = !filtered || (query.isError && !serverRows);
  const rows = useSaved ? offline.rows.filter((j) => matchesOffline(j, filters)) : (serverRows ?? []);
  const loading = useSaved ? offline.isLoading : query.isPending;
  const failed = useSaved ? offline.query.isError && offline.rows.length === 0 : false;
  const more = useSaved ? offline.query : query;
  const set = (key: keyof JobFilters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value || undefined }));

  return (
    <div className="jobs-page">
      <section className="jobs-hero">
        <h1>
          <Trans>Jobs</Trans>
        </h1>
        <p className="list-intro">
          <Trans>Find work in Tamil communities in Sri Lanka, India and around the world — or post a job.</Trans>
        </p>
        <p className="jobs-hero__actions">
          <Link to="/post-job" className="btn btn--primary">
            <Trans>Post a Job</Trans>
          </Link>
          {hydrated && session.status === 'member' && (
            <>
              <Link to="/employer-dashboard" className="btn btn--secondary">
                <Trans>Employer dashboard</Trans>
              </Link>
              <Link to="/my-applications" className="btn btn--secondary">
                <Trans>My applications</Trans>
              </Link>
            </>
          )}
        </p>
      </section>
      <FilterPanel activeCount={countActiveFilters(filters)}>
      <form
        className="card jobs-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(draft);
        }}
      >
        <input className="input" type="search" aria-label={t`Search jobs`} placeholder={t`Job title, skill or company`} value={draft.search ?? ''} onChange={set('search')} />
        <input className="input" aria-label={t`Location`} placeholder={t`City or country`} value={draft.location ?? ''} onChange={set('location')} />
        <select className="input" aria-label={t`Category`} value={draft.category ?? ''} onChange={set('category')}>
          <option value="">{t`All categories`}</option>
          {JOB_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {i18n._(CATEGORY_LABELS[c])}
            </option>
          ))}
        </select>
        <select className="input" aria-label={t`Job type`} value={draft.jobType ?? ''} onChange={set('jobType')}>
          <option value="">{t`All job types`}</option>
          {JOB_TYPE_FILTERS.map((c) => (
            <option key={c} value={c}>
              {i18n._(JOB_TYPE_LABELS[c])}
            </option>
          ))}
        </select>
        <select className="input" aria-label={t`Work mode`} value={draft.workMode ?? ''} onChange={set('workMode')}>
          <option value="">{t`Any work mode`}</option>
          {WORK_MODES.map((c) => (
            <option key={c} value={c}>
              {i18n._(WORK_MODE_LABELS[c])}
            </option>
          ))}
        </select>
        <select className="input" aria-label={t`Experience`} value={draft.experienceLevel ?? ''} onChange={set('experienceLevel')}>
          <option value="">{t`Any experience`}</option>
          {EXPERIENCE_LEVELS.map((c) => (
            <option key={c} value={c}>
              {i18n._(EXPERIENCE_LABELS[c])}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn--primary">
          <Trans>Search</Trans>
        </button>
      </form>
      </FilterPanel>
      {useSaved && offline.isStale && offline.savedAt !== undefined && <SavedOnNotice savedAt={offline.savedAt} />}
      {loading ? (
        <p role="status" aria-busy="true">
          <Trans>Loading jobs…</Trans>
        </p>
      ) : failed || (!useSaved && query.isError) ? (
        <div className="empty-state" role="alert">
          <h2>
            <Trans>Error loading jobs</Trans>
          </h2>
          <p>{describeError(more.error, msg`Unable to fetch job listings. Please try again later.`)}</p>
        </div>
      ) : rows.length === 0 ? (
        <p className="empty-state">
          <Trans>No jobs found</Trans>
        </p>
      ) : (
        <ul className="jobs-list" role="list">
          {rows.map((job) => (
            <JobCard key={job.id} job={job} bookmarked={bookmarks.ids?.has(job.id) ?? false} onBookmark={(id) => void bookmarks.toggle(id)} signedIn={session.status === 'member'} />
          ))}
        </ul>
      )}
      {more.hasNextPage && (
        <button type="button" className="btn btn--secondary" onClick={() => void more.fetchNextPage()} disabled={more.isFetchingNextPage}>
          {more.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </button>
      )}
    </div>
  );
}
