import { Migration } from '@mikro-orm/migrations';

/** The vocabulary of searchable tables, for typo matching with pg_trgm (api/lib/search/search-term.entity.ts, decision 040). */
export class Migration20261123134509_search_terms extends Migration {

  override name = 'Migration20261123134509_search_terms';

  override up(): void | Promise<void> {
    this.addSql(`create table "search_terms" ("term" varchar(40) not null, "table_name" varchar(63) not null, primary key ("term", "table_name"));`);
    this.addSql(`create index "search_terms_term_trgm_idx" on "search_terms" using gin ("term" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "search_terms" cascade;`);
  }

}
