import { Migration } from '@mikro-orm/migrations';

export class Migration20261121004600_idempotency_keys extends Migration {

  override name = 'Migration20261121004600_idempotency_keys';

  override up(): void | Promise<void> {
    this.addSql(`create table "idempotency_keys" ("id" uuid not null, "user_id" uuid not null, "key" varchar(64) not null, "method" varchar(10) not null, "path" varchar(200) not null, "request_hash" varchar(64) not null, "status" int null, "response_body" jsonb null, "location" varchar(300) null, "locked_at" timestamptz not null, "created_at" timestamptz not null, "completed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);
    this.addSql(`alter table "idempotency_keys" add constraint "idempotency_keys_user_id_key_unique" unique ("user_id", "key");`);

    this.addSql(`alter table "idempotency_keys" add constraint "idempotency_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
  }

}
