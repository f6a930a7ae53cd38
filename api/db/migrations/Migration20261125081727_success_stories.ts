import { Migration } from '@mikro-orm/migrations';

export class Migration20261125081727_success_stories extends Migration {

  override name = 'Migration20261125081727_success_stories';

  override up(): void | Promise<void> {
    this.addSql(`create table "success_stories" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "title_ta" varchar(160) not null, "title_en" varchar(160) not null, "body_ta" text not null, "body_en" text not null, "names" varchar(120) not null, "city" varchar(120) not null default '', "consent_given_by" varchar(200) not null, "consent_given_on" date not null, "consent_method" text not null, "consent_note" varchar(500) not null default '', "published" boolean not null default false, "published_at" timestamptz null, "created_by_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "success_stories_created_by_id_index" on "success_stories" ("created_by_id");`);
    this.addSql(`create index "success_stories_published_published_at_idx" on "success_stories" ("published", "published_at");`);

    this.addSql(`alter table "success_stories" add constraint "success_stories_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "success_stories" add constraint "success_stories_published_at_check" check ((NOT published) OR (published_at IS NOT NULL));`);
    this.addSql(`alter table "success_stories" add constraint "success_stories_consent_method_check" check ("consent_method" in ('signed_form', 'email', 'in_person', 'phone_call'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "success_stories" cascade;`);
  }

}
