import '../questions.css';
import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { QUESTION_CATEGORIES, type QuestionCategory } from '#shared/questions/constants.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { useOutboxEntries } from '../../../lib/offline/hooks.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useRetryableLazy } from '../../../lib/use-retryable-lazy.ts';
import { LoadBoundary } from '../../../components/ui/load-boundary.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { QUESTION_OUTBOX_KIND } from '../api/keys.ts';
import { useQuestions, type QuestionFilters, type SavedQuestion } from '../api/questions-api.ts';
import { useVoteEntries } from '../api/votes.ts';
import { QUESTION_CATEGORY_LABELS } from '../labels.ts';
import { QuestionCard } from './question-card.tsx';
import { SavedOnNotice } from '../../../components/ui/saved-on-notice.tsx';
import { countActiveFilters, FilterPanel } from '../../../components/ui/filter-panel.tsx';

/** The ask form (form kit, validation) is its own chunk, fetched when a member opens it (hover/focus preloads it). */
const loadAskForm = () => import('./ask-form.tsx').then((m) => m.AskForm);

/** Questions shown on the home page's section (the rest on /questions). */
const HOME_COUNT = 5;

/** The saved questions that match `filters` (offline: filtered on the device, case-insensitive). */
function matchesOffline(q: SavedQuestion, f: QuestionFilters): boolean {
  const needle = f.search?.toLocaleLowerCase();
  return (!f.category || q.category === f.category) && (f.answered === undefined || q.isAnswered === f.answered) && (!needle || `${q.title} ${q.content}`.toLocaleLowerCase().includes(needle));
}

/**
 * Community Q&A (spec 001 §2 Q&A section, issue 15 item 3): category buttons, "Ask a question" that toggles the
 * ask form open (a guest goes to log in and comes back), question cards that expand to their answers, questions
 * still waiting in the outbox. On the home page (`variant="home"`, anchor #questions) the newest few; on
 * /questions also search, the answered filter and "Load more". Offline it shows the saved list.
 */
