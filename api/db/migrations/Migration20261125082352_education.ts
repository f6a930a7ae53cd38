import { Migration } from '@mikro-orm/migrations';

export class Migration20261125082352 extends Migration {

  override name = 'Migration20261125082352';

  override up(): void | Promise<void> {
    this.addSql(`create table "teacher_profiles" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "name" varchar(100) not null, "phone" varchar(20) not null, "bio" text not null, "experience" smallint not null, "hourly_rate_pence" int not null, "categories" text[] not null, "subjects" text[] not null, "languages" text[] not null, "lesson_modes" text[] not null, "city" varchar(100) null, "time_zone" text not null, "availability" jsonb not null, "rating_count" int not null default 0, "rating_total" int not null default 0, "search_doc" text not null default '', "search_vector" tsvector generated always as ((setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 1)), 'A'::"char") || setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 2)), 'B'::"char")) || setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 3)), 'C'::"char")) stored null, primary key ("id"));`);
    this.addSql(`create index "teacher_profiles_created_at_id_idx" on "teacher_profiles" ("created_at", "id");`);
    this.addSql(`create index "teacher_profiles_hourly_rate_pence_idx" on "teacher_profiles" ("hourly_rate_pence");`);
    this.addSql(`create index "teacher_profiles_search_vector_idx" on "teacher_profiles" using gin ("search_vector");`);
    this.addSql(`alter table "teacher_profiles" add constraint "teacher_profiles_owner_unique" unique ("owner_id");`);

    this.addSql(`create table "teacher_reviews" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "teacher_id" uuid not null, "reviewer_id" uuid not null, "rating" smallint not null, "text" text not null, primary key ("id"));`);
    this.addSql(`create index "teacher_reviews_reviewer_id_index" on "teacher_reviews" ("reviewer_id");`);
    this.addSql(`alter table "teacher_reviews" add constraint "teacher_reviews_teacher_reviewer_unique" unique ("teacher_id", "reviewer_id");`);

    this.addSql(`create table "courses" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "teacher_id" uuid not null, "title" varchar(150) not null, "description" text not null, "category" text not null, "subject" text not null, "level" text not null, "language" text not null, "price_pence" int not null, "duration_hours" smallint not null, "max_students" smallint not null, "search_doc" text not null default '', "search_vector" tsvector generated always as ((setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 1)), 'A'::"char") || setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 2)), 'B'::"char")) || setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 3)), 'C'::"char")) stored null, primary key ("id"));`);
    this.addSql(`create index "courses_teacher_id_index" on "courses" ("teacher_id");`);
    this.addSql(`create index "courses_created_at_id_idx" on "courses" ("created_at", "id");`);
    this.addSql(`create index "courses_category_created_at_id_idx" on "courses" ("category", "created_at", "id");`);
    this.addSql(`create index "courses_search_vector_idx" on "courses" using gin ("search_vector");`);

    this.addSql(`alter table "subscriptions" add "plan" text not null default 'membership';`);
    this.addSql(`alter table "subscriptions" add constraint "subscriptions_plan_check" check ("plan" in ('membership', 'education'));`);

    this.addSql(`alter table "teacher_profiles" add constraint "teacher_profiles_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "teacher_profiles" add constraint "teacher_profiles_hourly_rate_check" check (hourly_rate_pence >= 0);`);
    this.addSql(`alter table "teacher_profiles" add constraint "teacher_profiles_experience_check" check (experience >= 0);`);
    this.addSql(`alter table "teacher_profiles" add constraint "teacher_profiles_categories_check" check (cardinality(categories) >= 1);`);
    this.addSql(`alter table "teacher_profiles" add constraint "teacher_profiles_subjects_check" check (cardinality(subjects) >= 1);`);
    this.addSql(`alter table "teacher_profiles" add constraint "teacher_profiles_languages_check" check (cardinality(languages) >= 1);`);
    this.addSql(`alter table "teacher_profiles" add constraint "teacher_profiles_time_zone_check" check ("time_zone" in ('Asia/Colombo', 'Asia/Kolkata', 'Europe/London', 'America/Toronto', 'Europe/Paris', 'Europe/Berlin', 'Asia/Singapore', 'Australia/Sydney'));`);

    this.addSql(`alter table "teacher_reviews" add constraint "teacher_reviews_teacher_id_foreign" foreign key ("teacher_id") references "teacher_profiles" ("id") on delete cascade;`);
    this.addSql(`alter table "teacher_reviews" add constraint "teacher_reviews_reviewer_id_foreign" foreign key ("reviewer_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "teacher_reviews" add constraint "teacher_reviews_rating_check" check (rating >= 1 and rating <= 5);`);

    this.addSql(`alter table "courses" add constraint "courses_teacher_id_foreign" foreign key ("teacher_id") references "teacher_profiles" ("id") on delete cascade;`);
    this.addSql(`alter table "courses" add constraint "courses_price_check" check (price_pence >= 0);`);
    this.addSql(`alter table "courses" add constraint "courses_duration_check" check (duration_hours >= 1);`);
    this.addSql(`alter table "courses" add constraint "courses_max_students_check" check (max_students >= 1);`);
    this.addSql(`alter table "courses" add constraint "courses_category_check" check ("category" in ('academic', 'business', 'technology', 'arts_crafts', 'music', 'languages', 'vocational', 'test_prep'));`);
    this.addSql(`alter table "courses" add constraint "courses_subject_check" check ("subject" in ('mathematics', 'science', 'physics', 'chemistry', 'biology', 'english', 'tamil', 'history', 'geography', 'economics', 'accounting', 'ebay_selling', 'amazon_fba', 'dropshipping', 'social_media_marketing', 'tiktok_marketing', 'digital_marketing', 'ecommerce', 'entrepreneurship'));`);
    this.addSql(`alter table "courses" add constraint "courses_level_check" check ("level" in ('beginner', 'intermediate', 'advanced', 'expert'));`);
    this.addSql(`alter table "courses" add constraint "courses_language_check" check ("language" in ('tamil', 'english', 'sinhala', 'hindi', 'malayalam', 'french', 'german'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "teacher_reviews" drop constraint "teacher_reviews_teacher_id_foreign";`);
    this.addSql(`alter table "courses" drop constraint "courses_teacher_id_foreign";`);

    this.addSql(`drop table if exists "teacher_profiles" cascade;`);
    this.addSql(`drop table if exists "teacher_reviews" cascade;`);
    this.addSql(`drop table if exists "courses" cascade;`);

    this.addSql(`alter table "subscriptions" drop constraint "subscriptions_plan_check";`);
    this.addSql(`alter table "subscriptions" drop column "plan";`);
  }

}
