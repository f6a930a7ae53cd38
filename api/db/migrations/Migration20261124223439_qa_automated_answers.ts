import { Migration } from '@mikro-orm/migrations';

export class Migration20261124223439 extends Migration {

  override name = 'Migration20261124223439_qa_automated_answers';

  override up(): void | Promise<void> {
    this.addSql(`alter table "questions" add "answer_mail_at" timestamptz null;`);

    this.addSql(`create unique index "answers_one_automated_per_question" on "answers" ("question_id") where "is_ai_generated";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "answers_one_automated_per_question";`);

    this.addSql(`alter table "questions" drop column "answer_mail_at";`);
  }

}
