import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig, TrustProxy } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoContent } from './db/seed/seed';
import { LoginThrottle, defaultLoginThrottle, type LoginThrottleOptions } from './lib/login-throttle';
import { RateLimiter } from './lib/rate-limiter';
import { ensureAdminUser } from './lib/bootstrap-admin';
import { nowIso } from './lib/clock';
import { prepareDataDirectories } from './lib/data-directories';
import { defaultImportLimits, type ImportLimits } from './import/import-limits';
import { HttpError } from './lib/http-error';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './lib/json-depth';
import { registerClosingConnections } from './plugins/closing-connections';
import { handleClientError, handleFrameworkError, registerErrorHandler } from './plugins/error-handler';
import { registerFamilyViewer } from './plugins/family-viewer';
import { registerPublicCache } from './plugins/public-cache';
import { registerRouteContracts } from './plugins/route-contracts';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerUploads } from './plugins/uploads';
import { registerWeb } from './plugins/web';
import { createRepositories, type AppRepositories } from './repositories';
import { privacySettingsOf, publicFamilySteps } from '#shared/family-tree/privacy.ts';
import { cachedUntilContentChanges } from './lib/generation-cache';
import {
  memberPhotoFiles,
  publicFamilyViewSteps,
  type PublicFamilyView,
  type ViewMemory,
} from './presenters/public-family';
import { runYielding, yieldToEventLoop } from './lib/yield-to-event-loop';
import { RequestLog } from './lib/request-log';
import { presentSiteSettings } from './presenters/presenters';
import { FamilySource } from './lib/family-source';
import { decorateFamilyReading } from './lib/family-reading';
import { adminRoutes } from './routes/admin';
import { removeAbandonedWork } from './backup/backup-files';
import { BackupScheduler } from './backup/backup-schedule';
import { PublicationAnnouncer } from './lib/publication-announcer';
import { MailDelivery } from './lib/publication-mail';
import { newsNotice, occasionNotice, type PublicationNotice } from './lib/publication-notice';
import { PushDelivery, vapidKeys } from './lib/push-delivery';
import type { NewsRow } from './db/schema';
import type { OccasionWithMembers } from './repositories/occasions-repository';
import { familyRoutes } from './routes/family';
import { publicRoutes } from './routes/public';
import { seoRoutes } from './seo/seo-routes';
import { serverMessages } from '#shared/messages/server.ts';

export interface RateLimits {
  login: LoginThrottleOptions;
  contactPer10Minutes: number;
  /** «اقترح تصحيحاً» (decision 021): as many as the contact form allows. */
  suggestionsPer10Minutes: number;
  viewsPerMinute: number;
  /** Subscribing and unsubscribing to notifications, together, per address. */
  pushPer10Minutes: number;
}

export const defaultRateLimits: RateLimits = {
  login: defaultLoginThrottle,
  contactPer10Minutes: 5,
  suggestionsPer10Minutes: 5,
  viewsPerMinute: 60,
  pushPer10Minutes: 10,
};

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: DatabaseHandle;
    repos: AppRepositories;
    limits: {
      login: LoginThrottle;
      /** The relatives' sign-in: the keepers' rules, counted apart (sign-in-guard.ts). */
      relativeLogin: LoginThrottle;
      contact: RateLimiter;
      suggestions: RateLimiter;
      views: RateLimiter;
      push: RateLimiter;
    };
    /** The family as every public output may show it (decision 015), kept until the content changes. */
    publicFamily: () => Promise<PublicFamilyView>;
    /** The stored family kept between states of the content; member writes say what they touched. */
    familySource: FamilySource;
    /**
     * The daily backup, and the one queue every backup and restore of this process waits in (decision 029).
     */
    backups: BackupScheduler;
    /** What one import may take: its members, its worker's memory (decision 036). */
    importLimits: ImportLimits;
    /** The one place an occasion's publication is announced (docs/product.md#occasions). */
    occasionAnnouncer: PublicationAnnouncer<OccasionWithMembers>;
    /** The one place a news item's publication is announced, now or at its scheduled time. */
    newsAnnouncer: PublicationAnnouncer<NewsRow>;
    /** Web Push: what the announcers publish, sent to the subscribed browsers in the background. */
    pushDelivery: PushDelivery;
    /** E-mail: what the announcers publish, sent to the relatives who asked, when SMTP is set. */
    mailDelivery: MailDelivery;
  }
}

