import { Migration } from '@mikro-orm/migrations';

/** Decision 161: `email_change_tokens`, the 7-day single-use links that undo an e-mail change. */
export class Migration20261127061100_email_change_tokens extends Migration {

  override name = 'Migration20261127061100_email_change_tokens';

  override up(): void | Promise<void> {
    this.addSql(`create table "email_change_tokens" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "old_email" varchar(254) not null, "new_email" varchar(254) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "email_change_tokens_user_id_index" on "email_change_tokens" ("user_id");`);
    this.addSql(`alter table "email_change_tokens" add constraint "email_change_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "email_change_tokens" add constraint "email_change_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "email_change_tokens" cascade;`);
  }

}
