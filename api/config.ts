import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { toE164 } from '#shared/phone.ts';
import type { SocialLinks } from '#shared/payments/responses.ts';
import { parseTrustProxy, type ProxyTrust } from './http/proxy-trust.ts';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset → 127.0.0.1 outside production (development helpers and the payment simulator stay on this machine),
  // 0.0.0.0 in production (docs/decisions/059-running-for-real.md).
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Tamil Community <no-reply@tamil-community.local>'),
  /** Bearer token for GET /metrics; unset → /metrics answers 404 (decision 097). */
  METRICS_TOKEN: z.literal('').transform(() => undefined).or(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters')).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Which proxies' X-Forwarded-* headers to believe (decision 158): false, true (= 1 proxy), a number of proxies in
  // a row, or a comma-separated list of proxy addresses / CIDR ranges.
  TRUST_PROXY: z.string().default('false').transform((value, ctx): ProxyTrust => {
    try {
      return parseTrustProxy(value);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
      return z.NEVER;
    }
  }),
  // Shared store for rate limits across instances (account security, issue 5); unset → the database.
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // Stripe keys (payments); an empty value counts as unset.
  STRIPE_SECRET_KEY: z.literal('').transform(() => undefined).or(z.string().startsWith('sk_')).optional(),
  STRIPE_PUBLISHABLE_KEY: z.literal('').transform(() => undefined).or(z.string().startsWith('pk_')).optional(),
  STRIPE_WEBHOOK_SECRET: z.literal('').transform(() => undefined).or(z.string().startsWith('whsec_')).optional(),
  // Without Stripe keys: the payment simulator runs (default outside production; opt in for a production demo).
  PAYMENT_SIMULATOR: z.stringbool().optional(),
  // S3-compatible object storage for uploads (issue 12): all four or none; none → files under DATA_DIR/objects.
  S3_ENDPOINT: z.literal('').transform(() => undefined).or(z.url({ protocol: /^https?$/ })).optional(),
  S3_BUCKET: z.literal('').transform(() => undefined).or(z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'not a valid bucket name')).optional(),
  S3_ACCESS_KEY_ID: z.literal('').transform(() => undefined).or(z.string()).optional(),
  S3_SECRET_ACCESS_KEY: z.literal('').transform(() => undefined).or(z.string()).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
  // OpenAI-compatible chat completions for the Q&A's automated answers (issue 15): all three or none; none → the
  // retrieval answer (earlier answered questions and help entries).
  LLM_BASE_URL: z.literal('').transform(() => undefined).or(z.url({ protocol: /^https?$/ })).optional(),
  LLM_API_KEY: z.literal('').transform(() => undefined).or(z.string()).optional(),
  LLM_MODEL: z.literal('').transform(() => undefined).or(z.string()).optional(),
  LLM_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(300).default(20),
  // Public contact details in the site footer and on the help page (issue 19 item 6, decision 128): unset e-mail →
  // ADMIN_EMAIL; unset phone → no phone number is shown.
  SUPPORT_EMAIL: z.literal('').transform(() => undefined).or(z.email('SUPPORT_EMAIL must be an e-mail address')).optional(),
  SUPPORT_PHONE: z.literal('').transform(() => undefined)
    .or(z.string().trim().refine((v) => toE164(v) !== null, 'SUPPORT_PHONE must be an international number, e.g. +44 20 7946 0000'))
    .optional(),
  // The footer's social accounts (decision 128): each an https address; unset → that icon is not shown.
  SOCIAL_FACEBOOK_URL: z.literal('').transform(() => undefined).or(z.url({ protocol: /^https$/ })).optional(),
  SOCIAL_INSTAGRAM_URL: z.literal('').transform(() => undefined).or(z.url({ protocol: /^https$/ })).optional(),
  SOCIAL_YOUTUBE_URL: z.literal('').transform(() => undefined).or(z.url({ protocol: /^https$/ })).optional(),
  SOCIAL_WHATSAPP_URL: z.literal('').transform(() => undefined).or(z.url({ protocol: /^https$/ })).optional(),
});

/** An OpenAI-compatible chat completions API for automated Q&A answers (api/modules/questions/auto-answer.ts). */
export interface LlmConfig {
  /** e.g. https://api.openai.com/v1 or a self-hosted server's /v1; no trailing slash. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Whole-request timeout, milliseconds (LLM_TIMEOUT_SECONDS × 1000). */
  timeoutMs: number;
}

