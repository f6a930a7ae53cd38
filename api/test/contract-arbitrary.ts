import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { JsonSchema } from './schema-arbitrary.ts';

/**
 * Values a JSON Schema (draft 2020-12, as in the OpenAPI document) accepts, and values it refuses, for the contract
 * test (api/test/contract.test.ts; docs/decisions/173-truthful-openapi.md). Unlike api/test/schema-arbitrary.ts,
 * which makes *plausible* input for the bad-input test, these aim at the schema's exact edges: strings of exactly
 * the allowed lengths and patterns, numbers at their bounds, formats made to measure. The schemas must be
 * dereferenced (no `$ref`). Every value is checked with ajv by the caller: the generators aim, ajv decides.
 */

/** ajv for the document's schemas: 2020-12, standard formats, unknown keywords (OpenAPI's `example`…) ignored. */
export function schemaValidator(): (schema: JsonSchema) => ValidateFunction {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  // zod writes these next to the `pattern` that states them; the pattern is what ajv checks.
  for (const name of ['starts_with', 'ends_with', 'includes']) ajv.addFormat(name, true);
  const cache = new WeakMap<object, ValidateFunction>();
  return (schema) => {
    let validate = cache.get(schema);
    if (!validate) cache.set(schema, (validate = ajv.compile(schema as object)));
    return validate;
  };
}

type Schema = JsonSchema & { additionalProperties?: boolean | JsonSchema; propertyNames?: JsonSchema; minProperties?: number; multipleOf?: number };

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') ?? schema.type[0] : schema.type);

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? min + 30, min + 60);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.emailAddress().filter((s) => s.length <= max && s.length >= min);
    case 'date':
      return fc.integer({ min: -400, max: 400 }).map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'uri':
      return fc.webUrl({ validSchemes: ['https'] }).filter((s) => s.length <= max);
    default:
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= min && s.length <= (schema.maxLength ?? Infinity));
  // Free text as people send it: no spaces at the ends (the server trims before it counts the length).
  const fit = (s: string) => s.trim().padEnd(min, 'x').slice(0, max).trim().padEnd(min, 'x');
  return fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.constantFrom('யாழ்ப்பாணம்', 'Jaffna Colombo', 'க்\u200Cஷ ஸ்\u200Dரீ')).map(fit);
}

function numberFor(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1000);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : Math.max(low + 1000, 1000));
  const lo = Math.max(low, -1e9);
  const hi = Math.min(high, 1e9);
  if (integer) return fc.oneof(fc.constantFrom(Math.ceil(lo), Math.floor(hi)), fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }));
  return fc.oneof(fc.constantFrom(lo, hi), fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }));
}

/** An arbitrary of values `schema` should accept (the caller keeps those ajv accepts). */
export function validValue(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => validValue(option as Schema)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as Schema);
  switch (typeOf(schema)) {
    case 'object': {
      const properties = schema.properties ?? {};
      const required = schema.required ?? [];
      const record = fc.record(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validValue(value as Schema)])), {
        requiredKeys: Object.keys(properties).filter((key) => required.includes(key)),
      });
      if (Object.keys(properties).length || !schema.additionalProperties || typeof schema.additionalProperties !== 'object') return record;
      const keys = schema.propertyNames ? stringFor(schema.propertyNames as Schema) : fc.string({ minLength: 1, maxLength: 12 });
      return fc.dictionary(keys, validValue(schema.additionalProperties as Schema), { minKeys: schema.minProperties ?? 0, maxKeys: 4 });
    }
    case 'array':
      return fc.array(schema.items ? validValue(schema.items as Schema) : fc.jsonValue({ maxDepth: 1 }), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, (schema.minItems ?? 0) + 4) });
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/**
 * One change to a valid object that its schema should refuse: a required field left out, a field of the wrong
 * type, a string past its length or outside its format, a number past its bound, a value outside an enum.
 * Returns the changed value and what was done (for the failure message).
 */
export function invalidChange(schema: Schema): fc.Arbitrary<{ what: string; change: (value: unknown) => unknown }> {
  const properties = Object.entries(schema.properties ?? {}) as [string, Schema][];
  const set = (key: string, next: unknown) => (value: unknown) => ({ ...(value as object), [key]: next });
  const changes: fc.Arbitrary<{ what: string; change: (value: unknown) => unknown }>[] = [
    fc.constant({ what: 'the whole body is a number', change: () => 42 }),
  ];
  for (const key of schema.required ?? []) {
    changes.push(fc.constant({ what: `${key} left out`, change: (value: unknown) => Object.fromEntries(Object.entries(value as object).filter(([k]) => k !== key)) }));
  }
  for (const [key, field] of properties) {
    const type = typeOf(field);
    changes.push(fc.constant({ what: `${key} of the wrong type`, change: set(key, type === 'string' ? { wrong: true } : 'not-this-type') }));
    if (field.maxLength !== undefined) changes.push(fc.constant({ what: `${key} longer than ${field.maxLength}`, change: set(key, 'x'.repeat(field.maxLength + 1)) }));
    if (field.format) changes.push(fc.constant({ what: `${key} not a ${field.format}`, change: set(key, 'not a valid value %') }));
    if (field.enum) changes.push(fc.constant({ what: `${key} outside its enum`, change: set(key, '__not_a_member__') }));
    if (field.maximum !== undefined) changes.push(fc.constant({ what: `${key} above ${field.maximum}`, change: set(key, field.maximum + 1) }));
    if (field.minimum !== undefined) changes.push(fc.constant({ what: `${key} below ${field.minimum}`, change: set(key, field.minimum - 1) }));
  }
  return fc.oneof(...changes);
}
