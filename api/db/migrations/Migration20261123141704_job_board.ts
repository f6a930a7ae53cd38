import { Migration } from '@mikro-orm/migrations';

export class Migration20261123141704_job_board extends Migration {

  override name = 'Migration20261123141704_job_board';

  override up(): void | Promise<void> {
    this.addSql(`create table "job_listings" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "title" varchar(100) not null, "company_name" varchar(200) not null, "description" text not null, "requirements" text not null, "responsibilities" text not null, "job_type" text not null, "experience" text not null, "work_mode" text not null, "category" text not null, "industry" varchar(200) not null, "country" varchar(100) not null, "city" varchar(100) not null, "location" varchar(200) not null, "salary_min" numeric(12,2) null, "salary_max" numeric(12,2) null, "currency" text not null default 'INR', "salary_period" text not null default 'monthly', "education" varchar(200) not null, "skills" jsonb not null, "languages" jsonb not null, "benefits" jsonb not null, "contact_email" varchar(254) not null, "contact_phone" varchar(20) null, "application_deadline" date null, "application_url" varchar(500) null, "company_size" text null, "company_website" varchar(500) null, "is_featured" boolean not null default false, "is_urgent" boolean not null default false, "is_active" boolean not null default true, "review_status" text not null default 'pending', "rejection_reason" varchar(500) null, "reviewed_at" timestamptz null, "view_count" int not null default 0, "application_count" int not null default 0, "search_doc" text not null default '', "search_vector" tsvector generated always as ((setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 1)), 'A'::"char") || setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 2)), 'B'::"char")) || setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 3)), 'C'::"char")) stored null, primary key ("id"));`);
    this.addSql(`create index "job_listings_owner_id_index" on "job_listings" ("owner_id");`);
    this.addSql(`create index "job_listings_public_order_idx" on "job_listings" ("is_featured", "created_at", "id");`);
    this.addSql(`create index "job_listings_review_idx" on "job_listings" ("review_status", "created_at", "id");`);
    this.addSql(`create index "job_listings_search_vector_idx" on "job_listings" using gin ("search_vector");`);

    this.addSql(`create table "job_listing_views" ("id" uuid not null, "job_id" uuid not null, "viewer_key" varchar(80) not null, "day" date not null, primary key ("id"));`);
    this.addSql(`create index "job_listing_views_day_idx" on "job_listing_views" ("day");`);
    this.addSql(`alter table "job_listing_views" add constraint "job_listing_views_once_per_day_unique" unique ("job_id", "viewer_key", "day");`);

    this.addSql(`create table "job_applications" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "job_id" uuid not null, "applicant_id" uuid not null, "cover_letter" text not null, "resume_url" varchar(500) null, "expected_salary" varchar(100) null, "availability_date" date null, "full_name" varchar(100) not null, "email" varchar(254) not null, "phone" varchar(20) not null, "current_location" varchar(200) not null, "current_job_title" varchar(200) null, "current_company" varchar(200) null, "total_experience" text not null, "relevant_experience" varchar(200) null, "status" text not null default 'submitted', "status_changed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "job_applications_applicant_id_index" on "job_applications" ("applicant_id");`);
    this.addSql(`create index "job_applications_created_at_id_idx" on "job_applications" ("created_at", "id");`);
    this.addSql(`alter table "job_applications" add constraint "job_applications_job_applicant_unique" unique ("job_id", "applicant_id");`);

    this.addSql(`alter table "job_listings" add constraint "job_listings_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "job_listings" add constraint "job_listings_salary_range_check" check (salary_min is null or salary_max is null or salary_min <= salary_max);`);
    this.addSql(`alter table "job_listings" add constraint "job_listings_counts_check" check (view_count >= 0 and application_count >= 0);`);
    this.addSql(`alter table "job_listings" add constraint "job_listings_job_type_check" check ("job_type" in ('full_time', 'part_time', 'contract', 'internship', 'freelance', 'temporary', 'remote'));`);
    this.addSql(`alter table "job_listings" add constraint "job_listings_experience_check" check ("experience" in ('0-1', '1-3', '3-5', '5-10', '10+'));`);
    this.addSql(`alter table "job_listings" add constraint "job_listings_work_mode_check" check ("work_mode" in ('onsite', 'remote', 'hybrid'));`);
    this.addSql(`alter table "job_listings" add constraint "job_listings_category_check" check ("category" in ('it_technology', 'healthcare', 'education', 'finance', 'marketing', 'sales', 'engineering', 'hospitality', 'retail', 'construction', 'manufacturing', 'logistics', 'customer_service', 'administration', 'media_design', 'other'));`);
    this.addSql(`alter table "job_listings" add constraint "job_listings_currency_check" check ("currency" in ('INR', 'USD', 'GBP', 'EUR', 'LKR', 'MYR', 'SGD'));`);
    this.addSql(`alter table "job_listings" add constraint "job_listings_salary_period_check" check ("salary_period" in ('hourly', 'monthly', 'yearly'));`);
    this.addSql(`alter table "job_listings" add constraint "job_listings_company_size_check" check ("company_size" in ('1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'));`);
    this.addSql(`alter table "job_listings" add constraint "job_listings_review_status_check" check ("review_status" in ('pending', 'approved', 'rejected'));`);

    this.addSql(`alter table "job_listing_views" add constraint "job_listing_views_job_id_foreign" foreign key ("job_id") references "job_listings" ("id") on delete cascade;`);

    this.addSql(`alter table "job_applications" add constraint "job_applications_job_id_foreign" foreign key ("job_id") references "job_listings" ("id") on delete cascade;`);
    this.addSql(`alter table "job_applications" add constraint "job_applications_applicant_id_foreign" foreign key ("applicant_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "job_applications" add constraint "job_applications_total_experience_check" check ("total_experience" in ('0-1', '1-3', '3-5', '5-10', '10+'));`);
    this.addSql(`alter table "job_applications" add constraint "job_applications_status_check" check ("status" in ('submitted', 'reviewed', 'shortlisted', 'interviewed', 'offered', 'rejected', 'withdrawn'));`);

  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "job_listing_views" drop constraint "job_listing_views_job_id_foreign";`);
    this.addSql(`alter table "job_applications" drop constraint "job_applications_job_id_foreign";`);

    this.addSql(`drop table if exists "job_listings" cascade;`);
    this.addSql(`drop table if exists "job_listing_views" cascade;`);
    this.addSql(`drop table if exists "job_applications" cascade;`);
  }

}