/** An S3-compatible bucket for uploads (api/modules/uploads/s3-storage.ts). */
export interface S3Config {
  /** e.g. https://s3.eu-west-2.amazonaws.com, http://127.0.0.1:9000 (MinIO); no trailing slash. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Path-style URLs (`endpoint/bucket/key`), which every S3-compatible server understands; default true. */
  forcePathStyle: boolean;
}

/** Parsed, typed runtime configuration (environment variables are listed in the README). */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  /** Bearer token that unlocks GET /metrics (Prometheus); undefined → /metrics is 404. */
  metricsToken: string | undefined;
  port: number;
  /** Interface to listen on: HOST, else 127.0.0.1 outside production and 0.0.0.0 in production. */
  host: string;
  /** PostgreSQL URL, or undefined for the embedded PGlite database under `dataDir/db`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Origin used in links in mail, e.g. http://localhost:3000 (no trailing slash). */
  publicUrl: string;
  /** Keys signing the session cookie; the first signs, all verify. */
  sessionKeys: string[];
  adminEmail: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** Whose `X-Forwarded-*` headers are believed (TRUST_PROXY; api/http/proxy-trust.ts, decision 158). */
  trustProxy: ProxyTrust;
  /** Folder of the built PWA served at `/`. */
  staticDir: string;
  /** Redis URL for the rate-limit counters, or undefined to keep them in the database (api/http/rate-limit.ts). */
  redisUrl: string | undefined;
  /** Stripe keys; undefined → the built-in payment simulator runs (api/services/payments/). */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  /** Without Stripe keys, whether the payment simulator takes payments (else payments are unavailable). */
  paymentSimulator: boolean;
  /** Upload storage in an S3-compatible bucket; undefined → the local disk under `dataDir/objects`. */
  s3: S3Config | undefined;
  /** Chat completions for automated Q&A answers; undefined → retrieval answers only. */
  llm: LlmConfig | undefined;
  /**
   * Public contact details (footer, help page; sent by GET /api/config): e-mail, a phone as written or null, and
   * the community's social accounts (https addresses, null when not configured).
   */
  support: { email: string; phone: string | null; social: SocialLinks };
}

/**
 * Reads the environment into an {@link AppConfig}. In development a session secret is generated once into
 * `DATA_DIR/session-secret`; in production SESSION_SECRET is required.
 * @throws Error listing every invalid variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  if (isProduction && !e.SESSION_SECRET) throw new Error('Invalid environment:\n  SESSION_SECRET: required in production');
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new Error('Invalid environment:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: set all three or none');
  }
  const s3Vars = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Vars.some(Boolean) && !s3Vars.every(Boolean)) {
    throw new Error('Invalid environment:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set all four or none');
  }
  const llmVars = [e.LLM_BASE_URL, e.LLM_API_KEY, e.LLM_MODEL];
  if (llmVars.some(Boolean) && !llmVars.every(Boolean)) {
    throw new Error('Invalid environment:\n  LLM_BASE_URL, LLM_API_KEY and LLM_MODEL: set all three or none');
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    metricsToken: e.METRICS_TOKEN,
    port: e.PORT,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sessionKeys: [e.SESSION_SECRET ?? devSessionSecret(dataDir)],
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    staticDir: path.resolve(import.meta.dirname, '../dist'),
    redisUrl: e.REDIS_URL,
    stripe: e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
      ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
      : undefined,
    paymentSimulator: e.PAYMENT_SIMULATOR ?? !isProduction,
    s3: e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    llm: e.LLM_BASE_URL && e.LLM_API_KEY && e.LLM_MODEL
      ? { baseUrl: e.LLM_BASE_URL.replace(/\/+$/, ''), apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_SECONDS * 1000 }
      : undefined,
    support: {
      email: (e.SUPPORT_EMAIL ?? e.ADMIN_EMAIL).toLowerCase(),
      phone: e.SUPPORT_PHONE ?? null,
      social: {
        facebook: e.SOCIAL_FACEBOOK_URL ?? null,
        instagram: e.SOCIAL_INSTAGRAM_URL ?? null,
        youtube: e.SOCIAL_YOUTUBE_URL ?? null,
        whatsapp: e.SOCIAL_WHATSAPP_URL ?? null,
      },
    },
  };
}

function devSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
