import '../marriage.css';
import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { Link } from '@tanstack/react-router';
import { MARRIAGE_DIETS, MARRIAGE_EDUCATIONS, MARRIAGE_GENDERS, MARRIAGE_OCCUPATIONS } from '#shared/marriage/constants.ts';
import type { MarriageProfile } from '#shared/marriage/responses.ts';
import { ApiRequestError } from '../../../lib/api/client.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { formatters } from '../../../lib/i18n/format.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useProfiles, type MarriageFilters } from '../api/marriage-api.ts';
import { DIET_LABELS, EDUCATION_LABELS, GENDER_LABELS, OCCUPATION_LABELS } from '../labels.ts';
import { ProfileCard } from './profile-card.tsx';
import { SavedOnNotice } from '../../../components/ui/saved-on-notice.tsx';
import { countActiveFilters, FilterCount } from '../../../components/ui/filter-panel.tsx';

/** The saved rows that match `filters`, for the offline list (options equal, texts case-insensitive "contains", ages in years). */
function matchesOffline(p: MarriageProfile, f: MarriageFilters): boolean {
  const has = (text: string | null, needle?: string) => !needle || (text ?? '').toLocaleLowerCase().includes(needle.toLocaleLowerCase());
  return (
    (!f.gender || p.gender === f.gender) &&
    (!f.diet || p.diet === f.diet) &&
    (!f.ageMin || p.age >= Number(f.ageMin)) &&
    (!f.ageMax || p.age <= Number(f.ageMax)) &&
    has(p.city, f.city) &&
    has(p.caste, f.caste) &&
    (!f.education || p.education === f.education) &&
    (!f.occupation || p.occupation === f.occupation) &&
    has(`${p.name} ${p.city} ${p.occupationOther ?? ''} ${p.educationOther ?? ''} ${p.aboutMe}`, f.search)
  );
}

/**
 * The marriage page (spec 001 §2 Marriage page; issue 16 item 5): hero, Create Profile, Search Profiles toggling
 * the filter panel (gender, age min/max, city, caste, education, occupation, diet), cards with View Profile and
 * honest stats (the real number of approved profiles; no invented success figures). Offline it shows the saved list.
 */
