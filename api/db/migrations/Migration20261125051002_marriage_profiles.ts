import { Migration } from '@mikro-orm/migrations';

export class Migration20261125051002 extends Migration {

  override name = 'Migration20261125051002_marriage_profiles';

  override up(): void | Promise<void> {
    this.addSql(`create table "marriage_profiles" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "name" varchar(100) not null, "date_of_birth" date not null, "gender" text not null, "city" varchar(100) not null, "country" varchar(100) not null, "caste" varchar(100) null, "religion" varchar(100) null, "mother_tongue" varchar(100) not null, "education" varchar(100) not null, "occupation" varchar(100) not null, "diet" text not null, "height_cm" smallint null, "star" text null, "raasi" text null, "languages" jsonb not null, "about_me" text not null, "family_details" text null, "partner_preferences" text null, "managed_by" text not null, "status" text not null default 'pending', "hidden" boolean not null default false, "rejection_reason" varchar(500) null, "reviewed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "marriage_profiles_status_created_at_id_idx" on "marriage_profiles" ("status", "created_at", "id");`);
    this.addSql(`create index "marriage_profiles_gender_date_of_birth_idx" on "marriage_profiles" ("gender", "date_of_birth");`);
    this.addSql(`alter table "marriage_profiles" add constraint "marriage_profiles_owner_unique" unique ("owner_id");`);

    this.addSql(`create table "marriage_reports" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "profile_id" uuid not null, "reporter_id" uuid not null, "reason" text not null, primary key ("id"));`);
    this.addSql(`create index "marriage_reports_profile_id_index" on "marriage_reports" ("profile_id");`);
    this.addSql(`alter table "marriage_reports" add constraint "marriage_reports_profile_reporter_unique" unique ("profile_id", "reporter_id");`);

    this.addSql(`create table "marriage_interests" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "from_profile_id" uuid not null, "to_profile_id" uuid not null, "status" text not null default 'pending', "message" varchar(500) null, "responded_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "marriage_interests_to_profile_created_at_idx" on "marriage_interests" ("to_profile_id", "created_at");`);
    this.addSql(`alter table "marriage_interests" add constraint "marriage_interests_pair_unique" unique ("from_profile_id", "to_profile_id");`);

    this.addSql(`alter table "marriage_profiles" add constraint "marriage_profiles_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "marriage_profiles" add constraint "marriage_profiles_height_check" check (height_cm >= 120 and height_cm <= 230);`);
    this.addSql(`alter table "marriage_profiles" add constraint "marriage_profiles_gender_check" check ("gender" in ('male', 'female'));`);
    this.addSql(`alter table "marriage_profiles" add constraint "marriage_profiles_diet_check" check ("diet" in ('vegetarian', 'non_vegetarian', 'vegan'));`);
    this.addSql(`alter table "marriage_profiles" add constraint "marriage_profiles_star_check" check ("star" in ('ashwini', 'bharani', 'krittika', 'rohini', 'mrigashirsha', 'ardra', 'punarvasu', 'pushya', 'ashlesha', 'magha', 'purva_phalguni', 'uttara_phalguni', 'hasta', 'chitra', 'swati', 'vishakha', 'anuradha', 'jyeshtha', 'mula', 'purva_ashadha', 'uttara_ashadha', 'shravana', 'dhanishta', 'shatabhisha', 'purva_bhadrapada', 'uttara_bhadrapada', 'revati'));`);
    this.addSql(`alter table "marriage_profiles" add constraint "marriage_profiles_raasi_check" check ("raasi" in ('mesham', 'rishabam', 'mithunam', 'kadagam', 'simmam', 'kanni', 'thulam', 'viruchigam', 'dhanusu', 'magaram', 'kumbam', 'meenam'));`);
    this.addSql(`alter table "marriage_profiles" add constraint "marriage_profiles_managed_by_check" check ("managed_by" in ('self', 'parent', 'sibling'));`);
    this.addSql(`alter table "marriage_profiles" add constraint "marriage_profiles_status_check" check ("status" in ('pending', 'approved', 'rejected'));`);

    this.addSql(`alter table "marriage_reports" add constraint "marriage_reports_profile_id_foreign" foreign key ("profile_id") references "marriage_profiles" ("id") on delete cascade;`);
    this.addSql(`alter table "marriage_reports" add constraint "marriage_reports_reporter_id_foreign" foreign key ("reporter_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "marriage_interests" add constraint "marriage_interests_from_profile_id_foreign" foreign key ("from_profile_id") references "marriage_profiles" ("id") on delete cascade;`);
    this.addSql(`alter table "marriage_interests" add constraint "marriage_interests_to_profile_id_foreign" foreign key ("to_profile_id") references "marriage_profiles" ("id") on delete cascade;`);
    this.addSql(`alter table "marriage_interests" add constraint "marriage_interests_not_self_check" check (from_profile_id <> to_profile_id);`);
    this.addSql(`alter table "marriage_interests" add constraint "marriage_interests_status_check" check ("status" in ('pending', 'accepted', 'declined'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "marriage_reports" drop constraint "marriage_reports_profile_id_foreign";`);
    this.addSql(`alter table "marriage_interests" drop constraint "marriage_interests_from_profile_id_foreign";`);
    this.addSql(`alter table "marriage_interests" drop constraint "marriage_interests_to_profile_id_foreign";`);

    this.addSql(`drop table if exists "marriage_profiles" cascade;`);
    this.addSql(`drop table if exists "marriage_reports" cascade;`);
    this.addSql(`drop table if exists "marriage_interests" cascade;`);
  }

}
