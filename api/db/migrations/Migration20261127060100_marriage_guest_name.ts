import { Migration } from '@mikro-orm/migrations';
import { nameForGuests } from '#shared/marriage/names.ts';

/**
 * `marriage_profiles.guest_name`: the name as guests see it ("Kavitha S."), which guests' searches run over instead
 * of the full name (decision 160). Existing rows get it from the same function the presenter uses.
 */
export class Migration20261127060100_marriage_guest_name extends Migration {

  override name = 'Migration20261127060100_marriage_guest_name';

  override async up(): Promise<void> {
    await this.execute(`alter table "marriage_profiles" add "guest_name" varchar(100) null;`);
    const rows = await this.execute(`select "id", "name" from "marriage_profiles";`);
    for (const row of rows) {
      await this.execute(`update "marriage_profiles" set "guest_name" = ? where "id" = ?;`, [nameForGuests(String(row.name)), row.id]);
    }
    await this.execute(`alter table "marriage_profiles" alter column "guest_name" set not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "marriage_profiles" drop column "guest_name";`);
  }

}
