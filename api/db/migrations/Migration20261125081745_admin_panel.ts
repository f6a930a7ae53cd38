import { Migration } from '@mikro-orm/migrations';

export class Migration20261125081745 extends Migration {

  override name = 'Migration20261125081745_admin_panel';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "suspended_at" timestamptz null, add "suspension_reason" varchar(500) null, add "deleted_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "suspended_at", drop column "suspension_reason", drop column "deleted_at";`);
  }

}
