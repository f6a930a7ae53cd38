import { useEffect } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver, type ResolverError, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type * as zodResolverModule from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { toast } from '../../components/ui/toast.tsx';
import { loadErrorMessages } from '../i18n/error-table/load.ts';
import { i18n } from '../i18n/i18n.ts';
import { FORM_PARSE_OPTIONS } from './issue-messages.ts';
import { countryCodeOf, normalisePhones, phoneMessage, type PhoneFields } from './phones.ts';

/**
 * A form's schema: values in (`FieldValues`), the request body out — classic zod or `zod/mini` (a contract's body,
 * docs/decisions/182-endpoint-contracts.md; the resolver takes both).
 */
type FormSchema = z.core.$ZodType<FieldValues, FieldValues>;

/**
 * A form's schema, or a module-level function that loads it — `() => import('#shared/auth/schemas.ts').then((m) =>
 * m.loginBodySchema)` — for a form on a page's first screen: the page's code then carries no zod (issue 10 item 3).
 */
export type FormSchemaSource<S extends FormSchema> = S | (() => Promise<S>);

/** A form's values as typed (`In`) and as the schema outputs them, the request body (`Out`). */
export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

type ZodResolverModule = typeof zodResolverModule;
let resolverModule: Promise<ZodResolverModule> | undefined;

/** `@hookform/resolvers/zod`, loaded once; a failed load is tried again on the next call. */
function loadZodResolver(): Promise<ZodResolverModule> {
  resolverModule ??= import('@hookform/resolvers/zod').catch((error: unknown) => {
    resolverModule = undefined;
    throw error;
  });
  return resolverModule;
}

const loadedSchemas = new WeakMap<() => Promise<FormSchema>, Promise<FormSchema>>();

/** The schema of `source`: itself, or what its loader resolves (loaded once per loader; a failure is tried again). */
function formSchema<S extends FormSchema>(source: FormSchemaSource<S>): S | Promise<S> {
  if (typeof source !== 'function') return source;
  const load = source as () => Promise<S>;
  let loading = loadedSchemas.get(load) as Promise<S> | undefined;
  if (!loading) {
    loading = load().catch((error: unknown) => {
      loadedSchemas.delete(load);
      throw error;
    });
    loadedSchemas.set(load, loading);
  }
  return loading;
}

const ignore = () => undefined;

/**
 * react-hook-form checked by a zod schema — usually the shared request schema of the endpoint (shared/schemas),
 * so the client refuses what the server would, with the same messages. `handleSubmit` receives the schema's
 * output: the normalised body to send. Pair with `<FormInput>` (fields) and `applyServerErrors` (a 400's
 * `fields`). `defaultValues` are the empty form (strings for inputs and selects).
 *
 * `schema` may be the schema itself or a loader of it (see {@link FormSchemaSource}; keep it a module-level function,
 * what it loaded is kept per loader). Either way the resolver (`@hookform/resolvers/zod`) is loaded on its own, and a
 * loader's schema with it: both start loading right after the first render, so the first check does not wait for the
 * network, and the check is asynchronous as it always is with zod. If they cannot be fetched, a submit shows the
 * "Could not open the form" toast and sends nothing. The form's values and body are inferred from the schema in both
 * cases. `phones` names the phone fields and their country: numbers typed the national way are read in it (phones.ts).
 */
export function useZodForm<S extends FormSchema>(
  schema: FormSchemaSource<S>,
  { phones, ...options }: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> & { phones?: PhoneFields } = {},
): ZodForm<S> {
  useEffect(() => {
    loadZodResolver().catch(ignore);
    Promise.resolve(formSchema(schema)).catch(ignore);
    loadErrorMessages().catch(ignore);
  }, [schema]);
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, resolverOptions) => {
    let zodResolver: ZodResolverModule['zodResolver'];
    let loaded: S;
    try {
      // the validation messages' texts too (pwa/lib/i18n/error-messages.ts, decision 153)
      [{ zodResolver }, loaded] = await Promise.all([loadZodResolver(), formSchema(schema), loadErrorMessages()]);
    } catch {
      // The check's code could not be fetched (offline before the app was cached): nothing is sent, the person is
      // told, and the next attempt fetches it again.
      toast({ title: i18n._(msg`Could not open the form`), description: i18n._(msg`Check your connection and try again.`), variant: 'destructive' });
      const refused: ResolverError<z.input<S>> = { values: {}, errors: { root: { type: 'load', message: 'The form could not be checked.' } } as FieldErrors<z.input<S>> };
      return refused;
    }
    // zodResolver's overloads cannot follow a generic schema; for a concrete one it infers exactly these types. A check
    // without a message of its own gets the shared one of its kind, never zod's English (decision 178).
    const check = zodResolver(loaded, FORM_PARSE_OPTIONS) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
    if (!phones) return check(values, context, resolverOptions);
    // Phone numbers as people type them, read in the form's or the member's country (docs/decisions/168).
    const result = await check(await normalisePhones(values, phones), context, resolverOptions);
    const hasCountry = Boolean(await countryCodeOf(phones.country(values)));
    for (const field of phones.fields) {
      const error = (result.errors as Record<string, { message?: string } | undefined>)[field];
      if (error) error.message = phoneMessage(error.message, hasCountry);
    }
    return result;
  };
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver });
}
