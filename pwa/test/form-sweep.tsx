import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { CurrentUser } from '#shared/schemas/current-user.ts';
import { currentToasts } from '../components/ui/toast-store.ts';

/*
 * The form sweep (spec 000 §8; docs/decisions/178): every form of the PWA, rendered in Tamil, submitted empty and with
 * wrong values of each kind; every message it then shows must be a Tamil text of the catalogs. The list of forms is
 * checked against the source, so a new form cannot be left out unnoticed (pwa/test/form-sweep.test.tsx).
 */

const ROOT = join(import.meta.dirname, '../..');

/** One form of the sweep: where it lives, how to show it, and what its requests get. */
export interface SweptForm {
  /** The source file that holds the form (repository path), matched against {@link formFiles}. */
  file: string;
  /** What is being swept, for the test's name. */
  name: string;
  ui: () => ReactNode;
  user?: CurrentUser | null;
  /** Extra msw handlers (data the form loads); mutations get {@link refusingApi} whatever this adds. */
  handlers?: () => RequestHandler[];
  /** Steps after the render that bring the form up (open a dialog, click "Write a review"). */
  open?: () => Promise<void>;
  /** Picks the form among those on the screen (default: the last one, a dialog's over the page). */
  pick?: (forms: HTMLFormElement[]) => HTMLFormElement | undefined;
}

/** Files that hold a form without fields to check, and why they are not swept. */
export type NotSwept = Record<string, string>;

/** Every .tsx file of the PWA (not tests) that builds a form: a `<form`, `useForm(`/`useForm<` or `useZodForm(`. */
export function formFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__tests__' && entry.name !== 'node_modules' && entry.name !== 'test') walk(path);
      } else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) {
        const source = readFileSync(path, 'utf8');
        if (/<form[\s>]|\buseForm[(<]|\buseZodForm[(<]/.test(source)) found.push(relative(ROOT, path));
      }
    }
  };
  walk(join(ROOT, 'pwa'));
  return found.sort();
}

/** The msgstr texts of every Tamil catalog of the PWA (main, error table, each feature's). */
export function tamilCatalogTexts(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(path);
      else if (path.endsWith(join('locales', 'ta', 'messages.po'))) files.push(path);
    }
  };
  walk(join(ROOT, 'pwa'));
  const texts: string[] = [];
  for (const file of files) {
    // msgstr "…" possibly continued on "…" lines; obsolete (#~) entries are left out
    const lines = readFileSync(file, 'utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const first = /^msgstr "(.*)"$/.exec(lines[i]!);
      if (!first) continue;
      let text = JSON.parse(`"${first[1]}"`) as string;
      while (i + 1 < lines.length && /^"(.*)"$/.test(lines[i + 1]!)) text += JSON.parse(lines[++i]!) as string;
      if (text) texts.push(text);
    }
  }
  return texts;
}

/** A catalog text as a whole-text pattern: each `{placeholder}` stands for any text. */
export function catalogPattern(texts: readonly string[]): (shown: string) => boolean {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const exact = new Set(texts);
  // a text that is little more than placeholders ("{0}", "{count} ×") would match anything: left out
  const patterns = texts.filter((t) => /\{\w+\}/.test(t) && t.replace(/\{\w+\}|\s|[^\p{L}]/gu, '').length >= 3).map((t) => new RegExp(`^${t.split(/\{\w+\}/).map(escape).join('[^]+')}$`));
  return (shown) => exact.has(shown) || patterns.some((p) => p.test(shown));
}

/** zod's own texts and other validator wording that must never reach the screen. */
export const RAW_VALIDATOR_TEXT = /Invalid input|Invalid (string|number|email|url|date|option)|expected|Required|Too (small|big)|must (contain|be)|NUL character|surrogate/i;

/** Writes the (mock) API is answering right now. */
let writesInFlight = 0;

/**
 * The API as the forms meet it when their own check lets a value through: every write is refused the way the API
 * refuses it — a text holding U+0000 by the input guard (that message at the field), anything else 400
 * validation_failed — and reads get `not_found` unless the form's own handlers answer them.
 */
