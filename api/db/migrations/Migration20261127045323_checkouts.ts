import { Migration } from '@mikro-orm/migrations';

export class Migration20261127045323_checkouts extends Migration {

  override name = 'Migration20261127045323_checkouts';

  override up(): void | Promise<void> {
    this.addSql(`create table "checkouts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "product" text not null, "provider" varchar(20) not null, "provider_ref" varchar(255) null, "client_secret" varchar(255) null, "status" text not null default 'creating', primary key ("id"));`);
    this.addSql(`create unique index "checkouts_one_open_per_product" on "checkouts" ("user_id", "product") where "status" in ('creating', 'open');`);
    this.addSql(`create index "checkouts_provider_ref_index" on "checkouts" ("provider_ref");`);

    this.addSql(`alter table "payments" drop constraint "payments_status_check";`);
    this.addSql(`alter table "payments" add "product" text null, add "refunded_at" timestamptz null, add "refund_ref" varchar(255) null;`);
    // What earlier payments bought: their plan; an invoice's subscription by its price (£2 education, £1 membership).
    this.addSql(`update "payments" set "product" = case when "plan" <> 'subscription' then "plan" when "amount_pence" = 200 then 'education' else 'membership' end;`);
    this.addSql(`alter table "payments" alter column "product" set not null;`);
    this.addSql(`alter table "payments" add constraint "payments_refund_check" check ((status <> 'refund_pending' and status <> 'refunded') or paid_at is not null);`);
    this.addSql(`alter table "payments" add constraint "payments_product_check" check ("product" in ('monthly', 'yearly', 'membership', 'education'));`);
    this.addSql(`alter table "payments" add constraint "payments_status_check" check ("status" in ('pending', 'failed', 'canceled', 'succeeded', 'refund_pending', 'refunded'));`);

    this.addSql(`alter table "checkouts" add constraint "checkouts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "checkouts" add constraint "checkouts_product_check" check ("product" in ('monthly', 'yearly', 'membership', 'education'));`);
    this.addSql(`alter table "checkouts" add constraint "checkouts_status_check" check ("status" in ('creating', 'open', 'completed', 'superseded', 'canceled'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "checkouts" cascade;`);

    this.addSql(`alter table "payments" drop constraint "payments_refund_check";`);
    this.addSql(`alter table "payments" drop constraint "payments_product_check";`);
    this.addSql(`alter table "payments" drop constraint "payments_status_check";`);
    this.addSql(`alter table "payments" drop column "product", drop column "refunded_at", drop column "refund_ref";`);
    this.addSql(`alter table "payments" add constraint "payments_status_check" check ("status" in ('pending', 'failed', 'succeeded'));`);
  }

}
