import { Migration } from '@mikro-orm/migrations';

export class Migration20261123143500_uploads extends Migration {

  override name = 'Migration20261123143500_uploads';

  override up(): void | Promise<void> {
    this.addSql(`create table "stored_objects" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid null, "status" varchar(20) not null default 'pending', "url_expires_at" timestamptz not null, "source_type" varchar(40) null, "source_bytes" int null, "width" int null, "height" int null, "variants" jsonb null, "purpose" varchar(40) null, "ref" varchar(64) null, "is_private" boolean not null default false, "attached_at" timestamptz null, "deleted_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "stored_objects_owner_id_index" on "stored_objects" ("owner_id");`);
    this.addSql(`create index "stored_objects_status_created_at_idx" on "stored_objects" ("status", "created_at");`);
    this.addSql(`create index "stored_objects_purpose_ref_idx" on "stored_objects" ("purpose", "ref");`);

    this.addSql(`alter table "stored_objects" add constraint "stored_objects_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete set null;`);
    this.addSql(`alter table "stored_objects" add constraint "stored_objects_status_check" check (status in ('pending', 'processing', 'ready', 'rejected', 'deleted'));`);
    this.addSql(`alter table "stored_objects" add constraint "stored_objects_attached_check" check ((attached_at is null) = (purpose is null));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "stored_objects" cascade;`);
  }

}
