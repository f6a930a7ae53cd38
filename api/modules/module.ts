import type { EntityManager, EntitySchema, EventSubscriber } from '@mikro-orm/core';
import type { Logger } from 'pino';
import type { Contract, ContractSamples } from '#shared/contracts/contract.ts';
import { sampleIndex } from '#shared/contracts/samples.ts';
import type { DocumentedRoute } from '../http/openapi.ts';
import type { AppConfig } from '../config.ts';
import type { Orm } from '../db/orm.ts';
import type { LimitRules, RateLimiters } from '../http/rate-limit.ts';
import type { JobDefinition } from '../lib/jobs/define.ts';
import type { ScheduleDefinition } from '../lib/jobs/schedule.ts';
import type { RouteDef } from '../http/route.ts';
import type { Clock } from '../services/clock.ts';
import type { Mailer } from '../services/mail.ts';
import type { User } from './users/user.entity.ts';
import type { ContactSourceFinder, ContactSources } from './payments/contact-sources.ts';

/**
 * What every module receives (one dependency type for all; docs/decisions/034-module-template.md). Built once by
 * api/app.ts from the app's own dependencies.
 */
export interface ModuleDeps {
  config: AppConfig;
  orm: Orm;
  logger: Logger;
  mailer: Mailer;
  clock: Clock;
  limits: RateLimiters;
  /** Every module's contact source, by service type (read by payments' entitlement door and the presenters). */
  contactSources: ContactSources;
  /** Hides everything a member posted, in every module (an admin deleted the account; issue 19 item 1). */
  hideMemberContent: (em: EntityManager, userId: string) => Promise<void>;
}

/** What the seed gives a module's seed function. */
export interface SeedContext {
  em: EntityManager;
  now: Date;
  /** The accounts the core seed made or found: the admin and the demo member that owns demo content. */
  accounts: { admin: User; demo: User };
  /** The app's configuration (e.g. the object storage of generated demo photos); absent when seeded without one. */
  config?: AppConfig;
}

/**
 * One feature of the API (spec sections per module): its entities (listed for the ORM), ORM subscribers, declared
 * routes, background jobs and schedules, the contact source it registers with payments (a service whose contact is behind paid access), and its
 * demo data. The registry (api/registry.ts, the composition root; decision 175) lists every module; the app, the ORM config, the seed, the
 * OpenAPI document and the test harness loop over it — adding a module touches no infrastructure file.
 */
export interface AppModule {
  /** Short kebab-case name; also the OpenAPI tag of its routes. */
  name: string;
  entities?: readonly EntitySchema<any, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  subscribers?: readonly EventSubscriber[];
  /**
   * The absolute folder of this module's own migrations (`path.join(import.meta.dirname, 'migrations')`; decision
   * 183), written there by `npm run migration:create -- <name>` and applied with everyone's in timestamp order.
   * Modules written before 183 keep theirs in api/db/migrations.
   */
  migrations?: string;
  /**
   * The endpoint contracts this module binds its routes from (shared/contracts/<name>.ts, decision 182): the contracts
   * test requires every endpoint of each to be mounted once, and every mounted route to come from a declared one.
   */
  contracts?: readonly Contract[];
  /**
   * The sample bodies of its contracts' JSON-body endpoints (shared/<name>/samples.ts, decision 182 "Samples"): the
   * OpenAPI document's request examples and the generic API tests' valid bodies; api/test/contracts.test.ts requires one
   * for every such endpoint of every mounted route.
   */
  samples?: readonly ContractSamples[];
  /** Declared routes (api/http/route.ts), built once per app with the shared dependencies. */
  routes?: (deps: ModuleDeps) => readonly RouteDef[];
  /**
   * This feature's rate limits by name (its `<name>.limits.ts`, `defineLimits`; decision 180): the app declares
   * every module's on its limiters (`collectLimits` in api/http/rate-limit.ts); two modules may not share a name.
   */
  limits?: LimitRules;
  /** Contact sources this module owns, by service type (e.g. `taxi`): how to find an item's owner and number. */
  contactSources?: Readonly<Record<string, ContactSourceFinder>>;
  /** Job kinds this module enqueues (api/lib/jobs): every process's worker can run them. */
  jobs?: readonly JobDefinition[];
  /** Recurring jobs (Europe/London cron), fired once per period across processes. */
  schedules?: readonly ScheduleDefinition[];
  /**
   * Takes a deleted member's posts out of every public list and page of this module (through `em`, in the
   * caller's transaction); their records stay for the audit trail.
   */
  hideMemberContent?: (em: EntityManager, userId: string) => Promise<void>;
  /** Only mounted outside production (development helpers). */
  devOnly?: boolean;
  /** Idempotent demo data for `npm start` on an empty database; runs in module order after the accounts exist. */
  seed?: (ctx: SeedContext) => Promise<void>;
}

/** Declares a module (identity; keeps the shape checked where the module is written). */
export function defineModule(module: AppModule): AppModule {
  return module;
}

/** One `hideMemberContent` over every module that declares it, in registry order (for {@link ModuleDeps}). */
export function memberContentHider(modules: readonly AppModule[]): ModuleDeps['hideMemberContent'] {
  return async (em, userId) => {
    for (const module of modules) await module.hideMemberContent?.(em, userId);
  };
}

/**
 * Every declared route of `modules` (in their order) with its OpenAPI tag, the module's name, and — for a JSON body —
 * the module's sample as its example (decision 182 "Samples"); development-only modules are left out in production.
 * What api/app.ts mounts and documents, and what the tests walk (api/test/declared-routes.ts).
 * @throws Error when two modules give a sample for one endpoint.
 */
export function documentedRoutesOf(modules: readonly AppModule[], deps: ModuleDeps, isProduction: boolean): DocumentedRoute[] {
  const sampleFor = sampleIndex(modules.flatMap((module) => module.samples ?? []));
  return modules
    .filter((module) => !(module.devOnly && isProduction))
    .flatMap((module) => (module.routes?.(deps) ?? []).map((route) => ({ route, tag: module.name, ...(route.body ? { example: sampleFor(route) } : {}) })));
}