export function refusingApi(): RequestHandler[] {
  const refuse = async ({ request }: { request: Request }) => {
    writesInFlight += 1;
    try {
      return await refusal(request);
    } finally {
      writesInFlight -= 1;
    }
  };
  const refusal = async (request: Request) => {
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    const fields: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(body ?? {})) {
      if (typeof value === 'string' && value.includes('\u0000')) fields[key] = ['Text cannot contain the NUL character (U+0000)'];
    }
    return HttpResponse.json({ error: 'Bad request', code: 'validation_failed', message: 'Validation failed', fields }, { status: 400 });
  };
  return [
    http.post('/api/*', refuse), // not a contract path: every endpoint
    http.put('/api/*', refuse), // not a contract path: every endpoint
    http.patch('/api/*', refuse), // not a contract path: every endpoint
    http.get('/api/*', () => HttpResponse.json({ error: 'Not found', code: 'not_found', message: 'Not found' }, { status: 404 })), // not a contract path: every endpoint
  ];
}

/** A kind of wrong value typed into every text field of a form at once. */
export interface WrongValues {
  kind: string;
  value: string;
}

/** The wrong values the sweep types: nothing, too short, too long, wrong format, out of range, a NUL character. */
export const WRONG_VALUES: readonly WrongValues[] = [
  { kind: 'empty', value: '' },
  { kind: 'too short', value: 'a' },
  { kind: 'too long', value: 'அ'.repeat(20_001) },
  { kind: 'wrong format (e-mail, phone, web address, number)', value: 'abc@@ 12-34 http//x' },
  { kind: 'out-of-range number', value: '-99999999999' },
  { kind: 'NUL character', value: 'யாழ்ப்பாணம்\u0000 town' },
];

const FILLABLE = 'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=number], input[type=password], input[type=search], input[type=date], textarea';

/** What a form shows as messages now: its fields' errors, alerts and status lines, and the toasts. */
export function shownMessages(form: HTMLElement): string[] {
  // an alert summing up several fields (registration) joins their messages with "; "
  const texts = [...form.ownerDocument.querySelectorAll('.field__error, [role=alert], [role=status]')].flatMap((el) => (el.textContent ?? '').split('; ').map((t) => t.trim()));
  for (const toast of currentToasts()) texts.push(toast.title, toast.description ?? '');
  return texts.filter(Boolean);
}

/**
 * Types `value` into every text field of `form` (that takes it: a number or date input keeps only a valid one),
 * submits, and waits until the form has answered — a field marked invalid, an alert, a toast — or settled.
 */
export async function submitWith(form: HTMLFormElement, value: string): Promise<void> {
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FILLABLE)) {
    if (field.disabled || field.readOnly) continue;
    fireEvent.change(field, { target: { value } });
  }
  await act(async () => {
    fireEvent.submit(form);
  });
  await waitFor(() => expect(form.querySelector('[aria-invalid=true]') ?? shownMessages(form)[0]).toBeTruthy()).catch(() => undefined);
  await settled(form);
}

/**
 * Resolves when the form has settled: no write in flight to the (mock) API and the same messages shown over
 * {@link SETTLED_POLLS} polls {@link SETTLE_POLL_MS} apart — a refusal from the API, a post saved to the outbox and
 * its delivery each show their message a few turns after the submit.
 */
async function settled(form: HTMLFormElement): Promise<void> {
  const look = () => `${writesInFlight}|${form.querySelectorAll('[aria-invalid=true]').length}|${shownMessages(form).join('\n')}`;
  let last = look();
  for (let same = 0; same < SETTLED_POLLS; ) {
    await act(() => new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS)));
    const now = look();
    same = now === last && writesInFlight === 0 ? same + 1 : 0;
    last = now;
  }
}
const SETTLE_POLL_MS = 25;
const SETTLED_POLLS = 3;

/** Each shown message that is not a Tamil catalog text, or is a validator's raw text. */
export function foreignMessages(shown: readonly string[], isCatalogText: (text: string) => boolean): string[] {
  return shown.filter((text) => RAW_VALIDATOR_TEXT.test(text) || !isCatalogText(text));
}
