import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../../db/base.ts';
import { searchIndexes, searchProperties } from './columns.ts';

/**
 * A searchable table used only by the search tests and the benchmark (never in entities.ts, never migrated): a
 * listing with a title and description in Tamil and/or English, a moderation status and an owner, so tests can
 * compose search with a feature's own visibility rule. It is made the way a feature makes its table searchable.
 */
export const SearchFixtureSchema = defineEntity({
  name: 'SearchFixture',
  tableName: 'search_fixtures',
  indexes: [{ name: 'search_fixtures_created_at_id_idx', properties: ['createdAt', 'id'] }, ...searchIndexes('search_fixtures')],
  properties: {
    ...baseProperties,
    title: p.string().length(200),
    description: p.text().nullable(),
    status: p.string().length(20).default('approved'),
    ownerId: p.uuid().nullable(),
    ...searchProperties((row: { title: string; description?: string | null }) => [row.title, row.description]),
  },
});
export type SearchFixture = InferEntity<typeof SearchFixtureSchema>;
