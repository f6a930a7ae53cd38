import { Migration } from '@mikro-orm/migrations';

/** Guests' idempotency keys (decision 160): a key belongs to a user or to a guest token, never both. */
export class Migration20261127060000_idempotency_guest_keys extends Migration {

  override name = 'Migration20261127060000_idempotency_guest_keys';

  override up(): void | Promise<void> {
    this.addSql(`alter table "idempotency_keys" add "guest_token" varchar(64) null;`);
    this.addSql(`alter table "idempotency_keys" alter column "user_id" drop not null;`);
    this.addSql(`alter table "idempotency_keys" add constraint "idempotency_keys_guest_token_key_unique" unique ("guest_token", "key");`);
    this.addSql(`alter table "idempotency_keys" add constraint "idempotency_keys_owner_check" check ((user_id is null) <> (guest_token is null));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "idempotency_keys" where "user_id" is null;`);
    this.addSql(`alter table "idempotency_keys" drop constraint "idempotency_keys_owner_check";`);
    this.addSql(`alter table "idempotency_keys" drop constraint "idempotency_keys_guest_token_key_unique";`);
    this.addSql(`alter table "idempotency_keys" drop column "guest_token";`);
    this.addSql(`alter table "idempotency_keys" alter column "user_id" set not null;`);
  }

}