/** What one slow or greedy client may hold of the server (decision 027). */
export interface ConnectionLimits {
  /**
   * The whole request, body included, must arrive within this: a body trickling a byte every few
   * seconds is cut off with 408. Two minutes carry a 10 MB upload at under 1 Mbit/s.
   */
  requestTimeoutMs: number;
  /** How often Node looks for requests past that time. */
  checkIntervalMs: number;
  /** Connections beyond this are closed at once; well under the usual 1,024 open files. */
  maxConnections: number;
}

export const defaultConnectionLimits: ConnectionLimits = {
  requestTimeoutMs: 120_000,
  checkIntervalMs: 5_000,
  maxConnections: 512,
};

/** Fastify checks a number of hops against nothing; a hop count is said as a function instead. */
function fastifyTrustProxy(trust: TrustProxy) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export interface BuildOptions {
  rateLimits?: Partial<RateLimits>;
  connectionLimits?: Partial<ConnectionLimits>;
  /** Where the one-time generated admin password is printed; tests capture it. */
  announce?: (line: string) => void;
  /** Tightened by the tests of those limits. */
  importLimits?: Partial<ImportLimits>;
}

/** The Fastify instance with its logging, request ids and connection limits. */
function createServer(config: AppConfig, connections: ConnectionLimits): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Passwords and tokens never reach the logs.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'res.headers["set-cookie"]'],
    },
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestTimeout: connections.requestTimeoutMs,
    http: { connectionsCheckingInterval: connections.checkIntervalMs },
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
    // Unique across processes and restarts: a keeper's report («X-Request-Id») finds its log lines.
    genReqId: () => randomUUID(),
    // Slow and failed requests only, unless LOG_LEVEL=debug.
    logController: new RequestLog(),
  });
  // First: its preClose hook runs before the others (a backup under way is waited for there).
  registerClosingConnections(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.server.maxConnections = connections.maxConnections;
  // Node checks the request time only while the headers' own limit (60 s) is not longer.
  app.server.headersTimeout = Math.min(app.server.headersTimeout, connections.requestTimeoutMs);
  return app;
}

/** The database, its repositories, the rate limits and the backup schedule, on the app. */
function decorateServices(app: FastifyInstance, config: AppConfig, options: BuildOptions): void {
  const limits = { ...defaultRateLimits, ...options.rateLimits };
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionLost: (error) =>
      app.log.warn({ err: error }, 'a database connection was closed by the server'),
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('repos', createRepositories(database.db, database.dialect));
  app.decorate('limits', {
    login: new LoginThrottle(limits.login),
    relativeLogin: new LoginThrottle(limits.login),
    contact: new RateLimiter(limits.contactPer10Minutes, 10 * 60_000),
    suggestions: new RateLimiter(limits.suggestionsPer10Minutes, 10 * 60_000),
    views: new RateLimiter(limits.viewsPerMinute, 60_000),
    push: new RateLimiter(limits.pushPer10Minutes, 10 * 60_000),
  });
  app.decorate('importLimits', { ...defaultImportLimits, ...options.importLimits });
  app.decorateRequest('admin', null);
  app.addHook('onClose', async () => database.close());
  const backups = new BackupScheduler(
    config.backup,
    { database, dataDir: config.dataDir, uploadsDir: config.uploadsDir },
    app.log,
  );
  app.decorate('backups', backups);
  // Decision 029: the schedule runs while the server listens; closing waits for a backup under way.
  app.addHook('onListen', async () => backups.start());
  app.addHook('preClose', async () => backups.stop());
  decorateAnnouncers(app);
}

/**
 * The announcers of occasions and news, and what they tell: each publication's notice, made once,
 * pushed to the browsers and e-mailed to the relatives who asked for its kind (decision 058).
 */
function decorateAnnouncers(app: FastifyInstance): void {
  const occasions = new PublicationAnnouncer(app.repos.occasions, app.log, 'occasion');
  const news = new PublicationAnnouncer(app.repos.news, app.log, 'news');
  app.decorate('occasionAnnouncer', occasions);
  app.decorate('newsAnnouncer', news);
  for (const announcer of [occasions, news]) {
    // What came out while the server was down is announced once it listens; then each in its time.
    app.addHook('onListen', async () => announcer.start());
    app.addHook('preClose', async () => announcer.stop());
  }
  const pushDelivery = new PushDelivery(app);
  const mailDelivery = new MailDelivery(app);
  app.decorate('pushDelivery', pushDelivery);
  app.decorate('mailDelivery', mailDelivery);
  const tell = (notice: Promise<PublicationNotice>) => {
    // Each delivery logs its own failure; this only keeps a failed notice from going unheard.
    notice.catch(() => {});
    pushDelivery.send(notice);
    mailDelivery.send(notice);
  };
  occasions.onPublished((row) => tell(occasionNotice(app, row)));
  news.onPublished((row) => tell(Promise.resolve(newsNotice(row))));
  app.addHook('preClose', async () => {
    await Promise.all([pushDelivery.close(), mailDelivery.close()]);
  });
}