export function MarriagePage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<MarriageFilters>({});
  const [filters, setFilters] = useState<MarriageFilters>({});
  const { filtered, offline, query } = useProfiles(filters);
  const format = useMemo(() => formatters(i18n.locale === 'en' ? 'en' : 'ta'), [i18n.locale]);
  const serverRows = query.data?.pages.flatMap((p) => p.items);
  const badFilter = query.error instanceof ApiRequestError && query.error.status === 400;
  const useSaved = !filtered || (query.isError && !serverRows && !badFilter);
  const rows = useSaved ? offline.rows.filter((p) => matchesOffline(p, filters)) : (serverRows ?? []);
  const loading = useSaved ? offline.isLoading : query.isPending;
  const failed = useSaved ? offline.query.isError && offline.rows.length === 0 : query.isError;
  const error = useSaved ? offline.query.error : query.error;
  const more = useSaved ? offline.query : query;
  const set = (key: keyof MarriageFilters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value.trim() || undefined }));

  return (
    <div className="marriage-page">
      <section className="marriage-hero">
        <h1>
          <Trans>Marriage profiles</Trans>
        </h1>
        <p className="list-intro">
          <Trans>Families and young people across the Tamil world meet here respectfully. Every profile is checked by our team before it is shown, and photos and contact details stay private.</Trans>
        </p>
        <p className="marriage-hero__actions">
          <Link to="/create-marriage-profile" className="btn btn--primary">
            <Trans>Create Profile</Trans>
          </Link>
          <button type="button" className="btn btn--secondary" aria-expanded={open} aria-controls="marriage-filters" onClick={() => setOpen((v) => !v)}>
            <Trans>Search Profiles</Trans>
            <FilterCount count={countActiveFilters(filters)} />
          </button>
          {hydrated && session.status === 'member' && (
            <Link to="/marriage-interests" className="btn btn--secondary">
              <Trans>My interests</Trans>
            </Link>
          )}
        </p>
      </section>
      <section className="marriage-stats list-stats" aria-label={t`About this service`}>
        <p className="card">
          <strong>{offline.isLoading ? '…' : format.number(offline.total)}</strong>
          <Trans>approved profiles</Trans>
        </p>
        <p className="card">
          <strong>
            <Trans>Checked</Trans>
          </strong>
          <Trans>every profile, by a person</Trans>
        </p>
        <p className="card">
          <strong>
            <Trans>Private</Trans>
          </strong>
          <Trans>surnames and contacts</Trans>
        </p>
      </section>
      {open && (
        <form
          id="marriage-filters"
          className="card marriage-filters"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setFilters(draft);
          }}
        >
          <select className="input" aria-label={t`Looking for`} value={draft.gender ?? ''} onChange={set('gender')}>
            <option value="">{t`Bride or groom`}</option>
            {MARRIAGE_GENDERS.map((g) => (
              <option key={g} value={g}>
                {i18n._(GENDER_LABELS[g])}
              </option>
            ))}
          </select>
          <div className="marriage-filters__ages">
            <input className="input" type="number" inputMode="numeric" min={18} max={99} aria-label={t`Minimum age`} placeholder={t`Age from`} value={draft.ageMin ?? ''} onChange={set('ageMin')} />
            <input className="input" type="number" inputMode="numeric" min={18} max={99} aria-label={t`Maximum age`} placeholder={t`Age to`} value={draft.ageMax ?? ''} onChange={set('ageMax')} />
          </div>
          <input className="input" aria-label={t`City`} placeholder={t`City`} value={draft.city ?? ''} onChange={set('city')} />
          <input className="input" aria-label={t`Caste`} placeholder={t`Caste (optional)`} value={draft.caste ?? ''} onChange={set('caste')} />
          <select className="input" aria-label={t`Education`} value={draft.education ?? ''} onChange={set('education')}>
            <option value="">{t`Any education`}</option>
            {MARRIAGE_EDUCATIONS.map((e) => (
              <option key={e} value={e}>
                {i18n._(EDUCATION_LABELS[e])}
              </option>
            ))}
          </select>
          <select className="input" aria-label={t`Occupation`} value={draft.occupation ?? ''} onChange={set('occupation')}>
            <option value="">{t`Any occupation`}</option>
            {MARRIAGE_OCCUPATIONS.map((o) => (
              <option key={o} value={o}>
                {i18n._(OCCUPATION_LABELS[o])}
              </option>
            ))}
          </select>
          <select className="input" aria-label={t`Diet`} value={draft.diet ?? ''} onChange={set('diet')}>
            <option value="">{t`Any diet`}</option>
            {MARRIAGE_DIETS.map((d) => (
              <option key={d} value={d}>
                {i18n._(DIET_LABELS[d])}
              </option>
            ))}
          </select>
          <button type="submit" className="btn btn--primary">
            <Trans>Search</Trans>
          </button>
        </form>
      )}
      {useSaved && offline.isStale && offline.savedAt !== undefined && <SavedOnNotice savedAt={offline.savedAt} />}
      {loading ? (
        <p role="status" aria-busy="true">
          <Trans>Loading profiles…</Trans>
        </p>
      ) : failed ? (
        <div className="empty-state" role="alert">
          <h2>
            <Trans>Failed to fetch profiles</Trans>
          </h2>
          <p>{describeError(error, msg`Failed to fetch profiles`)}</p>
        </div>
      ) : rows.length === 0 ? (
        <p className="empty-state">
          <Trans>No profiles found</Trans>
        </p>
      ) : (
        <ul className="marriage-list" role="list">
          {rows.map((p) => (
            <ProfileCard key={p.id} profile={p} />
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
