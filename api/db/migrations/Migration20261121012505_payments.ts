import { Migration } from '@mikro-orm/migrations';

export class Migration20261121012505_payments extends Migration {

  override name = 'Migration20261121012505_payments';

  override up(): void | Promise<void> {
    this.addSql(`create table "payment_events" ("id" uuid not null, "provider" varchar(20) not null, "event_id" varchar(255) not null, "type" varchar(100) not null, "event_created_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "payment_events_created_at_index" on "payment_events" ("created_at");`);
    this.addSql(`alter table "payment_events" add constraint "payment_events_provider_event_id_unique" unique ("provider", "event_id");`);

    this.addSql(`create table "subscriptions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "provider" varchar(20) not null, "provider_ref" varchar(255) not null, "status" varchar(32) not null, "current_period_end" timestamptz null, "cancel_at_period_end" boolean not null default false, "state_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "subscriptions_user_id_index" on "subscriptions" ("user_id");`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_provider_provider_ref_unique" unique ("provider", "provider_ref");`);

    this.addSql(`create table "payments" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "provider" varchar(20) not null, "provider_ref" varchar(255) not null, "plan" text not null, "amount_pence" int not null, "currency" varchar(3) not null, "status" text not null default 'pending', "failure_message" varchar(500) null, "paid_at" timestamptz null, "valid_from" timestamptz null, "valid_until" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "payments_user_id_valid_until_idx" on "payments" ("user_id", "valid_until");`);
    this.addSql(`alter table "payments" add constraint "payments_provider_provider_ref_unique" unique ("provider", "provider_ref");`);

    this.addSql(`create table "billing_customers" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "provider" varchar(20) not null, "customer_ref" varchar(255) not null, primary key ("id"));`);
    this.addSql(`alter table "billing_customers" add constraint "billing_customers_user_id_provider_unique" unique ("user_id", "provider");`);
    this.addSql(`alter table "billing_customers" add constraint "billing_customers_provider_customer_ref_unique" unique ("provider", "customer_ref");`);

    this.addSql(`alter table "subscriptions" add constraint "subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "payments" add constraint "payments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "payments" add constraint "payments_amount_pence_check" check (amount_pence > 0);`);
    this.addSql(`alter table "payments" add constraint "payments_gbp_only_check" check (upper(currency) = 'GBP');`);
    this.addSql(`alter table "payments" add constraint "payments_valid_period_check" check (valid_until is null or valid_until > valid_from);`);
    this.addSql(`alter table "payments" add constraint "payments_succeeded_check" check (status <> 'succeeded' or (paid_at is not null and valid_from is not null and valid_until is not null));`);
    this.addSql(`alter table "payments" add constraint "payments_plan_check" check ("plan" in ('monthly', 'yearly', 'subscription'));`);
    this.addSql(`alter table "payments" add constraint "payments_status_check" check ("status" in ('pending', 'failed', 'succeeded'));`);

    this.addSql(`alter table "billing_customers" add constraint "billing_customers_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "payment_events" cascade;`);
    this.addSql(`drop table if exists "subscriptions" cascade;`);
    this.addSql(`drop table if exists "payments" cascade;`);
    this.addSql(`drop table if exists "billing_customers" cascade;`);
  }

}