/** Migrated, seeded on the first start, and with an administrator. */
async function prepareDatabase(app: FastifyInstance, announce: (line: string) => void): Promise<void> {
  const { database, config } = app;
  await migrateToLatest(database);
  // Demo content fills the first start only (no administrator yet): later starts must not bring
  // back what the admin deleted. seed-db.php stays the way to add missing demo content on purpose.
  const firstStart = (await app.repos.admins.countUsers()) === 0;
  if (config.seedDemo && firstStart) await seedDemoContent(database, config.uploadsDir);
  await ensureAdminUser(app, announce);
  // Decision 055: the site's VAPID keys exist from the first start, kept with its data.
  await vapidKeys(app);
}

/** JSON bodies: an empty one is no body, and one nested too deep is refused before it is parsed. */
function registerJsonParser(app: FastifyInstance): void {
  // A DELETE or a logout sent with a JSON content type but no body is common in clients: no body.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      return done(new HttpError(400, serverMessages.errors.malformedJson), undefined);
    }
    return defaultJsonParser(request, body as string, done);
  });
}

/** The stored family, and the family as every public output may show it, kept between edits. */
function decoratePublicFamily(app: FastifyInstance): void {
  const familySource = new FamilySource(app.repos.familyMembers);
  app.decorate('familySource', familySource);
  // Told in the turn the write moved the generation, before anything reads the new one.
  app.publicCache.onInvalidate((change) => {
    if (change.membersKept && change.contentVersion === undefined) {
      familySource.touched(app.publicCache.generation, []);
    }
  });
  // What the last public family made leaves for the next: privacy reuses the records of the
  // members an edit left alone, and the search their order.
  let lastShown: PublicFamilyView['members'] | undefined;
  const viewMemory: ViewMemory = {};
  app.decorate(
    'publicFamily',
    cachedUntilContentChanges(
      app,
      async () => {
        const [presented, settings] = await Promise.all([
          familySource.at(app.publicCache.generation),
          app.repos.siteSettings.get(),
        ]);
        const site = presentSiteSettings(settings);
        // In steps, so the requests that wait meanwhile are answered between them.
        const shown = await runYielding(
          publicFamilySteps(presented, privacySettingsOf(site), new Date(), lastShown),
        );
        lastShown = shown;
        await yieldToEventLoop();
        const photoFiles = memberPhotoFiles(presented, shown);
        await yieldToEventLoop();
        return runYielding(publicFamilyViewSteps(shown, site.founderName, photoFiles, viewMemory));
      },
      // Someone born 100 years ago is no longer taken for living: the year is part of the answer.
      () => String(new Date().getUTCFullYear()),
    ),
  );
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  prepareDataDirectories(config);
  const app = createServer(config, { ...defaultConnectionLimits, ...options.connectionLimits });

  // Decision 037: what a backup, restore or download cut short left (password hashes among it).
  const abandoned = await removeAbandonedWork([config.dataDir, config.backup.dir]);
  if (abandoned.length > 0) {
    app.log.info({ removed: abandoned }, 'removed what an interrupted backup or restore left');
  }

  decorateServices(app, config, options);
  await prepareDatabase(app, options.announce ?? ((line) => console.log(line)));
  registerJsonParser(app);
  registerSecurityHeaders(app);
  registerErrorHandler(app);
  registerRouteContracts(app);
  // The relatives' session cookie, and the sign-ins' device cookies (decisions 035 and 046).
  await app.register(fastifyCookie);
  // Who reads: resolved before the public cache, which never answers nor keeps a relative's request.
  registerFamilyViewer(app);
  // Before every route: its hooks answer cached reads and compress the rest.
  await registerPublicCache(app);
  // Decision 016: a scheduled news item's or occasion's time is a change of content that no write
  // announces. A family-only one's time changes no public answer.
  app.publicCache.expireAtNextChange(async () => {
    const now = nowIso();
    const next = [
      await app.repos.news.nextPublishAfter(now, 'public'),
      await app.repos.occasions.nextPublishAfter(now, 'public'),
    ].filter((instant) => instant !== null);
    return next.sort()[0] ?? null;
  });
  decoratePublicFamily(app);
  // Every public read of members goes through the reader's reading of that family (decision 049).
  decorateFamilyReading(app);
  await registerUploads(app);
  await app.register(publicRoutes);
  await app.register(familyRoutes);
  await app.register(adminRoutes);
  await app.register(seoRoutes);
  await registerWeb(app);
  return app;
}
