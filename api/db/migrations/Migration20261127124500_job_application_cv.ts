import { Migration } from '@mikro-orm/migrations';

/**
 * Decision 177: a CV can be uploaded as a PDF with a job application (spec 001 §5 Application form). The uploads
 * service learns a second kind of object — a document, kept as sent — and an application keeps the id of its CV.
 * Existing objects are images.
 */
export class Migration20261127124500_job_application_cv extends Migration {

  override name = 'Migration20261127124500_job_application_cv';

  override up(): void | Promise<void> {
    this.addSql(`alter table "stored_objects" add "kind" varchar(20) not null default 'image';`);
    this.addSql(`alter table "stored_objects" add constraint "stored_objects_kind_check" check (kind in ('image', 'document'));`);
    this.addSql(`alter table "job_applications" add "resume_object_id" uuid null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "job_applications" drop column "resume_object_id";`);
    this.addSql(`update "stored_objects" set "status" = 'deleted' where "kind" = 'document';`);
    this.addSql(`alter table "stored_objects" drop constraint if exists "stored_objects_kind_check";`);
    this.addSql(`alter table "stored_objects" drop column "kind";`);
  }

}
