import { useEffect, useState } from 'react';
import { ACTIVE_PARTICIPANTS } from '#shared/constants.ts';

/** A random source returning a number in [0, 1), like Math.random (injectable for tests). */
export type RandomSource = () => number;

/** Reads Math.random at each call (not once), and is one stable function for the effect's dependencies. */
const mathRandom: RandomSource = () => Math.random();

/**
 * The next simulated participant count: `current` plus a whole random step from −maxStep to +maxStep, kept
 * within [min, max] (spec 000 §2 Home, §9: step −3…+3, bounds 35…85).
 */
export function nextParticipantCount(current: number, random: RandomSource = mathRandom): number {
  const { min, max, maxStep } = ACTIVE_PARTICIPANTS;
  const step = Math.floor(random() * (2 * maxStep + 1)) - maxStep;
  return Math.min(max, Math.max(min, current + step));
}

/**
 * The simulated "active participants" number of the home page pill: starts at 47 and changes every 15 s
 * (spec 000 §2, §9). Purely client-side — it is never fetched.
 */
export function useActiveParticipants(random: RandomSource = mathRandom): number {
  const [count, setCount] = useState<number>(ACTIVE_PARTICIPANTS.start);
  useEffect(() => {
    const timer = setInterval(() => setCount((current) => nextParticipantCount(current, random)), ACTIVE_PARTICIPANTS.intervalMs);
    return () => clearInterval(timer);
  }, [random]);
  return count;
}
