/**
 * Global set-up of an API test project: migrates one template database for the whole run and hands it to every
 * test file of the project (`inject('databaseTemplate')`, read by api/test/harness.ts); removes it when the run
 * ends (docs/decisions/156-ci-budget.md). PostgreSQL when DATABASE_URL is set — unless the project's own `env`
 * empties it (the PGlite smoke project) — else PGlite.
 */
import type { TestProject } from 'vitest/node';
import { createDatabaseTemplate, type DatabaseTemplate } from './database-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template each test file's database is copied from. */
    databaseTemplate: DatabaseTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = (project.config.env?.DATABASE_URL ?? process.env.DATABASE_URL) || undefined;
  const { template, remove } = await createDatabaseTemplate(databaseUrl);
  project.provide('databaseTemplate', template);
  return remove;
}
