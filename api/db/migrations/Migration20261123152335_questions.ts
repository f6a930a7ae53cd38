import { Migration } from '@mikro-orm/migrations';

export class Migration20261123152335 extends Migration {

  override name = 'Migration20261123152335_questions';

  override up(): void | Promise<void> {
    this.addSql(`create table "questions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "owner_id" uuid not null, "title" varchar(200) not null, "content" text not null, "category" text not null default 'general', "votes" int not null default 0, "is_answered" boolean not null default false, "answer_count" int not null default 0, "search_doc" text not null default '', "search_vector" tsvector generated always as ((setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 1)), 'A'::"char") || setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 2)), 'B'::"char")) || setweight(to_tsvector('simple'::regconfig, split_part(search_doc, '|'::text, 3)), 'C'::"char")) stored null, primary key ("id"));`);
    this.addSql(`create index "questions_owner_id_index" on "questions" ("owner_id");`);
    this.addSql(`create index "questions_created_at_id_idx" on "questions" ("created_at", "id");`);
    this.addSql(`create index "questions_search_vector_idx" on "questions" using gin ("search_vector");`);

    this.addSql(`create table "qa_votes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "target_type" text not null, "target_id" uuid not null, "value" smallint not null, primary key ("id"));`);
    this.addSql(`create index "qa_votes_target_id_index" on "qa_votes" ("target_id");`);
    this.addSql(`alter table "qa_votes" add constraint "qa_votes_user_target_unique" unique ("user_id", "target_type", "target_id");`);

    this.addSql(`create table "qa_flags" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "target_type" text not null, "target_id" uuid not null, "reason" varchar(500) not null, "resolved_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "qa_flags_target_id_index" on "qa_flags" ("target_id");`);
    this.addSql(`alter table "qa_flags" add constraint "qa_flags_user_target_unique" unique ("user_id", "target_type", "target_id");`);

    this.addSql(`create table "answers" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "question_id" uuid not null, "owner_id" uuid null, "content" text not null, "is_ai_generated" boolean not null default false, "is_accepted" boolean not null default false, "votes" int not null default 0, primary key ("id"));`);
    this.addSql(`create index "answers_question_id_index" on "answers" ("question_id");`);
    this.addSql(`create index "answers_owner_id_index" on "answers" ("owner_id");`);

    this.addSql(`alter table "questions" add constraint "questions_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "questions" add constraint "questions_category_check" check ("category" in ('general', 'visa', 'remittance', 'education', 'food', 'culture', 'jobs', 'health'));`);

    this.addSql(`alter table "qa_votes" add constraint "qa_votes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "qa_votes" add constraint "qa_votes_value_check" check (abs(value) = 1);`);
    this.addSql(`alter table "qa_votes" add constraint "qa_votes_target_type_check" check ("target_type" in ('question', 'answer'));`);

    this.addSql(`alter table "qa_flags" add constraint "qa_flags_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "qa_flags" add constraint "qa_flags_target_type_check" check ("target_type" in ('question', 'answer'));`);

    this.addSql(`alter table "answers" add constraint "answers_question_id_foreign" foreign key ("question_id") references "questions" ("id") on delete cascade;`);
    this.addSql(`alter table "answers" add constraint "answers_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "answers" drop constraint "answers_question_id_foreign";`);

    this.addSql(`drop table if exists "questions" cascade;`);
    this.addSql(`drop table if exists "qa_votes" cascade;`);
    this.addSql(`drop table if exists "qa_flags" cascade;`);
    this.addSql(`drop table if exists "answers" cascade;`);
  }

}
