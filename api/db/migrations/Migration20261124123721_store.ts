import { Migration } from '@mikro-orm/migrations';

export class Migration20261124123721 extends Migration {

  override name = 'Migration20261124123721_store';

  override up(): void | Promise<void> {
    this.addSql(`create table "store_quote_requests" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "requester_id" uuid null, "contact_name" varchar(100) not null, "contact_method" text not null, "contact_value" varchar(254) not null, "additional_notes" text null, "items" jsonb not null, primary key ("id"));`);
    this.addSql(`create index "store_quote_requests_requester_id_index" on "store_quote_requests" ("requester_id");`);
    this.addSql(`create index "store_quote_requests_created_at_id_idx" on "store_quote_requests" ("created_at", "id");`);

    this.addSql(`create table "store_products" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "name" varchar(100) not null, "tamil_name" varchar(100) null, "description" text not null, "category" text not null, "price_paise" int not null, "currency" text not null default 'INR', "weight" numeric(10,3) not null, "unit" text not null, "contact_name" varchar(100) not null, "contact_phone" varchar(20) not null, "location" varchar(200) not null, "images" jsonb not null, "search_doc" text not null default '', "search_vector" tsvector generated always as ((setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 1)), 'A'::"char") || setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 2)), 'B'::"char")) || setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 3)), 'C'::"char")) stored null, primary key ("id"));`);
    this.addSql(`create index "store_products_owner_id_index" on "store_products" ("owner_id");`);
    this.addSql(`create index "store_products_created_at_id_idx" on "store_products" ("created_at", "id");`);
    this.addSql(`create index "store_products_category_created_at_id_idx" on "store_products" ("category", "created_at", "id");`);
    this.addSql(`create index "store_products_search_vector_idx" on "store_products" using gin ("search_vector");`);

    this.addSql(`alter table "store_quote_requests" add constraint "store_quote_requests_requester_id_foreign" foreign key ("requester_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "store_quote_requests" add constraint "store_quote_requests_contact_method_check" check ("contact_method" in ('email', 'phone'));`);

    this.addSql(`alter table "store_products" add constraint "store_products_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "store_products" add constraint "store_products_price_check" check (price_paise > 0);`);
    this.addSql(`alter table "store_products" add constraint "store_products_weight_check" check (weight > 0);`);
    this.addSql(`alter table "store_products" add constraint "store_products_category_check" check ("category" in ('vegetables', 'fruits', 'grains', 'spices', 'dairy', 'meat', 'fish', 'snacks', 'beverages', 'household'));`);
    this.addSql(`alter table "store_products" add constraint "store_products_currency_check" check ("currency" in ('INR'));`);
    this.addSql(`alter table "store_products" add constraint "store_products_unit_check" check ("unit" in ('kg', 'g', 'lb', 'piece', 'packet', 'bottle', 'box', 'bundle'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "store_quote_requests" cascade;`);
    this.addSql(`drop table if exists "store_products" cascade;`);
  }

}
