/**
 * Notifications (decision 183: "members learn within seconds that something happened to them"): constants both
 * sides read. A feature that emits notifications declares its own types and texts in its own folder (e.g.
 * api/modules/jobs/jobs.notifications.ts); nothing here lists them.
 */

/** The contract's name (shared/notifications/contract.ts): the root of the PWA's query keys for notifications. */
export const NOTIFICATIONS_CONTRACT_NAME = 'notifications';

/**
 * Column lengths of a notification (characters): its type (`<feature>_<event>`, e.g. `job_application_received`),
 * the rendered title and body in each language (longer texts are cut with an ellipsis by the service) and the deep
 * link (an app path such as `/employer-dashboard`).
 */
export const NOTIFICATION_LIMITS = { typeMax: 60, titleMax: 200, bodyMax: 1000, linkMax: 500 } as const;

/** How a notification's type is written: lower-case words joined by `_`, the emitting feature's name first. */
export const NOTIFICATION_TYPE_PATTERN = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

/** How often the header's unread count is asked for while the page is visible (ms); focus and reconnect ask at once. */
export const UNREAD_POLL_MS = 30_000;
