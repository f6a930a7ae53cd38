import { msg } from '@lingui/core/macro';
import type { OutboxEntry } from '../../lib/offline/db.ts';

/** The label of a kind the route names no label for (pwa/routes/-components/outbox-kinds.ts). */
export const UNKNOWN_KIND = msg`Other post`;

/** Longest summary shown, in characters; a longer text ends with "…". */
export const SUMMARY_MAX = 80;

const NAMING_FIELDS = ['title', 'subject', 'productName', 'name', 'fullName'] as const;
const TEXT_FIELDS = ['content', 'text', 'message', 'description', 'coverLetter'] as const;

/**
 * A short line saying which post an entry is, from what the member typed: its title or name, a taxi's "from → to",
 * else the start of its text ({@link SUMMARY_MAX} characters, cut between words). Empty when the body holds none
 * of these (a vote): the kind's label then says enough.
 */
export function outboxSummary(entry: Pick<OutboxEntry, 'body'>): string {
  const body = (entry.body ?? {}) as Record<string, unknown>;
  const str = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
  for (const key of NAMING_FIELDS) if (str(key)) return clip(str(key));
  if (str('fromLocation') || str('toLocation')) return `${str('fromLocation')} → ${str('toLocation')}`;
  for (const key of TEXT_FIELDS) if (str(key)) return clip(str(key));
  return '';
}

function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  if (line.length <= SUMMARY_MAX) return line;
  const cut = line.slice(0, SUMMARY_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > SUMMARY_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
