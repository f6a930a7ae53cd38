import { Migration } from '@mikro-orm/migrations';
import { MARRIAGE_EDUCATIONS, MARRIAGE_OCCUPATIONS, PHOTO_VISIBILITIES } from '#shared/marriage/constants.ts';
import { educationFromText, occupationFromText } from '#shared/marriage/options.ts';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * Marriage profiles: photos with their visibility and a withdrawn interest state (docs/decisions/163); education and
 * occupation become the spec 001 §3 option lists (docs/decisions/164). Existing free text is mapped by
 * shared/marriage/options.ts ("MSc Computer Science" → post_graduate, "Software developer" → it_professional);
 * what it does not recognise becomes `other` with the member's original words, so nothing written is lost.
 */
export class Migration20261127091500_marriage_photos_options extends Migration {

  override name = 'Migration20261127091500_marriage_photos_options';

  override async up(): Promise<void> {
    await this.execute(`alter table "marriage_profiles" add "education_other" varchar(100) null, add "occupation_other" varchar(100) null, add "photos" jsonb not null default '[]', add "photo_visibility" text not null default 'accepted';`);
    const rows = await this.execute(`select "id", "education", "occupation" from "marriage_profiles";`);
    for (const row of rows) {
      const education = educationFromText(String(row.education));
      const occupation = occupationFromText(String(row.occupation));
      await this.execute(
        `update "marriage_profiles" set "education" = ?, "education_other" = ?, "occupation" = ?, "occupation_other" = ? where "id" = ?;`,
        [education.value, education.other, occupation.value, occupation.other, row.id],
      );
    }
    await this.execute(`alter table "marriage_profiles" alter column "photos" drop default, alter column "education" type text using ("education"::text), alter column "occupation" type text using ("occupation"::text);`);
    await this.execute(`alter table "marriage_profiles" add constraint "marriage_profiles_education_check" check ("education" in (${list(MARRIAGE_EDUCATIONS)}));`);
    await this.execute(`alter table "marriage_profiles" add constraint "marriage_profiles_occupation_check" check ("occupation" in (${list(MARRIAGE_OCCUPATIONS)}));`);
    await this.execute(`alter table "marriage_profiles" add constraint "marriage_profiles_photo_visibility_check" check ("photo_visibility" in (${list(PHOTO_VISIBILITIES)}));`);
    await this.execute(`alter table "marriage_interests" drop constraint "marriage_interests_status_check";`);
    await this.execute(`alter table "marriage_interests" add constraint "marriage_interests_status_check" check ("status" in ('pending', 'accepted', 'declined', 'withdrawn'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "marriage_interests" drop constraint "marriage_interests_status_check";`);
    this.addSql(`update "marriage_interests" set "status" = 'declined' where "status" = 'withdrawn';`);
    this.addSql(`alter table "marriage_interests" add constraint "marriage_interests_status_check" check ("status" in ('pending', 'accepted', 'declined'));`);
    this.addSql(`alter table "marriage_profiles" drop constraint "marriage_profiles_education_check", drop constraint "marriage_profiles_occupation_check", drop constraint "marriage_profiles_photo_visibility_check";`);
    this.addSql(`update "marriage_profiles" set "education" = coalesce("education_other", "education"), "occupation" = coalesce("occupation_other", "occupation");`);
    this.addSql(`alter table "marriage_profiles" alter column "education" type varchar(100), alter column "occupation" type varchar(100), drop column "education_other", drop column "occupation_other", drop column "photos", drop column "photo_visibility";`);
  }

}