export function QuestionsSection({ variant }: { variant: 'home' | 'page' }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const hydrated = useHydrated();
  const location = useLocation();
  const [asking, setAsking] = useState(false);
  const askForm = useRetryableLazy(loadAskForm);
  const onAskFormFailed = () => {
    toast({ title: t`Could not open the form`, description: t`Check your connection and try again.`, variant: 'destructive' });
    setAsking(false);
    askForm.reset();
  };
  const [filters, setFilters] = useState<QuestionFilters>({});
  const [search, setSearch] = useState('');
  const { filtered, offline, query } = useQuestions(filters);
  const voteEntries = useVoteEntries();
  const waiting = useOutboxEntries(QUESTION_OUTBOX_KIND).filter((e) => e.status !== 'sent');
  const serverRows = query.data?.pages.flatMap((p) => p.items);
  const useSaved = !filtered || (query.isError && !serverRows);
  const all = useSaved ? offline.rows.filter((q) => matchesOffline(q, filters)) : (serverRows ?? []);
  const rows = variant === 'home' ? all.slice(0, HOME_COUNT) : all;
  const loading = useSaved ? offline.isLoading : query.isPending;
  const failed = useSaved ? offline.query.isError && offline.rows.length === 0 : query.isError;
  const more = useSaved ? offline.query : query;
  const fetchedAt = useSaved ? (offline.query.data ? offline.query.dataUpdatedAt : 0) : query.dataUpdatedAt;
  const Heading = variant === 'home' ? 'h2' : 'h1';
  const member = hydrated && session.status === 'member';

  return (
    <section className="qa-section" id={variant === 'home' ? 'questions' : undefined} aria-labelledby="qa-heading">
      <header className="qa-section__head">
        <Heading id="qa-heading">
          <Trans>Community questions</Trans>
        </Heading>
        <p className="list-intro">
          <Trans>Ask the Tamil community about visas, sending money, schools, recipes and festivals — people who have done it answer.</Trans>
        </p>
        <p className="qa-actions">
          {member ? (
            <button
              type="button"
              className="btn btn--primary"
              aria-expanded={asking}
              onClick={() => setAsking((a) => !a)}
              onPointerEnter={() => void loadAskForm().catch(() => undefined)}
              onFocus={() => void loadAskForm().catch(() => undefined)}
            >
              {asking ? <Trans>Close</Trans> : <Trans>Ask a question</Trans>}
            </button>
          ) : (
            <Link to="/auth" search={{ redirect: variant === 'home' ? '/#questions' : location.href }} className="btn btn--primary">
              <Trans>Log in to ask a question</Trans>
            </Link>
          )}
          {variant === 'home' && (
            <Link to="/questions" className="btn btn--secondary">
              <Trans>All questions</Trans>
            </Link>
          )}
        </p>
      </header>
      {member && asking && (
        <LoadBoundary key={askForm.key} onError={onAskFormFailed}>
          <Suspense
            fallback={
              <p role="status" aria-busy="true">
                <Trans>Loading…</Trans>
              </p>
            }
          >
            <askForm.Component onDone={() => setAsking(false)} />
          </Suspense>
        </LoadBoundary>
      )}
      <FilterPanel activeCount={countActiveFilters(filters)}>
      <div className="qa-categories" role="group" aria-label={t`Categories`}>
        <button type="button" className="chip" aria-pressed={!filters.category} onClick={() => setFilters((f) => ({ ...f, category: undefined }))}>
          <Trans>All</Trans>
        </button>
        {QUESTION_CATEGORIES.map((c: QuestionCategory) => (
          <button key={c} type="button" className="chip" aria-pressed={filters.category === c} onClick={() => setFilters((f) => ({ ...f, category: c }))}>
            {i18n._(QUESTION_CATEGORY_LABELS[c])}
          </button>
        ))}
      </div>
      {variant === 'page' && (
        <form
          className="qa-search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setFilters((f) => ({ ...f, search: search.trim() || undefined }));
          }}
        >
          <input className="input" type="search" aria-label={t`Search questions`} placeholder={t`Search questions`} value={search} onChange={(e) => setSearch(e.target.value)} />
          <select
            className="input"
            aria-label={t`Answered or not`}
            value={filters.answered === undefined ? '' : String(filters.answered)}
            onChange={(e) => setFilters((f) => ({ ...f, answered: e.target.value === '' ? undefined : e.target.value === 'true' }))}
          >
            <option value="">{t`All questions`}</option>
            <option value="false">{t`Waiting for an answer`}</option>
            <option value="true">{t`Answered`}</option>
          </select>
          <button type="submit" className="btn btn--primary">
            <Trans>Search</Trans>
          </button>
        </form>
      )}
      </FilterPanel>
      {useSaved && offline.isStale && offline.savedAt !== undefined && <SavedOnNotice savedAt={offline.savedAt} />}
      {waiting.length > 0 && (
        <ul className="qa-list" role="list" aria-label={t`Waiting to send`}>
          {waiting.map((e) => (
            <li key={e.id} className="card qa-card qa-card--waiting">
              <span className="badge">{e.status === 'failed' ? <Trans>Not sent</Trans> : <Trans>Waiting to send</Trans>}</span>
              <h3 className="qa-question__title">{(e.body as { title?: string }).title}</h3>
            </li>
          ))}
        </ul>
      )}
      {loading ? (
        <p role="status" aria-busy="true">
          <Trans>Loading questions…</Trans>
        </p>
      ) : failed ? (
        <div className="empty-state" role="alert">
          <p>{describeError(more.error, msg`Failed to load questions. Please try again.`)}</p>
        </div>
      ) : rows.length === 0 ? (
        <p className="empty-state">
          <Trans>No questions yet in this category. Ask the first one!</Trans>
        </p>
      ) : (
        <ul className="qa-list" role="list">
          {rows.map((q) => (
            <QuestionCard key={q.id} question={q} fetchedAt={fetchedAt} voteEntries={voteEntries} />
          ))}
        </ul>
      )}
      {variant === 'page' && more.hasNextPage && (
        <button type="button" className="btn btn--secondary" onClick={() => void more.fetchNextPage()} disabled={more.isFetchingNextPage}>
          {more.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
        </button>
      )}
    </section>
  );
}
