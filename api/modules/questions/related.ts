/**
 * What the automated answer points to (issue 15 item 2): earlier questions that people answered and help entries
 * that match a new question. Matching uses the shared Tamil-aware search (api/lib/search, decision 040): each
 * significant word of the question is searched on its own (exact, same sound in Latin letters, prefix), and a
 * question scores one point per word it matches — "Cheapest way to send money to Batticaloa?" finds
 * "இலங்கைக்கு பணம் அனுப்ப மலிவான வழி எது?" through its English details.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { FAQ_ENTRIES, type FaqEntry } from '#shared/help/faq.ts';
import { MAX_QUERY_WORD_CHARS } from '#shared/search/document.ts';
import { searchWords, type SearchWord } from '#shared/search/tokenize.ts';
import { searchPage } from '../../lib/search/page.ts';
import { activeOwner } from '../../lib/visibility/active-owner.ts';
import { QuestionSchema } from './question.entity.ts';

/** Related questions listed in an automated answer. */
export const RELATED_MAX = 3;
/** Significant words of a question searched (the longest first). */
const WORDS_MAX = 8;
/** Candidates read per word. */
const PER_WORD = 20;

/** Words that say nothing about a topic (English and common Tamil question words), compared on the folded form. */
const STOP_WORDS = new Set([
  'about', 'after', 'also', 'and', 'any', 'are', 'can', 'could', 'does', 'for', 'from', 'get', 'have', 'how', 'into', 'is', 'just', 'like', 'more',
  'most', 'much', 'need', 'one', 'should', 'that', 'the', 'their', 'there', 'this', 'what', 'when', 'where', 'which', 'who', 'why', 'will', 'with',
  'would', 'you', 'your', 'best', 'good', 'way', 'want', 'month', 'year', 'please', 'thanks', 'anyone', 'know', 'someone',
  'என்ன', 'எது', 'எப்படி', 'எங்கே', 'ஏன்', 'யார்', 'எவ்வளவு', 'உண்டா', 'வேண்டும்', 'தேவை', 'நான்', 'எனக்கு', 'என்', 'ஒரு', 'இந்த', 'அந்த', 'மற்றும்',
]);

/** The distinct, significant words of `text` (stop words and words under 3 letters dropped), longest first. */
export function significantWords(text: string): SearchWord[] {
  const seen = new Set<string>();
  const out: SearchWord[] = [];
  for (const w of searchWords(text)) {
    const id = w.key ?? w.surface;
    if ([...w.surface].length < 3 || STOP_WORDS.has(w.surface) || seen.has(id)) continue;
    seen.add(id);
    out.push(w);
  }
  return out.sort((a, b) => [...b.surface].length - [...a.surface].length).slice(0, WORDS_MAX);
}

/** An earlier question that a person answered, with the answer to quote (the accepted one, else the most voted). */
export interface RelatedQuestion {
  id: string;
  title: string;
  answer: string;
  score: number;
}

/**
 * Up to {@link RELATED_MAX} earlier questions related to `text` that have an answer by a person, best first (most
 * matched words, then newest); only questions matching at least two words (one when the text has just one) count.
 * `excludeId` is the new question itself.
 */
export async function findRelatedAnswered(em: EntityManager, text: string, excludeId: string): Promise<RelatedQuestion[]> {
  const words = significantWords(text);
  if (words.length === 0) return [];
  const scores = new Map<string, { score: number; createdAt: Date; title: string }>();
  for (const word of words) {
    const page = await searchPage<{ id: string; createdAt: Date; title: string }>(em, QuestionSchema, {
      query: word.surface.slice(0, MAX_QUERY_WORD_CHARS),
      fields: ['id', 'createdAt', 'title'],
      where: { id: { $ne: excludeId }, ...activeOwner(null) },
      limit: PER_WORD,
    });
    for (const row of page.items) {
      const entry = scores.get(row.id) ?? { score: 0, createdAt: row.createdAt, title: row.title };
      entry.score += 1;
      scores.set(row.id, entry);
    }
  }
  const needed = Math.min(2, words.length);
  const ranked = [...scores.entries()]
    .filter(([, s]) => s.score >= needed)
    .sort(([, a], [, b]) => b.score - a.score || b.createdAt.getTime() - a.createdAt.getTime());
  if (ranked.length === 0) return [];
  const answers = await bestHumanAnswers(em, ranked.map(([id]) => id));
  return ranked
    .filter(([id]) => answers.has(id))
    .slice(0, RELATED_MAX)
    .map(([id, s]) => ({ id, title: s.title, answer: answers.get(id)!, score: s.score }));
}

/**
 * For each question id, the content of its best answer by a person (accepted first, then votes, then oldest) whose
 * account is active (decision 165).
 */
async function bestHumanAnswers(em: EntityManager, questionIds: string[]): Promise<Map<string, string>> {
  const rows = await (em as SqlEntityManager).getConnection().execute<{ question_id: string; content: string }[]>(
    `select distinct on (question_id) question_id, content from answers
      where not is_ai_generated and question_id in (${questionIds.map(() => '?').join(', ')})
        and owner_id in (select id from users where is_active)
      order by question_id, is_accepted desc, votes desc, created_at asc`,
    questionIds,
  );
  return new Map(rows.map((r) => [r.question_id, r.content]));
}

/** The search keys of a help entry (both languages): phonetic keys, or the surface form for other scripts. */
const faqKeys = new Map<string, Set<string>>(
  FAQ_ENTRIES.map((entry) => [
    entry.id,
    new Set(searchWords(`${entry.question.en} ${entry.question.ta} ${entry.answer.en} ${entry.answer.ta}`).map((w) => w.key ?? w.surface)),
  ]),
);

/**
 * Help entries (shared/help/faq.ts) sharing at least two significant words with `text` (one when the text has just
 * one), most shared first; at most `max`.
 */
export function matchFaq(text: string, max = 2): FaqEntry[] {
  const words = significantWords(text).map((w) => w.key ?? w.surface);
  if (words.length === 0) return [];
  const needed = Math.min(2, words.length);
  return FAQ_ENTRIES.map((entry) => ({ entry, score: words.filter((k) => faqKeys.get(entry.id)!.has(k)).length }))
    .filter((m) => m.score >= needed)
    .sort((a, b) => b.score - a.score)
    .slice(0, max)
    .map((m) => m.entry);
}
