export * from './fields.ts';
/** An international phone number, output E.164 (`zod/mini`, usable in classic schemas too): phone-field.ts. */
export { phoneField } from './phone-field.ts';

