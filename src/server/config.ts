import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, passwordProblems, type PasswordProblem } from '#shared/auth/password-policy.ts';
import { passwordStrengthProblems } from '#shared/auth/password-strength.ts';
import { defaultPushHostList, parsePushHosts, type PushHost } from './lib/push-endpoints';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** false: nobody; a number: that many proxies in front; else the proxies' addresses and ranges. */
export type TrustProxy = false | number | string[];

// An image origin for the CSP's img-src: a scheme (https:) or a scheme and host, maybe a wildcard.
const imageSource = /^(?:https:|https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)$/i;

// proxy-addr's names for the private ranges (Fastify understands them).
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which hops may name the visitor in X-Forwarded-For (decision 027). `true` (trust every hop) let any
 * visitor pick the address the rate limits count, so it is refused; a message is returned for a
 * bad value.
 */
function parseTrustProxy(value: string): TrustProxy | string {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') {
    return 'true would let every visitor choose the address rate limits count: give the number of proxies in front (1) or their addresses (127.0.0.1, 10.0.0.0/8)';
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return false;
    return hops <= 10 ? hops : 'must be a number of proxies from 1 to 10, or their addresses';
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  return bad === undefined
    ? entries
    : `"${bad}" is neither an IP address nor a CIDR range (give the proxy's address, such as 127.0.0.1, or the number of proxies)`;
}

const envSchema = z
  .object({
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    ADMIN_USERNAME: z.preprocess(emptyToUndefined, z.string().min(1).max(100).default('admin')),
    ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().optional()),
    PUBLIC_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .url('must be an absolute URL such as https://family.example')
        .transform((value) => value.replace(/\/+$/, ''))
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    // Who the site's e-mails come from; unset, the site's e-mail from its settings.
    SMTP_FROM: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[^\s@<>"]+@[^\s@<>"]+$/, 'must be an e-mail address, such as family@example.com')
        .optional(),
    ),
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(logLevels).default('info')),
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('false')
        .transform((value, ctx) => {
          const trust = parseTrustProxy(value);
          if (typeof trust === 'string') {
            ctx.addIssue({ code: 'custom', message: trust });
            return z.NEVER;
          }
          return trust;
        }),
    ),
    IMAGE_SOURCES: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('')
        .transform((value, ctx) => {
          const sources = value.split(/[\s,]+/).filter(Boolean);
          const bad = sources.find((source) => !imageSource.test(source));
          if (bad !== undefined) {
            ctx.addIssue({
              code: 'custom',
              message: `"${bad}" is not an origin such as https://images.example (or https: for any)`,
            });
            return z.NEVER;
          }
          return sources;
        }),
    ),
    // Web Push: the push services a subscription may name, replacing the browsers' own list.
    PUSH_ENDPOINT_HOSTS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((value, ctx) => {
          if (value === undefined) return defaultPushHostList;
          const hosts = parsePushHosts(value);
          if (typeof hosts === 'string') {
            ctx.addIssue({ code: 'custom', message: hosts });
            return z.NEVER;
          }
          return hosts;
        }),
    ),
    // Who the push services may write to about this site (the VAPID `sub` claim).
    PUSH_VAPID_SUBJECT: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^(?:mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/,
          'must be a mailto: address or an https:// URL, such as mailto:family@example.com',
        )
        .optional(),
    ),
    NODE_ENV: z.preprocess(emptyToUndefined, z.string().optional()),
    // A family that starts its own site from nothing says SEED_DEMO=false (decision 017).
    SEED_DEMO: z.preprocess(
      emptyToUndefined,
      z.enum(['true', 'false', '1', '0'], { error: 'must be true, false, 1 or 0' }).default('true'),
    ),
    // The daily backup into BACKUP_DIR (default DATA_DIR/backups), and how many to keep (decision 029).
    BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
    BACKUP_SCHEDULE: z.preprocess(
      emptyToUndefined,
      z.enum(['daily', 'off'], { error: 'must be daily or off' }).default('daily'),
    ),
    BACKUP_TIME: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^([01]\d|2[0-3]):[0-5]\d$/,
          'must be a time of day as HH:MM (24-hour, Kuwait time), e.g. 03:00',
        )
        .default('03:00'),
    ),
    BACKUP_KEEP_DAILY: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number from 1 to 366' })
        .int('must be a whole number from 1 to 366')
        .min(1, 'must be a whole number from 1 to 366')
        .max(366, 'must be a whole number from 1 to 366')
        .default(7),
    ),
    BACKUP_KEEP_WEEKLY: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'must be a whole number from 0 to 520' })
        .int('must be a whole number from 0 to 520')
        .min(0, 'must be a whole number from 0 to 520')
        .max(520, 'must be a whole number from 0 to 520')
        .default(4),
    ),
  })
  .superRefine((env, ctx) => {
    // Without it, links in the sitemap, feed and previews come from the Host header (decision 027).
    if (env.NODE_ENV === 'production' && env.PUBLIC_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          "is required when NODE_ENV=production: the site's public address, such as https://family.example",
      });
    }
    // ADMIN_PASSWORD obeys the rules every password obeys (decision 023).
    if (env.ADMIN_PASSWORD === undefined) return;
    const problems = passwordProblems(env.ADMIN_PASSWORD, {
      username: env.ADMIN_USERNAME,
      strength: passwordStrengthProblems,
    });
    for (const problem of problems) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: adminPasswordProblems[problem] });
    }
  });

