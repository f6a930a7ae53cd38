import { Migration } from '@mikro-orm/migrations';

/**
 * Decision 161: on `wheel_draws`, the published list of a draw's entries and its proof version. Days drawn before
 * keep version 1 and no list: it is rebuilt, checked against the recorded winner and stored on the first request
 * for their proof (api/modules/wheel/draw-proof.service.ts).
 */
export class Migration20261127061000_draw_proof extends Migration {

  override name = 'Migration20261127061000_draw_proof';

  override up(): void | Promise<void> {
    this.addSql(`alter table "wheel_draws" add "proof_version" smallint not null default 1, add "entries" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "wheel_draws" drop column "proof_version", drop column "entries";`);
  }

}
