import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/** A form's values as typed (`In`) and as the schema outputs them, the request body (`Out`). */
export type ZodForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * react-hook-form checked by a zod schema — usually the shared request schema of the endpoint (shared/schemas),
 * so the client refuses what the server would, with the same messages. `handleSubmit` receives the schema's
 * output: the normalised body to send. Pair with `<FormInput>` (fields) and `applyServerErrors` (a 400's
 * `fields`). `defaultValues` are the empty form (strings for inputs and selects).
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {}): ZodForm<S> {
  // zodResolver's overloads cannot follow a generic schema; for a concrete one it infers exactly these types
  const resolver = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver });
}