const adminPasswordProblems: Record<PasswordProblem, string> = {
  tooShort: `must be at least ${MIN_PASSWORD_LENGTH} characters`,
  sameAsUsername: 'must not be the username (ADMIN_USERNAME), repeated or reversed either',
  sameAsCurrent: 'must differ from the current password',
  common: 'is a commonly used password; choose another',
  commonWords: 'is made of common words or names (Arabic typed on English keys included); choose another',
  repetition: 'is a repeated character or pattern (aaa, abcabc); choose another',
  keyboardWalk: 'is a row of neighbouring keys (qwerty, 1qaz); choose another',
  guessable: 'is easy to guess (a sequence, a date or another pattern); make it longer with unexpected words',
};

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The sender of the site's e-mails (SMTP_FROM); unset, the site's e-mail from its settings. */
  smtpFrom: string | undefined;
  logLevel: (typeof logLevels)[number];
  /** Behind a reverse proxy, which hops may name the visitor in X-Forwarded-For (rate limits). */
  trustProxy: TrustProxy;
  /** Origins besides the site itself that pages may show images from (the CSP's img-src). */
  imageSources: string[];
  /** Built front end; when absent the server answers the API only. */
  webDir: string;
  /** The server renderer (`vite build --ssr`); when absent, pages are rendered in the browser. */
  ssrEntry: string | null;
  /**
   * Render pages in a thread of their own (decision 038), so a render never holds the thread that
   * answers requests. Off only for the API suite's renderer from source, which only Vite loads.
   */
  renderInWorker: boolean;
  /** Seed demo content into an empty database on the first start (SEED_DEMO, default true). */
  seedDemo: boolean;
  /** Where archives go, and the daily schedule with its retention (decision 029). */
  backup: BackupConfig;
  push: PushConfig;
}

/** Web Push (docs/product.md#notifications, decision 055). */
export interface PushConfig {
  /** The push services a subscription's endpoint may name. */
  endpointHosts: PushHost[];
  /** The VAPID subject; unset, the site's e-mail from its settings. */
  subject: string | undefined;
}

export interface BackupConfig {
  dir: string;
  /** Off: no automatic backups (`npm run backup` and the owner's download still work). */
  daily: boolean;
  /** Minutes after midnight, Kuwait time (UTC+3, no daylight saving). */
  timeOfDayMinutes: number;
  keepDaily: number;
  keepWeekly: number;
}

export class ConfigError extends Error {}

/** Parses the environment once, at start; a bad value stops the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    imageSources: e.IMAGE_SOURCES,
    webDir: path.resolve('dist/web'),
    ssrEntry: path.resolve('dist/server/entry-server.js'),
    renderInWorker: true,
    seedDemo: e.SEED_DEMO === 'true' || e.SEED_DEMO === '1',
    backup: {
      dir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, 'backups'),
      daily: e.BACKUP_SCHEDULE === 'daily',
      timeOfDayMinutes: Number(e.BACKUP_TIME.slice(0, 2)) * 60 + Number(e.BACKUP_TIME.slice(3)),
      keepDaily: e.BACKUP_KEEP_DAILY,
      keepWeekly: e.BACKUP_KEEP_WEEKLY,
    },
    push: { endpointHosts: e.PUSH_ENDPOINT_HOSTS, subject: e.PUSH_VAPID_SUBJECT },
  };
}
