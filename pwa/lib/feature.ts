import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';

/**
 * One kind of post a feature queues in the outbox (pwa/lib/offline/outbox.ts), as the app's shared machinery needs
 * it: the list a delivered post refreshes and what the /outbox screen calls it (decisions 179, 180).
 */
export interface OutboxKindDeclaration {
  /** The TanStack Query key of the list a delivered post of this kind refreshes, or `null` when it refreshes none (docs/decisions/007). */
  refreshes: readonly unknown[] | null;
  /**
   * What a post of this kind is, in the member's words (a `msg` descriptor). feature.ts is loaded by the root on
   * every page, so its messages are the main catalog's even in a feature with a catalog of its own (lingui.config.ts).
   */
  label: MessageDescriptor;
}

/**
 * What a PWA feature declares about itself for the app's shared machinery (decision 180): the list the PWA
 * registry (pwa/feature-registry.ts) collects, so a feature adds no entry to a central table — only its line there.
 * (Its route parameters' sample lists are test-only: {@link RouteParamLists}, in its own file.) Constants only: the
 * root loads every feature.ts on every page.
 */
export interface PwaFeature {
  /**
   * What the feature draws in the site header of every page (decision 183), e.g. the notifications bell: drawn by
   * the page layout (pwa/components/feature-header.tsx) after the session is known, in registry order.
   */
  header?: HeaderEntry;
  /** The feature's folder name under pwa/features. */
  name: string;
  /** Every outbox kind this feature queues → the list its delivered posts refresh and its label. */
  outbox?: Readonly<Record<string, OutboxKindDeclaration>>;
}

/**
 * A feature's part of the site header (decision 183). `load` resolves the component from a chunk of its own (a
 * literal `import()`, with the feature's catalog if it has one), so nothing of it — no zod, no fetcher — is on a
 * first screen; it is called once, when the header first draws it. `members`: drawn for signed-in members only (not
 * for guests, not while the session is unknown).
 */
export interface HeaderEntry {
  load: () => Promise<ComponentType>;
  members?: boolean;
}

/** Declares a feature (identity; keeps the shape checked where the feature is written). */
export function defineFeature<const T extends PwaFeature>(feature: T): T {
  return feature;
}

/**
 * One entry per key of `pick(feature)` over every feature, e.g. every outbox kind.
 * @throws Error when two features declare the same key.
 */
function mergeDeclared<F extends { name: string }, V>(features: readonly F[], pick: (feature: F) => Readonly<Record<string, V>> | undefined, what: string): Record<string, V> {
  const merged: Record<string, V> = {};
  const owner = new Map<string, string>();
  for (const feature of features) {
    for (const [key, value] of Object.entries(pick(feature) ?? {})) {
      if (owner.has(key)) throw new Error(`${what} ${key} is declared by both ${owner.get(key)} and ${feature.name}`);
      owner.set(key, feature.name);
      merged[key] = value;
    }
  }
  return merged;
}

/**
 * Outbox kind → the query key its delivered posts refresh, for `useOutboxDelivery` at the root (kinds that refresh
 * nothing are left out). @throws Error when two features declare one kind.
 */
export function outboxRefreshes(features: readonly PwaFeature[]): Record<string, readonly unknown[]> {
  const all = mergeDeclared(features, (feature) => feature.outbox, 'outbox kind');
  return Object.fromEntries(Object.entries(all).flatMap(([kind, { refreshes }]) => (refreshes ? [[kind, refreshes] as const] : [])));
}

/**
 * Outbox kind → what the /outbox screen calls its posts (decision 179), from every feature's declaration; a kind
 * nobody declares shows as "Other post" there. @throws Error when two features declare one kind.
 */
export function outboxLabels(features: readonly PwaFeature[]): Record<string, MessageDescriptor> {
  const all = mergeDeclared(features, (feature) => feature.outbox, 'outbox kind');
  return Object.fromEntries(Object.entries(all).map(([kind, { label }]) => [kind, label]));
}

/** Every outbox kind the features queue, refreshing a list or not. @throws Error when two features declare one kind. */
export function outboxKinds(features: readonly PwaFeature[]): string[] {
  return Object.keys(mergeDeclared(features, (feature) => feature.outbox, 'outbox kind'));
}

/**
 * For the e2e route audit (e2e/support/route-params.ts): each `$param` of a feature's routes named other than `id` →
 * the API list (`GET …?limit=1`) whose first item's id is a sample value. A feature exports it as `routeParamLists`
 * from `pwa/features/<name>/route-params.ts` (test-only data: the app never loads it). `$id` needs none: its list is
 * the route's path under /api.
 */
export type RouteParamLists = Readonly<Record<string, string>>;

/**
 * Every feature's route parameter lists in one.
 * @throws Error when two features declare the same parameter name.
 */
export function collectParamLists(features: readonly { name: string; paramLists: RouteParamLists }[]): Record<string, string> {
  return mergeDeclared(features, (feature) => feature.paramLists, 'route parameter');
}
