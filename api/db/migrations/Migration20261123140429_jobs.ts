import { Migration } from '@mikro-orm/migrations';

export class Migration20261123140429_jobs extends Migration {

  override name = 'Migration20261123140429_jobs';

  override up(): void | Promise<void> {
    this.addSql(`create table "jobs" ("id" uuid not null, "name" varchar(100) not null, "payload" jsonb not null, "status" text not null default 'queued', "run_at" timestamptz null, "attempts" int not null default 0, "max_attempts" int not null, "unique_key" varchar(200) null, "locked_by" varchar(100) null, "locked_until" timestamptz null, "last_error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "jobs_finished_at_index" on "jobs" ("finished_at");`);
    this.addSql(`create index "jobs_claim_index" on "jobs" ("status", "run_at");`);
    this.addSql(`alter table "jobs" add constraint "jobs_unique_key_unique" unique ("unique_key");`);

    this.addSql(`create table "job_schedules" ("name" varchar(100) not null, "since" timestamptz not null, "last_period_at" timestamptz null, "updated_at" timestamptz not null, primary key ("name"));`);

    this.addSql(`alter table "jobs" add constraint "jobs_attempts_check" check (attempts >= 0 and max_attempts >= 1);`);
    this.addSql(`alter table "jobs" add constraint "jobs_running_check" check (status <> 'running' or (locked_until is not null and locked_by is not null));`);
    this.addSql(`alter table "jobs" add constraint "jobs_status_check" check ("status" in ('queued', 'running', 'done', 'dead'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "jobs" cascade;`);
    this.addSql(`drop table if exists "job_schedules" cascade;`);
  }

}
