import { apiDocsRoutes } from '../http/api-docs.ts';
import { createLogger } from '../http/logger.ts';
import type { DocumentedRoute } from '../http/openapi.ts';
import { createRateLimiters } from '../http/rate-limit.ts';
import { documentedRoutesOf, memberContentHider, type ModuleDeps } from '../modules/module.ts';
import { createContactSources } from '../modules/payments/contact-sources.ts';
import { modules, rateLimits } from '../registry.ts';
import { systemClock } from '../services/clock.ts';
import type { TestApp } from './harness.ts';

/**
 * Every declared route of a test app with its OpenAPI tag, built from the module registry exactly as api/app.ts
 * builds them (test config: development helpers on), plus the API's own document routes. What the contract tests
 * walk (docs/decisions/173-truthful-openapi.md) and the bad-input test (decision 056).
 */
export function documentedRoutes(app: Pick<TestApp, 'config' | 'orm' | 'mailer'>): DocumentedRoute[] {
  const deps: ModuleDeps = {
    config: app.config,
    orm: app.orm,
    logger: createLogger('silent'),
    mailer: app.mailer,
    clock: systemClock,
    limits: createRateLimiters({ orm: app.orm, rules: rateLimits }),
    contactSources: createContactSources(modules.flatMap((module) => Object.entries(module.contactSources ?? {}))),
    hideMemberContent: memberContentHider(modules),
  };
  return [...documentedRoutesOf(modules, deps, app.config.isProduction), ...apiDocsRoutes(app.config.publicUrl, () => []).map((route) => ({ route, tag: 'api' }))];
}
