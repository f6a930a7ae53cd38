/**
 * Search test helpers: a fixture database for this test file (PostgreSQL when DATABASE_URL is set, else PGlite) and
 * rows inserted through the ORM.
 */
import { openSearchFixtureDb, type SearchFixtureDb } from './search-fixture.db.ts';
import { SearchFixtureSchema } from './search-fixture.entity.ts';

export type SearchTestDb = SearchFixtureDb;

/** Opens this test file's fixture database (see search-fixture.db.ts). */
export function openSearchTestDb(): Promise<SearchTestDb> {
  return openSearchFixtureDb(process.env.DATABASE_URL || undefined);
}

/** A fixture row to insert: `age` in minutes back from now (creation time, for recency). */
export interface FixtureInput {
  title: string;
  description?: string | null;
  status?: string;
  ownerId?: string | null;
  age?: number;
}

/** Inserts rows through the ORM (so the search document is written by the entity's own hooks); returns their ids. */
export async function insertFixtures(db: SearchTestDb, rows: FixtureInput[]): Promise<string[]> {
  const em = db.em();
  const now = Date.now();
  const created = rows.map((r, i) =>
    em.create(SearchFixtureSchema, {
      title: r.title,
      description: r.description ?? null,
      status: r.status ?? 'approved',
      ownerId: r.ownerId ?? null,
      createdAt: new Date(now - (r.age ?? i) * 60_000),
    }),
  );
  await em.flush();
  return created.map((c) => c.id);
}
