import { Migration } from '@mikro-orm/migrations';

export class Migration20261121000000_initial extends Migration {

  override name = 'Migration20261121000000_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "sessions" ("id" varchar(64) not null, "user_id" uuid null, "data" jsonb not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(`create table "users" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "email" varchar(254) not null, "username" varchar(30) not null, "password_hash" varchar(255) not null, "full_name" varchar(120) not null, "phone_number" varchar(20) not null, "age" int not null default 18, "address" varchar(300) not null, "country" varchar(100) not null default 'India', "city" varchar(120) not null, "postal_code" varchar(20) not null default '', "language" text not null default 'ta', "user_type" varchar(20) not null default 'private', "date_of_birth" date null, "notifications_enabled" boolean not null default true, "marketing_emails" boolean not null default false, "balance" int not null default 0, "total_winnings" int not null default 0, "total_spent" int not null default 0, "free_spins" int not null default 0, "customer_id" varchar(20) not null, "role" text not null default 'member', "is_active" boolean not null default true, "is_verified" boolean not null default false, "email_verified" boolean not null default false, "two_factor_enabled" boolean not null default false, "last_login_at" timestamptz null, primary key ("id"));`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_customer_id_unique" unique ("customer_id");`);

    this.addSql(`create table "taxi_requests" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "from_location" varchar(200) not null, "to_location" varchar(200) not null, "from_country" varchar(100) not null, "passenger_count" int not null, "luggage_weight" int not null, "contact_number" varchar(20) not null, "travel_date" date null, "travel_time" text null, "additional_notes" text null, "is_active" boolean not null default true, "is_approved" boolean not null default true, primary key ("id"));`);
    this.addSql(`create index "taxi_requests_owner_id_index" on "taxi_requests" ("owner_id");`);
    this.addSql(`create index "taxi_requests_created_at_id_idx" on "taxi_requests" ("created_at", "id");`);

    this.addSql(`create table "password_reset_tokens" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(`alter table "users" add constraint "users_email_lower_check" check (email = lower(email));`);
    this.addSql(`alter table "users" add constraint "users_age_check" check (age between 13 and 120);`);
    this.addSql(`alter table "users" add constraint "users_language_check" check ("language" in ('ta', 'en'));`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('member', 'admin'));`);

    this.addSql(`alter table "taxi_requests" add constraint "taxi_requests_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "taxi_requests" add constraint "taxi_requests_passenger_count_check" check (passenger_count between 1 and 8);`);
    this.addSql(`alter table "taxi_requests" add constraint "taxi_requests_luggage_weight_check" check (luggage_weight in (0, 5, 10, 20, 30, 50, 100));`);
    this.addSql(`alter table "taxi_requests" add constraint "taxi_requests_travel_time_check" check ("travel_time" in ('06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', 'flexible'));`);

    this.addSql(`alter table "password_reset_tokens" add constraint "password_reset_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "taxi_requests" drop constraint "taxi_requests_owner_id_foreign";`);
    this.addSql(`alter table "password_reset_tokens" drop constraint "password_reset_tokens_user_id_foreign";`);

    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "taxi_requests" cascade;`);
    this.addSql(`drop table if exists "password_reset_tokens" cascade;`);
  }

}
