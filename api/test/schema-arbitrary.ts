import fc from 'fast-check';
import { z } from 'zod';

/** The subset of JSON Schema (draft 2020-12) that `z.toJSONSchema` produces for our request schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/**
 * The JSON Schema of a zod schema's INPUT side (what a client sends): transforms and refinements are not in it,
 * so values generated from it are plausible rather than always valid — which is what a bad-input test wants.
 */
export function inputJsonSchema(schema: z.core.$ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * Text that String.prototype.replace reads as patterns in a replacement string (decision 159): `` $` `` and `$'`
 * (the text before and after the match), `$&` (the match), `$1`, `$<name>`, `$$`.
 */
export const DOLLAR_PATTERNS = "Nurse $` $' $& $1 $<x> $$ shift";
/**
 * Invisible controls a name or title must not keep (decision 159; shared/text.ts): a right-to-left override,
 * isolates, zero-width space, word joiner, byte-order mark and the bidi marks.
 */
export const INVISIBLE_CONTROLS_TEXT = 'Vasanthi\u202E R.\u200B\u2066x\u2069\u2060\uFEFF\u200E\u200F\u061C';
/** Tamil whose spelling needs ZERO WIDTH NON-JOINER and JOINER inside words: they must survive cleaning. */
export const TAMIL_WITH_JOINERS = 'க்\u200Cஷ ஸ்\u200Dரீ';

/** Text of every kind a client might send: ASCII, Tamil, emoji (surrogate pairs), whitespace, `$` patterns, invisibles. */
const SAMPLE_TEXTS = ['யாழ்ப்பாணம்', 'கொழும்பு 🚕', '  ', 'Jaffna', '+94 77 123 4567', '2030-01-01', '08:00', DOLLAR_PATTERNS, INVISIBLE_CONTROLS_TEXT, TAMIL_WITH_JOINERS];
const anyText = (minLength = 0, maxLength = 40) => {
  // Only the samples that fit: a filter that can never pass would make fast-check retry forever (synchronously).
  const fitting = SAMPLE_TEXTS.filter((s) => s.length >= minLength && s.length <= maxLength);
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    ...(fitting.length ? [fc.constantFrom(...fitting)] : []),
  );
};

const PATTERN_SAFE = /^[\^$()[\]{}\\\-.*+?|a-zA-Z0-9_:/ ]*$/;

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, minLength + 60);
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.emailAddress();
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    default:
  }
  if (schema.pattern && PATTERN_SAFE.test(schema.pattern)) {
    return fc.oneof(fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 200), anyText(minLength, maxLength));
  }
  return anyText(minLength, maxLength);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : -1e6);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : 1e6);
  const lo = Math.max(min, -1e9);
  const hi = Math.min(max, 1e9);
  return integer ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) }) : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
}

/**
 * A fast-check arbitrary of plausible values for a JSON Schema: objects with their required properties and some
 * optional ones, strings within their lengths and formats, numbers within their bounds, enum members.
 */
export function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map(arbitraryFor));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, arbitraryFor(value)]));
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) });
    }
    case 'array':
      return fc.array(schema.items ? arbitraryFor(schema.items) : fc.jsonValue(), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) });
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value of the wrong JSON type for any field (numbers for text, text for numbers, objects, arrays, null). */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
  fc.string({ maxLength: 10 }),
);

/** The top-level fields of a request-body schema (of every option of a union), as [name, field schema] pairs. */
export function bodyFields(schema: z.core.$ZodType): [string, z.core.$ZodType][] {
  const def = schema._zod.def as { type: string; shape?: Record<string, z.core.$ZodType>; options?: z.core.$ZodType[]; in?: z.core.$ZodType; innerType?: z.core.$ZodType };
  if (def.type === 'object') return Object.entries(def.shape ?? {});
  if (def.type === 'union') return (def.options ?? []).flatMap(bodyFields);
  if (def.type === 'pipe' && def.in) return bodyFields(def.in);
  if (def.innerType) return bodyFields(def.innerType);
  return [];
}

/** Whether a field's JSON Schema, or one of its options, is a calendar date (`format: date`). */
export function isDateSchema(schema: JsonSchema): boolean {
  return schema.format === 'date' || [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some(isDateSchema);
}

/**
 * The free text a field takes, from its JSON Schema: a string without a format, pattern or fixed values — itself,
 * an option of it, or the items of an array (`array: true`). Undefined for any other field.
 */
export function freeText(schema: JsonSchema): { schema: JsonSchema; array: boolean } | undefined {
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.includes('string') && !schema.format && !schema.pattern && !schema.enum && schema.const === undefined) return { schema, array: false };
  if (type.includes('array') && schema.items) {
    const item = freeText(schema.items);
    return item && !item.array ? { schema: item.schema, array: true } : undefined;
  }
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const found = freeText(option);
    if (found) return found;
  }
  return undefined;
}

/** `text` repeated (space-separated) to at least the schema's minLength, then cut to its maxLength. */
export function fitText(text: string, schema: JsonSchema): string {
  const min = schema.minLength ?? 0;
  let out = text;
  while (out.length < min) out = `${out} ${text}`;
  return schema.maxLength !== undefined ? out.slice(0, schema.maxLength) : out;
}
