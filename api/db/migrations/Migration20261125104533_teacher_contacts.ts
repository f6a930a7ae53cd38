import { Migration } from '@mikro-orm/migrations';

export class Migration20261125104533_teacher_contacts extends Migration {

  override name = 'Migration20261125104533_teacher_contacts';

  override up(): void | Promise<void> {
    this.addSql(`create table "teacher_contacts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "teacher_id" uuid not null, "member_id" uuid not null, primary key ("id"));`);
    this.addSql(`create index "teacher_contacts_member_id_index" on "teacher_contacts" ("member_id");`);
    this.addSql(`alter table "teacher_contacts" add constraint "teacher_contacts_teacher_member_unique" unique ("teacher_id", "member_id");`);

    this.addSql(`alter table "teacher_contacts" add constraint "teacher_contacts_teacher_id_foreign" foreign key ("teacher_id") references "teacher_profiles" ("id") on delete cascade;`);
    this.addSql(`alter table "teacher_contacts" add constraint "teacher_contacts_member_id_foreign" foreign key ("member_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "teacher_contacts" cascade;`);
  }

}
