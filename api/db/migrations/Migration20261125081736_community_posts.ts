import { Migration } from '@mikro-orm/migrations';

export class Migration20261125081736_community_posts extends Migration {

  override name = 'Migration20261125081736_community_posts';

  override up(): void | Promise<void> {
    this.addSql(`create table "community_posts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "kind" text not null, "category" text not null, "title" varchar(100) not null, "description" text not null, "city" varchar(100) not null, "contact_name" varchar(100) not null, "contact_phone" varchar(20) not null, "images" jsonb not null, "status" text not null default 'open', "closed_at" timestamptz null, "search_doc" text not null default '', "search_vector" tsvector generated always as ((setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 1)), 'A'::"char") || setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 2)), 'B'::"char")) || setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 3)), 'C'::"char")) stored null, primary key ("id"));`);
    this.addSql(`create index "community_posts_owner_id_index" on "community_posts" ("owner_id");`);
    this.addSql(`create index "community_posts_status_created_at_id_idx" on "community_posts" ("status", "created_at", "id");`);
    this.addSql(`create index "community_posts_search_vector_idx" on "community_posts" using gin ("search_vector");`);

    this.addSql(`alter table "community_posts" add constraint "community_posts_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "community_posts" add constraint "community_posts_kind_check" check ("kind" in ('offer', 'wanted'));`);
    this.addSql(`alter table "community_posts" add constraint "community_posts_category_check" check ("category" in ('items', 'food', 'clothes', 'books', 'furniture', 'help', 'lifts', 'other'));`);
    this.addSql(`alter table "community_posts" add constraint "community_posts_status_check" check ("status" in ('open', 'given', 'closed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "community_posts" cascade;`);
  }

}
