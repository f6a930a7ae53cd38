import { Migration } from '@mikro-orm/migrations';

export class Migration20261123142010_wheel extends Migration {

  override name = 'Migration20261123142010_wheel';

  override up(): void | Promise<void> {
    this.addSql(`create table "access_grants" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "source" text not null, "sequence" int not null, "valid_from" timestamptz not null, "valid_until" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "access_grants_user_id_valid_until_idx" on "access_grants" ("user_id", "valid_until");`);
    this.addSql(`alter table "access_grants" add constraint "access_grants_user_source_sequence_unique" unique ("user_id", "source", "sequence");`);

    this.addSql(`create table "wheel_days" ("day" varchar(10) not null, "seed" varchar(64) not null, "commitment" varchar(64) not null, "created_at" timestamptz not null, primary key ("day"));`);

    this.addSql(`create table "wheel_draws" ("day" varchar(10) not null, "status" text not null, "participants" int not null, "winner_id" uuid null, "ticket_id" varchar(20) null, "drawn_at" timestamptz not null, primary key ("day"));`);
    this.addSql(`alter table "wheel_draws" add constraint "wheel_draws_ticket_id_unique" unique ("ticket_id");`);
    this.addSql(`create index "wheel_draws_drawn_at_idx" on "wheel_draws" ("drawn_at");`);

    this.addSql(`create table "wheel_spins" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "day" varchar(10) not null, "segment_index" int not null, "coins" int not null, primary key ("id"));`);
    this.addSql(`create index "wheel_spins_day_idx" on "wheel_spins" ("day");`);
    this.addSql(`create index "wheel_spins_user_created_at_idx" on "wheel_spins" ("user_id", "created_at");`);
    this.addSql(`alter table "wheel_spins" add constraint "wheel_spins_user_day_unique" unique ("user_id", "day");`);

    this.addSql(`alter table "access_grants" add constraint "access_grants_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "access_grants" add constraint "access_grants_sequence_check" check (sequence >= 1);`);
    this.addSql(`alter table "access_grants" add constraint "access_grants_valid_period_check" check (valid_until > valid_from);`);
    this.addSql(`alter table "access_grants" add constraint "access_grants_source_check" check ("source" in ('coins'));`);

    this.addSql(`alter table "wheel_draws" add constraint "wheel_draws_winner_id_foreign" foreign key ("winner_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "wheel_draws" add constraint "wheel_draws_status_check" check ("status" in ('drawn', 'not_drawn'));`);

    this.addSql(`alter table "wheel_spins" add constraint "wheel_spins_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "wheel_spins" add constraint "wheel_spins_segment_check" check ((segment_index >= 0) AND (segment_index <= 5));`);
    this.addSql(`alter table "wheel_spins" add constraint "wheel_spins_coins_check" check (coins >= 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "access_grants" cascade;`);
    this.addSql(`drop table if exists "wheel_days" cascade;`);
    this.addSql(`drop table if exists "wheel_draws" cascade;`);
    this.addSql(`drop table if exists "wheel_spins" cascade;`);
  }

}
