import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminAuditQuerySchema, adminSuspendBodySchema, adminUserUpdateBodySchema } from '#shared/admin/schemas.ts';
import { registerBodySchema, updateProfileBodySchema } from '#shared/auth/schemas.ts';
import { createCommunityPostBodySchema } from '#shared/community/schemas.ts';
import { contactBodySchema } from '#shared/contact/schemas.ts';
import { createCourseBodySchema, createTeacherBodySchema, updateCourseBodySchema, updateTeacherBodySchema } from '#shared/education/schemas.ts';
import { createJobApplicationBodySchema, createJobListingBodySchema, jobReviewBodySchema, updateJobListingBodySchema } from '#shared/jobs/schemas.ts';
import { createMarriageProfileBodySchema, reviewMarriageProfileBodySchema, sendInterestBodySchema, updateMarriageProfileBodySchema } from '#shared/marriage/schemas.ts';
import { createQuestionBodySchema, flagBodySchema } from '#shared/questions/schemas.ts';
import { changeEmailBodySchema } from '#shared/schemas/security.ts';
import { createQuoteRequestBodySchema, createStoreProductBodySchema, updateStoreProductBodySchema } from '#shared/store/schemas.ts';
import { storyInputSchema } from '#shared/stories/schemas.ts';
import { createTaxiRequestBodySchema } from '#shared/taxi/schemas.ts';
import { drawProofSchema } from '#shared/wheel/responses.ts';
import { modules } from '../registry.ts';

/*
 * A column holds what the contract accepts, no less and no more (docs/decisions/181): for every string field that an
 * entity and a contract schema both have, the column's length equals the field's JSON Schema maxLength (what the
 * OpenAPI document shows and the API checks). The entities take the contract's constants, so this fails only when
 * somebody writes a literal again, or gives one side a different constant.
 */

type Schema = z.core.$ZodType;
/** A contract schema of an entity; `as` maps a field to the entity property of another name. */
type Contract = Schema | { schema: Schema; as: Record<string, string> };

/** Entity (class name) → the request schemas whose fields it stores. */
const CONTRACTS: Record<string, Contract[]> = {
  User: [registerBodySchema, updateProfileBodySchema, adminUserUpdateBodySchema, { schema: adminSuspendBodySchema, as: { reason: 'suspensionReason' } }],
  EmailChangeToken: [{ schema: changeEmailBodySchema, as: { email: 'newEmail' } }],
  AuditEvent: [adminAuditQuerySchema],
  CommunityPost: [createCommunityPostBodySchema],
  ContactMessage: [contactBodySchema],
  TeacherProfile: [createTeacherBodySchema, updateTeacherBodySchema],
  Course: [createCourseBodySchema, updateCourseBodySchema],
  JobListing: [createJobListingBodySchema, updateJobListingBodySchema, { schema: jobReviewBodySchema, as: { reason: 'rejectionReason' } }],
  JobApplication: [createJobApplicationBodySchema],
  MarriageProfile: [createMarriageProfileBodySchema, updateMarriageProfileBodySchema, { schema: reviewMarriageProfileBodySchema, as: { reason: 'rejectionReason' } }],
  MarriageInterest: [sendInterestBodySchema],
  Question: [createQuestionBodySchema],
  QaFlag: [flagBodySchema],
  StoreProduct: [createStoreProductBodySchema, updateStoreProductBodySchema],
  StoreQuoteRequest: [createQuoteRequestBodySchema],
  SuccessStory: [storyInputSchema],
  TaxiRequest: [createTaxiRequestBodySchema],
  WheelDay: [drawProofSchema],
};

