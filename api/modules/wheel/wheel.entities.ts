import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { ISO_DATE_LENGTH, PUBLIC_REF_LENGTH, SHA256_HEX_LENGTH } from '../../db/column-lengths.ts';
import { baseProperties } from '../../db/base.ts';
import { UserSchema } from '../users/user.entity.ts';

/**
 * A wheel day (Europe/London calendar day, YYYY-MM-DD) and its secret seed (64 hex characters, 256 bits).
 * `commitment` (its SHA-256) is published from the day's start; the seed itself only once the day is over
 * (issue 18 item 2). Created once per day by whichever request or process comes first (primary key on `day`).
 */
export const WheelDaySchema = defineEntity({
  name: 'WheelDay',
  tableName: 'wheel_days',
  properties: {
    day: p.string().length(ISO_DATE_LENGTH).primary(),
    seed: p.string().length(SHA256_HEX_LENGTH).hidden().lazy(),
    commitment: p.string().length(SHA256_HEX_LENGTH),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type WheelDay = InferEntity<typeof WheelDaySchema>;

/**
 * One member's spin on one London day (spec 000 §3 Spin history entry; §4 Spin rule 1): (user, day) is unique,
 * so a second spin that day — another tab, a double tap, a retry — can never be stored. `coins` is what the
 * segment paid (integer coins).
 */
export const WheelSpinSchema = defineEntity({
  name: 'WheelSpin',
  tableName: 'wheel_spins',
  uniques: [{ name: 'wheel_spins_user_day_unique', properties: ['user', 'day'] }],
  indexes: [{ name: 'wheel_spins_day_idx', properties: ['day'] }, { name: 'wheel_spins_user_created_at_idx', properties: ['user', 'createdAt'] }],
  checks: [
    { name: 'wheel_spins_segment_check', expression: '(segment_index >= 0) AND (segment_index <= 5)' },
    { name: 'wheel_spins_coins_check', expression: 'coins >= 0' },
  ],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    day: p.string().length(ISO_DATE_LENGTH),
    segmentIndex: p.integer(),
    coins: p.integer(),
  },
});
export type WheelSpin = InferEntity<typeof WheelSpinSchema>;

export const DRAW_STATUSES = ['drawn', 'not_drawn'] as const;

/**
 * The daily 18:00 draw of one London day (issue 18 item 5): one row per day (primary key), claimed by the first
 * process, so a day is never drawn twice. `not_drawn` when fewer than the required participants spun that day.
 * The winner gets {@link DRAW_PRIZE_COINS} coins and `ticketId`. `entries` is the list published once the seed is
 * revealed (docs/decisions/161-email-change-and-draw-proof.md): the participants' pseudonymous entries, written with
 * the claim so later spins or account changes cannot alter it — sorted (`proofVersion` 2), or, for days drawn before
 * proofs were kept, rebuilt in the member ids' order the draw used then (version 1; null when that was not possible).
 */
export const WheelDrawSchema = defineEntity({
  name: 'WheelDraw',
  tableName: 'wheel_draws',
  indexes: [{ name: 'wheel_draws_drawn_at_idx', properties: ['drawnAt'] }],
  properties: {
    day: p.string().length(ISO_DATE_LENGTH).primary(),
    status: p.enum(DRAW_STATUSES),
    participants: p.integer(),
    winner: () => p.manyToOne(UserSchema).deleteRule('set null').nullable(),
    ticketId: p.string().length(PUBLIC_REF_LENGTH).nullable().unique(),
    drawnAt: p.datetime().onCreate(() => new Date()),
    proofVersion: p.smallint().default(1),
    entries: p.json<string[]>().nullable().lazy(),
  },
});
export type WheelDraw = InferEntity<typeof WheelDrawSchema>;
