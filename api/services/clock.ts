/**
 * The source of "now" for rules that depend on the calendar (paid periods, subscription periods). The app uses
 * {@link systemClock}; tests pass their own to move time (e.g. into next month) without waiting.
 */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };
