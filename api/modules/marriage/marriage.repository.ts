import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { MarriageProfileListQuery } from '#shared/marriage/schemas.ts';
import { birthDateBounds } from '#shared/marriage/age.ts';
import { keysetPage, type KeysetPage } from '../../lib/pagination/keyset.ts';
import { containsPattern, visibleContains, type SearchViewer, type VisibleColumns } from '../../lib/search/visible.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import { MarriageInterestSchema, MarriageProfileSchema, type MarriageInterest } from './marriage.entity.ts';
import type { MarriageProfileRow } from './marriage.presenter.ts';

/** Columns a listed profile needs. */
export const PROFILE_FIELDS = [
  'id', 'createdAt', 'owner', 'name', 'dateOfBirth', 'gender', 'city', 'country', 'caste', 'religion', 'motherTongue', 'education',
  'educationOther', 'occupation', 'occupationOther', 'photos', 'photoVisibility', 'diet', 'heightCm', 'star', 'raasi', 'languages', 'aboutMe', 'familyDetails', 'partnerPreferences', 'managedBy',
  'status', 'hidden', 'rejectionReason',
] as const satisfies readonly (keyof MarriageProfileRow)[];

/** `%…%` ILIKE filter of a user's text, LIKE's wildcards taken literally. */
const contains = (text: string) => ({ $ilike: containsPattern(text) });

/**
 * The columns `search` runs over, per viewer (decision 160): guests see "First I." names, so they search the
 * derived `guestName`, never the full `name` (a surname must not be found letter by letter).
 */
export const PROFILE_SEARCH_COLUMNS: VisibleColumns<'name' | 'guestName' | 'city' | 'occupationOther' | 'educationOther' | 'aboutMe'> = {
  guest: ['guestName', 'city', 'occupationOther', 'educationOther', 'aboutMe'],
  member: ['name', 'city', 'occupationOther', 'educationOther', 'aboutMe'],
};

/**
 * The browse filters (spec 001 §5, §7) in SQL: public profiles only (of active accounts: decision 165); ages become a date range on the indexed
 * `date_of_birth` column (today in the server's calendar); education and occupation are equal to one option
 * (decision 164); city and caste "contain", any case; `search` only over what `viewer` sees
 * ({@link PROFILE_SEARCH_COLUMNS}; the words of an `other` education or occupation, not the option ids).
 */
export function publicProfilesWhere(query: Omit<MarriageProfileListQuery, 'limit' | 'cursor'>, today: string, viewer: SearchViewer): Record<string, unknown> {
  const and: Record<string, unknown>[] = [{ status: 'approved', hidden: false, ...activeOwner(null) }];
  if (query.gender) and.push({ gender: query.gender });
  if (query.diet) and.push({ diet: query.diet });
  if (query.education) and.push({ education: query.education });
  if (query.occupation) and.push({ occupation: query.occupation });
  const { latest, earliestExclusive } = birthDateBounds(today, query.ageMin, query.ageMax);
  if (latest) and.push({ dateOfBirth: { $lte: latest } });
  if (earliestExclusive) and.push({ dateOfBirth: { $gt: earliestExclusive } });
  for (const key of ['city', 'caste'] as const) {
    const value = query[key];
    if (value) and.push({ [key]: contains(value) });
  }
  if (query.search) and.push(visibleContains(PROFILE_SEARCH_COLUMNS, viewer, query.search));
  return { $and: and };
}

/** One page of public profiles matching `query` for `viewer`, newest first, with the filtered `total`. */
export async function listPublicProfiles(em: EntityManager, query: MarriageProfileListQuery, today: string, viewer: SearchViewer): Promise<KeysetPage<MarriageProfileRow> & { total: number }> {
  const where = publicProfilesWhere(query, today, viewer);
  const [page, total] = await Promise.all([
    keysetPage<MarriageProfileRow>(em, MarriageProfileSchema, { fields: PROFILE_FIELDS, references: ['owner'], where, limit: query.limit, cursor: query.cursor }),
    em.count(MarriageProfileSchema, where),
  ]);
  return { ...page, total };
}

/** Profiles for the admin queue: in `status`, or (with `reported`) any profile a member reported; newest first. */
export async function listProfilesForReview(em: EntityManager, opts: { status: string; reported: boolean; limit: number; cursor?: string | undefined }): Promise<KeysetPage<MarriageProfileRow> & { total: number }> {
  let where: Record<string, unknown> = { status: opts.status };
  if (opts.reported) {
    const rows = await (em as SqlEntityManager).getConnection().execute<{ profile_id: string }[]>('select distinct profile_id from marriage_reports');
    where = { id: { $in: rows.map((row) => row.profile_id) } };
  }
  const [page, total] = await Promise.all([
    keysetPage<MarriageProfileRow>(em, MarriageProfileSchema, { fields: PROFILE_FIELDS, references: ['owner'], where, limit: opts.limit, cursor: opts.cursor }),
    em.count(MarriageProfileSchema, where),
  ]);
  return { ...page, total };
}

/** The viewer's interests with any of `profileIds` (sent from or received by `ownProfileId`), by the other profile's id. */
export async function interestsWith(em: EntityManager, ownProfileId: string | undefined, profileIds: readonly string[]): Promise<Map<string, { id: string; direction: 'out' | 'in'; status: MarriageInterest['status'] }>> {
  const out = new Map<string, { id: string; direction: 'out' | 'in'; status: MarriageInterest['status'] }>();
  if (!ownProfileId || profileIds.length === 0) return out;
  const rows = await em.find(MarriageInterestSchema, {
    $or: [
      { fromProfile: ownProfileId, toProfile: { $in: [...profileIds] } },
      { toProfile: ownProfileId, fromProfile: { $in: [...profileIds] } },
    ],
  });
  for (const row of rows) {
    const outgoing = row.fromProfile.id === ownProfileId;
    const other = outgoing ? row.toProfile.id : row.fromProfile.id;
    // A sent interest and a received one with the same profile: the accepted (or newer) one wins.
    const existing = out.get(other);
    if (!existing || row.status === 'accepted') out.set(other, { id: row.id, direction: outgoing ? 'out' : 'in', status: row.status });
  }
  return out;
}
