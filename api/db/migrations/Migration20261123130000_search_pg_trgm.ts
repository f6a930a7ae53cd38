import { Migration } from '@mikro-orm/migrations';

/**
 * pg_trgm for search (api/lib/search, docs/decisions/040-tamil-aware-search.md): trigram indexes for partial words
 * and typos. PostgreSQL 15 ships it in its contrib package (a trusted extension: the database owner may create it);
 * PGlite loads it from `@electric-sql/pglite/contrib/pg_trgm` (api/db/orm.ts). Searchable tables add their column
 * and indexes in their own migrations.
 */
export class Migration20261123130000_search_pg_trgm extends Migration {

  override name = 'Migration20261123130000_search_pg_trgm';

  override up(): void | Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop extension if exists pg_trgm;`);
  }

}
