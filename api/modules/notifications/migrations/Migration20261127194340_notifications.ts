import { Migration } from '@mikro-orm/migrations';

/**
 * Decision 183: the notifications table — a member's notifications newest first by (recipient, created_at, id),
 * the unread count from a partial index of unread rows; gone with the recipient's account.
 */
export class Migration20261127194340_notifications extends Migration {

  override name = 'Migration20261127194340_notifications';

  override up(): void | Promise<void> {
    this.addSql(`create table "notifications" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "recipient_id" uuid not null, "type" varchar(60) not null, "title_ta" varchar(200) not null, "title_en" varchar(200) not null, "body_ta" varchar(1000) not null, "body_en" varchar(1000) not null, "link" varchar(500) not null, "read_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "notifications_recipient_created_at_id_idx" on "notifications" ("recipient_id", "created_at", "id");`);
    this.addSql(`create index "notifications_recipient_unread_idx" on "notifications" ("recipient_id") where "read_at" is null;`);

    this.addSql(`alter table "notifications" add constraint "notifications_recipient_id_foreign" foreign key ("recipient_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notifications" cascade;`);
  }

}
