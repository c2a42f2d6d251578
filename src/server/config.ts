import path from 'node:path';
import { z } from 'zod';
import { isCommonPassword } from '../shared/auth/common-passwords';
import { MIN_PASSWORD_LENGTH, passwordProblems, type PasswordProblem } from '../shared/auth/password-policy';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

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
    // One installation tested on several Node lines (CI): a better-sqlite3 addon built for this Node.
    SQLITE_NATIVE_BINDING: z.preprocess(emptyToUndefined, z.string().optional()),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(logLevels).default('info')),
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).default('false'),
    ),
    // Issue #11: a family that starts its own site from nothing says SEED_DEMO=false.
    SEED_DEMO: z.preprocess(
      emptyToUndefined,
      z.enum(['true', 'false', '1', '0'], { error: 'must be true, false, 1 or 0' }).default('true'),
    ),
  })
  // ADMIN_PASSWORD obeys the rules every password obeys (issue #12, decision 023).
  .superRefine((env, ctx) => {
    if (env.ADMIN_PASSWORD === undefined) return;
    const problems = passwordProblems(env.ADMIN_PASSWORD, {
      username: env.ADMIN_USERNAME,
      isCommon: isCommonPassword,
    });
    for (const problem of problems) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: adminPasswordProblems[problem] });
    }
  });

const adminPasswordProblems: Record<PasswordProblem, string> = {
  tooShort: `must be at least ${MIN_PASSWORD_LENGTH} characters`,
  sameAsUsername: 'must not be the username (ADMIN_USERNAME)',
  sameAsCurrent: 'must differ from the current password',
  common: 'is a commonly used password; choose another',
};

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  /** A better-sqlite3 native addon to load instead of the installed one (SQLITE_NATIVE_BINDING). */
  sqliteNativeBinding: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  logLevel: (typeof logLevels)[number];
  /** Behind a reverse proxy, read the visitor's address from X-Forwarded-For (rate limits). */
  trustProxy: boolean;
  /** Built front end; when absent the server answers the API only. */
  webDir: string;
  /** The server renderer (`vite build --ssr`); when absent, pages are rendered in the browser. */
  ssrEntry: string | null;
  /** Seed demo content into an empty database on the first start (SEED_DEMO, default true). */
  seedDemo: boolean;
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
    sqliteNativeBinding: e.SQLITE_NATIVE_BINDING === undefined ? undefined : path.resolve(e.SQLITE_NATIVE_BINDING),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    webDir: path.resolve('dist/web'),
    ssrEntry: path.resolve('dist/server/entry-server.js'),
    seedDemo: e.SEED_DEMO === 'true' || e.SEED_DEMO === '1',
  };
}
