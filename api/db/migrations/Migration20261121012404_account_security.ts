import { Migration } from '@mikro-orm/migrations';

export class Migration20261121012404_account_security extends Migration {

  override name = 'Migration20261121012404_account_security';

  override up(): void | Promise<void> {
    this.addSql(`create table "audit_events" ("id" uuid not null, "created_at" timestamptz not null, "event" varchar(50) not null, "user_id" uuid null, "ip" varchar(64) null, "details" jsonb null, primary key ("id"));`);
    this.addSql(`create index "audit_events_created_at_index" on "audit_events" ("created_at");`);
    this.addSql(`create index "audit_events_event_index" on "audit_events" ("event");`);
    this.addSql(`create index "audit_events_user_id_index" on "audit_events" ("user_id");`);

    this.addSql(`create table "rate_limits" ("key" varchar(255) not null, "points" int not null default 0, "expire" bigint null, primary key ("key"));`);
    this.addSql(`create index "rate_limits_expire_index" on "rate_limits" ("expire");`);

    this.addSql(`create table "two_factor_recovery_codes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "two_factor_recovery_codes_user_id_index" on "two_factor_recovery_codes" ("user_id");`);
    this.addSql(`alter table "two_factor_recovery_codes" add constraint "two_factor_recovery_codes_user_id_code_hash_unique" unique ("user_id", "code_hash");`);

    this.addSql(`create table "email_verification_tokens" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "email" varchar(254) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "email_verification_tokens_user_id_index" on "email_verification_tokens" ("user_id");`);
    this.addSql(`alter table "email_verification_tokens" add constraint "email_verification_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "users" add "two_factor_secret" varchar(255) null, add "two_factor_pending_secret" varchar(255) null, add "two_factor_last_time_step" int null;`);

    this.addSql(`alter table "two_factor_recovery_codes" add constraint "two_factor_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "email_verification_tokens" add constraint "email_verification_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_events" cascade;`);
    this.addSql(`drop table if exists "rate_limits" cascade;`);
    this.addSql(`drop table if exists "two_factor_recovery_codes" cascade;`);
    this.addSql(`drop table if exists "email_verification_tokens" cascade;`);

    this.addSql(`alter table "users" drop column "two_factor_secret", drop column "two_factor_pending_secret", drop column "two_factor_last_time_step";`);
  }

}