interface JsonSchema {
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
}
const branches = (s: JsonSchema) => [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
/** The largest maxLength a value may have (a field `'' | text` has it in a branch); undefined when unbounded. */
function maxLengthOf(s: JsonSchema): number | undefined {
  const max = Math.max(s.maxLength ?? -1, ...branches(s).map((b) => maxLengthOf(b) ?? -1));
  return max >= 0 ? max : undefined;
}
/** Field → maxLength of an object schema's fields, through unions of objects (a review's decision branches). */
function fieldMaxLengths(s: JsonSchema, out = new Map<string, number>()): Map<string, number> {
  for (const [field, value] of Object.entries(s.properties ?? {})) {
    const max = maxLengthOf(value);
    if (max !== undefined) out.set(field, Math.max(out.get(field) ?? 0, max));
  }
  for (const branch of branches(s)) fieldMaxLengths(branch, out);
  return out;
}

/** Field → the longest text value of an enum field (a country's name, …), through unions as above. */
function fieldLongestChoices(s: JsonSchema, out = new Map<string, number>()): Map<string, number> {
  const longest = (v: JsonSchema): number =>
    Math.max(-1, ...(v.enum ?? []).map((e) => (typeof e === 'string' ? e.length : -1)), ...branches(v).map(longest));
  for (const [field, value] of Object.entries(s.properties ?? {})) if (longest(value) >= 0) out.set(field, Math.max(out.get(field) ?? 0, longest(value)));
  for (const branch of branches(s)) fieldLongestChoices(branch, out);
  return out;
}

interface StringColumn {
  entity: string;
  property: string;
  length: number;
}
const featureEntities = modules.flatMap((module) => module.entities ?? []);
const stringColumns: StringColumn[] = featureEntities.flatMap((schema) =>
  Object.entries(schema.meta.properties)
    .filter(([, prop]) => typeof prop.length === 'number')
    .map(([property, prop]) => ({ entity: schema.meta.className, property, length: prop.length as number })),
);

/**
 * Every (entity, property) a contract field lands in, with a number read from the field's JSON Schema by `read`
 * ({@link fieldMaxLengths} or {@link fieldLongestChoices}) and where it comes from.
 */
function pairs(read: (json: JsonSchema) => Map<string, number>) {
  return Object.entries(CONTRACTS).flatMap(([entity, contracts]) =>
    contracts.flatMap((contract, index) => {
      const { schema, as } = 'schema' in contract ? contract : { schema: contract, as: {} as Record<string, string> };
      const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      return [...read(json)].map(([field, maxLength]) => ({ entity, property: as[field] ?? field, maxLength, source: `${entity} contract #${index + 1} field ${field}` }));
    }),
  );
}

describe('entity column lengths follow the contract (decision 181)', () => {
  it('knows every entity of the table', () => {
    const names = new Set(featureEntities.map((schema) => schema.meta.className));
    expect(Object.keys(CONTRACTS).filter((entity) => !names.has(entity))).toEqual([]);
  });

  it("gives each string column of a contract field the field's maxLength", () => {
    const compared = pairs(fieldMaxLengths).flatMap(({ entity, property, maxLength, source }) => {
      const column = stringColumns.find((c) => c.entity === entity && c.property === property);
      return column ? [{ source, column: `${entity}.${property}`, length: column.length, maxLength }] : [];
    });
    // Each contract in the table stores at least one field: a table entry left behind by a rename would compare nothing.
    for (const entity of Object.keys(CONTRACTS)) expect(compared.some((c) => c.column.startsWith(`${entity}.`)), entity).toBe(true);
    expect(compared.length).toBeGreaterThan(60);
    expect(compared.filter((c) => c.length !== c.maxLength)).toEqual([]);
  });

  it('gives a column of a chosen value (a country from the list, …) room for the longest choice', () => {
    const tooShort = pairs(fieldLongestChoices).flatMap(({ entity, property, maxLength, source }) => {
      const column = stringColumns.find((c) => c.entity === entity && c.property === property);
      return column && column.length < maxLength ? [{ source, column: `${entity}.${property}`, length: column.length, longest: maxLength }] : [];
    });
    expect(tooShort).toEqual([]);
  });

  it('writes no literal column length in an entity file', () => {
    const root = new URL('../modules/', import.meta.url);
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => /\.entit(y|ies)\.ts$/.test(file));
    expect(files.length).toBeGreaterThanOrEqual(20);
    const literals = files.flatMap((file) => (readFileSync(new URL(file, root), 'utf8').match(/\.length\(\d+\)/g) ?? []).map((m) => `${file}: ${m}`));
    expect(literals).toEqual([]);
  });
});
