/**
 * The automated answer to a new question (issue 15 item 2; decision 091): a background job, never the request,
 * writes at most one answer with `isAiGenerated = true` and no author. With an OpenAI-compatible chat API configured
 * (`LLM_*`) the model answers from the question and the related earlier answers; otherwise — and when the model
 * fails, times out or refuses, which leaves no answer — nothing is made up: the retrieval answer lists the related
 * questions people answered and the matching help entries. No related question and no help entry → no answer.
 */
import type { EntityManager } from '@mikro-orm/core';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import OpenAI from 'openai';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Language } from '#shared/constants.ts';
import type { FaqEntry } from '#shared/help/faq.ts';
import { hasTamil } from '#shared/search/romanize.ts';
import type { LlmConfig } from '../../config.ts';
import { defineJob } from '../../lib/jobs/define.ts';
import { enqueue } from '../../lib/jobs/enqueue.ts';
import { AnswerSchema, QuestionSchema, type Question } from './question.entity.ts';
import { recountAnswers } from './questions.service.ts';
import { findRelatedAnswered, matchFaq, type RelatedQuestion } from './related.ts';

/** Characters of an earlier answer quoted in the retrieval answer. */
const QUOTE_CHARS = 220;
/** Characters of the model's answer kept (the answer limit of the Q&A). */
const LLM_ANSWER_MAX = 5000;

/** The language to answer in: Tamil when the question is written (partly) in Tamil script, else English. */
export function questionLanguage(q: { title: string; content: string }): Language {
  return hasTamil(`${q.title} ${q.content}`) ? 'ta' : 'en';
}

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

const WORDING = {
  en: { related: 'Earlier questions that members answered:', help: 'From the help pages:', more: 'Read the whole answer:' },
  ta: { related: 'உறுப்பினர்கள் முன்பு பதிலளித்த கேள்விகள்:', help: 'உதவிப் பக்கங்களிலிருந்து:', more: 'முழுப் பதிலையும் படிக்க:' },
} as const;

/**
 * The retrieval answer's text in `lang`: each related question with a short quote of its best answer and its
 * address (`/questions/<id>`, linked by the app), then each help entry with its page. Null when there is nothing.
 */
export function composeRetrievalAnswer(lang: Language, related: RelatedQuestion[], faq: FaqEntry[]): string | null {
  if (related.length === 0 && faq.length === 0) return null;
  const w = WORDING[lang];
  const parts: string[] = [];
  if (related.length > 0) {
    parts.push([w.related, ...related.map((r, i) => `${i + 1}. ${r.title}\n   “${clip(r.answer, QUOTE_CHARS)}”\n   ${w.more} /questions/${r.id}`)].join('\n'));
  }
  if (faq.length > 0) {
    parts.push([w.help, ...faq.map((f) => `• ${f.question[lang]}\n   ${f.answer[lang]} (${f.path})`)].join('\n'));
  }
  return parts.join('\n\n');
}

/**
 * Asks the configured chat completions API for an answer in `lang`, with the related earlier answers as context.
 * Returns null — and logs why — on a timeout, an HTTP or network error, a refusal or an empty reply; never throws.
 */
export async function askLlm(llm: LlmConfig, question: Question, related: RelatedQuestion[], lang: Language, log: Logger, signal?: AbortSignal): Promise<string | null> {
  const client = new OpenAI({ baseURL: llm.baseUrl, apiKey: llm.apiKey, timeout: llm.timeoutMs, maxRetries: 0 });
  const context = related.length
    ? related.map((r, i) => `[${i + 1}] ${r.title}\n${clip(r.answer, 1200)}\n(/questions/${r.id})`).join('\n\n')
    : 'None.';
  const language = lang === 'ta' ? 'Tamil (தமிழ்)' : 'English';
  try {
    const completion = await client.chat.completions.create(
      {
        model: llm.model,
        temperature: 0.2,
        max_tokens: 700,
        messages: [
          {
            role: 'system',
            content:
              `You answer questions on a community site for the Tamil diaspora. Answer in ${language}, briefly and practically. ` +
              'Use the earlier community answers when they help and cite them by their /questions/… address. ' +
              'If you are not sure, say so and suggest what to check. Never invent laws, fees or phone numbers.',
          },
          { role: 'user', content: `Category: ${question.category}\nQuestion: ${question.title}\n\n${question.content}\n\nEarlier community answers:\n${context}` },
        ],
      },
      { signal },
    );
    const message = completion.choices[0]?.message;
    if (message?.refusal) {
      log.warn({ questionId: question.id }, 'automated answer: the model refused');
      return null;
    }
    const text = message?.content?.trim();
    if (!text) {
      log.warn({ questionId: question.id }, 'automated answer: the model returned no text');
      return null;
    }
    return text.slice(0, LLM_ANSWER_MAX);
  } catch (error) {
    log.warn({ questionId: question.id, err: error instanceof Error ? { name: error.name, message: error.message } : String(error) }, 'automated answer: the model call failed');
    return null;
  }
}

/**
 * Writes the automated answer of `question` unless it has one: INSERT guarded by the partial unique index
 * `answers_one_automated_per_question`, so a run repeated after a crash adds nothing. Returns whether it wrote one.
 */
async function saveAutomatedAnswer(em: EntityManager, question: Question, content: string): Promise<boolean> {
  try {
    em.create(AnswerSchema, { question, owner: null, content, isAiGenerated: true });
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return false;
    throw error;
  }
  await recountAnswers(em, question.id);
  return true;
}

/**
 * The `qa.auto-answer` job: `{ questionId }`. Skips a deleted question or one that already has its automated
 * answer. Database or search errors are retried (3 attempts, 30 s, 1 min); a failing model is not (no answer).
 */
export const autoAnswerJob = defineJob({
  name: 'qa.auto-answer',
  schema: z.object({ questionId: z.uuid() }),
  retry: { maxAttempts: 3, baseDelayMs: 30_000, maxDelayMs: 120_000 },
  async handler({ questionId }, ctx) {
    const { em, log, services } = ctx;
    const question = await em.findOne(QuestionSchema, { id: questionId });
    if (!question) return;
    if ((await em.count(AnswerSchema, { question, isAiGenerated: true })) > 0) return;
    const lang = questionLanguage(question);
    const text = `${question.title}\n${question.content}`;
    const related = await findRelatedAnswered(em, text, question.id);
    const content = services.config.llm
      ? await askLlm(services.config.llm, question, related, lang, log, ctx.signal)
      : composeRetrievalAnswer(lang, related, matchFaq(text));
    if (!content) {
      log.info({ questionId, related: related.length }, 'automated answer: nothing to say');
      return;
    }
    const written = await saveAutomatedAnswer(em, question, content);
    log.info({ questionId, written, source: services.config.llm ? 'llm' : 'retrieval' }, 'automated answer');
  },
});

/** Queues the automated answer of a question just created: written by the caller's flush, once per question. */
export function queueAutomatedAnswer(em: EntityManager, questionId: string): void {
  enqueue(em, autoAnswerJob, { questionId }, { uniqueKey: `qa.auto-answer:${questionId}` });
}
