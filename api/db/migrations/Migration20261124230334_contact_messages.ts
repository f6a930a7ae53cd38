import { Migration } from '@mikro-orm/migrations';

export class Migration20261124230334 extends Migration {

  override name = 'Migration20261124230334_contact_messages';

  override up(): void | Promise<void> {
    this.addSql(`create table "contact_messages" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "sender_id" uuid null, "name" varchar(100) not null, "email" varchar(254) not null, "subject" varchar(200) not null, "message" text not null, primary key ("id"));`);
    this.addSql(`create index "contact_messages_sender_id_index" on "contact_messages" ("sender_id");`);
    this.addSql(`create index "contact_messages_created_at_id_idx" on "contact_messages" ("created_at", "id");`);

    this.addSql(`alter table "contact_messages" add constraint "contact_messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "contact_messages" cascade;`);
  }

}
