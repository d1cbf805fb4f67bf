// Builds the Fastify app from its parts; used by main.ts and by every API test.
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream, LoggerOptions } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { mountSignInService } from './identity/oidc/mount.ts';
import { deleteExpiredModels } from './identity/oidc/oidc-models-repo.ts';
import { createSignInService } from './identity/oidc/sign-in-service.ts';
import { deleteForgottenBrowsers, isSignInLive } from './identity/oidc/sign-ins-repo.ts';
import { deleteOldMessages } from './identity/outbox-repo.ts';
import { countHit, countHits, deleteExpiredThrottles } from './identity/throttle-repo.ts';
import type { AddressVerifier } from './modules/address/address-verifier.ts';
import { registerAddressCalls } from './modules/address/routes.ts';
import { registerAuthCalls } from './modules/auth/routes.ts';
import { moveEveryDueBankOn } from './modules/bank/linked-banks-service.ts';
import { createProviderSessions } from './modules/bank/provider-sessions-service.ts';
import { registerBankCalls } from './modules/bank/routes.ts';
import { registerCampaignCalls } from './modules/campaign/routes.ts';
import { cashAdvanceFactsOf } from './modules/cash-advance/account-service.ts';
import { findMemberDocument } from './modules/cash-advance/documents.ts';
import { refreshStaleUnderwritings } from './modules/cash-advance/eligibility-service.ts';
import { runCashAdvanceJobs } from './modules/cash-advance/jobs.ts';
import { registerCashAdvanceCalls } from './modules/cash-advance/routes.ts';
import { checkingAccountOf, checkingFactsOf } from './modules/checking/account-info.ts';
import type { AchRails } from './modules/checking/ach-network.ts';
import { usableLinkedAccount } from './modules/checking/ach-transfers.ts';
import { registerCheckingCalls } from './modules/checking/routes.ts';
import { settleDueTransfers } from './modules/checking/settle-transfers.ts';
import { registerContactCalls } from './modules/contact/routes.ts';
import { registerDevCalls } from './modules/dev/routes.ts';
import { registerFlagCalls } from './modules/flags/routes.ts';
import { registerFoundMoneyCalls } from './modules/found-money/routes.ts';
import { registerHealthCall } from './modules/health/routes.ts';
import type { IdentityCheckProvider } from './modules/identity-trust/identity-check-provider.ts';
import { registerIdentityTrustCalls } from './modules/identity-trust/routes.ts';
import { interviewById, recordCheckOutcome } from './modules/identity-trust/service.ts';
import { registerIdentityVerificationCalls } from './modules/identity-verification/routes.ts';
import { registerIncomeProfileCalls } from './modules/income-profile/routes.ts';
import { creditDueDividends } from './modules/investing/dividends-and-performance/credit-dividends.ts';
import { settleDueBankDeposits } from './modules/investing/lifecycle/bank-deposits.ts';
import { runAccountClosings } from './modules/investing/lifecycle/close-account.ts';
import { registerInvestingLifecycleCalls } from './modules/investing/lifecycle/lifecycle-routes.ts';
import { runRecurringDeposits } from './modules/investing/lifecycle/recurring-deposits.ts';
import { runManagedInvesting } from './modules/investing/managed/managed-investing.ts';
import type { InvestingNeighbours } from './modules/investing/neighbours.ts';
import { runInvestmentOrderJobs } from './modules/investing/orders/fill-orders.ts';
import { registerInvestingCalls } from './modules/investing/routes.ts';
import { investmentAccountFactsOf, investmentAccountsOf } from './modules/investing/service.ts';
import { registerLeadCalls } from './modules/lead/routes.ts';
import { registerLionsignCalls } from './modules/lionsign/routes.ts';
import type { MarketData } from './modules/market/market-data.ts';
import { registerNewsReadCalls } from './modules/market/news-read-routes.ts';
import type { NewsWire } from './modules/market/news-wire.ts';
import { registerMarketCalls } from './modules/market/routes.ts';
import { partnerReceipt } from './modules/marketplace/hand-off-service.ts';
import { registerMarketplaceCalls } from './modules/marketplace/routes.ts';
import type { ProductFactsOf } from './modules/onboarding/member-facts.ts';
import { requireMoneyProductPrerequisites } from './modules/onboarding/money-prerequisites.ts';
import { registerOnboardingCalls } from './modules/onboarding/routes.ts';
import { registerPayScheduleCalls } from './modules/pay-schedule/routes.ts';
import { registerProfileSecurityCalls } from './modules/profile-security/routes.ts';
import { registerReferralCalls } from './modules/referral/routes.ts';
import { registerStepUpCalls } from './modules/step-up/routes.ts';
import { registerTelemetryCalls } from './modules/telemetry/routes.ts';
import { deleteExpiredHumanTokens } from './modules/turnstile/repo.ts';
import { registerTurnstileCalls } from './modules/turnstile/routes.ts';
import { registerUserCalls } from './modules/user/routes.ts';
import { registerWatchlistCalls } from './modules/watchlist/routes.ts';
import { createAccessTokenVerifier, createLiveSessionCheck, publicJwkOf } from './platform/access-tokens.ts';
import { rewriteToCanonicalPath } from './platform/canonical-path.ts';
import { trustProxyOption } from './platform/client-address.ts';
import { registerEdgeHook } from './platform/edge-hook.ts';
import { notFound, sendError, toAppError } from './platform/errors.ts';
import { registerGracefulClose } from './platform/graceful-close.ts';
import { deleteExpiredKeys } from './platform/idempotency-repo.ts';
import { registerInputHygiene } from './platform/input-hygiene.ts';
import { createJobQueue, type JobQueue } from './platform/jobs/job-queue.ts';
import { registerLoadShedding } from './platform/load-shedding.ts';
import { bufferedLogDestination, loggerOptions } from './platform/logger.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { databaseRateLimitCounting } from './platform/rate-limit-store.ts';
import { registerRateLimits } from './platform/rate-limits.ts';
import { requestIdFor } from './platform/request-id.ts';
import { OneLinePerRequest } from './platform/request-log.ts';
import { registerSpa } from './platform/spa.ts';
import { createTestClock } from './platform/test-clock.ts';
import { createSandboxAchNetwork } from './sandbox/ach-network/ach-network.ts';
import { createSandboxAddressVerifier } from './sandbox/address-verifier/sandbox-address-verifier.ts';
import { createSandboxExternalBank } from './sandbox/bank-aggregators/external-bank.ts';
import { registerBankProviderCalls } from './sandbox/bank-aggregators/provider-routes.ts';
import { createSandboxAggregator } from './sandbox/bank-aggregators/sandbox-aggregator.ts';
import { createSandboxCardNetwork } from './sandbox/card-network/card-network.ts';
import { createSandboxIdentityBureau } from './sandbox/identity-bureau/sandbox-identity-bureau.ts';
import { registerSandboxIdentityCheckPage } from './sandbox/identity-trust/check-page-routes.ts';
import { createSandboxIdentityCheck } from './sandbox/identity-trust/sandbox-identity-check.ts';
import { createSandboxLeadSource } from './sandbox/lead-source/sandbox-leads.ts';
import { createSandboxMarket } from './sandbox/market/market.ts';
import { sandboxCatalogue } from './sandbox/marketplace-partners/catalogue.ts';
import { partnerPagePath, registerPartnerPage } from './sandbox/marketplace-partners/partner-page-routes.ts';
import { createSandboxNewsWire } from './sandbox/news/news-wire.ts';
import type { Secrets } from './secrets.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  secrets: Secrets;
  /** Tests pass a destination stream or `false`; by default logs go to stdout as JSON lines. */
  logger?: (LoggerOptions & { stream?: DestinationStream }) | false;
  /**
   * The clock of every rule that depends on time (link completion, settlement, repayments due); tests
   * move it. Without one, outside production the app runs on a test clock a browser test can move.
   */
  now?: () => Date;
  /** Lets a test or benchmark add its own calls before the app is sealed. */
  extend?: (app: FastifyInstance, database: Database) => void;
  /**
   * Whether this process runs the job schedules and takes queued runs (default yes). API tests turn
   * it off and run due jobs themselves through `app.jobs.runDue()`, so nothing runs behind their back.
   */
  runJobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs (decision 028): their schedules, due runs and failures. */
    jobs: JobQueue;
  }
}

/**
 * Reads write nothing (decision 040): these runs settle and collect what came due. pg-boss sends at
 * most one run a minute per schedule (its occurrence slot), so every minute it is; money calls also
 * queue a run for the moment what they started comes due.
 */
const settlementSchedule = '* * * * *';
const expiredRowSweepSchedule = '0 * * * *';
/** Codes in the outbox are kept an hour at most (identity/outbox-repo.ts): swept every 10 minutes. */
const outboxSweepSchedule = '*/10 * * * *';
/**
 * The first of the money jobs, which run as one chain each minute (decision 028, 2026-12-05): each
 * runs once the one before it succeeded, so its work sees theirs done.
 */
const moneyChain = 'ach-settlement';

/**
 * What onboarding's steps read of the products that complete them. The products read onboarding (its
 * steps, the money guard), so onboarding imports none of them: their services are composed here
 * (decision 031).
 */
const productFactsOf: ProductFactsOf = async (db, memberId) => {
  const [cashAdvance, checking, investing] = await Promise.all([
    cashAdvanceFactsOf(db, memberId),
    checkingFactsOf(db, memberId),
    investmentAccountFactsOf(db, memberId),
  ]);
  return { ...cashAdvance, ...checking, ...investing };
};

export async function buildApp({
  config,
  database,
  secrets,
  logger,
  now: givenNow,
  extend,
  runJobs = true,
}: AppOptions): Promise<FastifyInstance> {
  const testClock = !givenNow && config.appEnv !== 'production' ? createTestClock() : undefined;
  const now = givenNow ?? testClock?.now;
  const clock = now ?? (() => new Date());
  const app = Fastify({
    logger: logger ?? { ...loggerOptions(config.logLevel), stream: bufferedLogDestination() },
    logController: new OneLinePerRequest(),
    genReqId: requestIdFor,
    bodyLimit: 1024 * 1024,
    // A request routed while the app closes was sent before it stopped listening: it is answered, not
    // refused with Fastify's own 503 (graceful-close.ts).
    return503OnClosing: false,
    // Client addresses (every per-address limit keys on them) come from X-Forwarded-For only as far
    // as TRUST_PROXY says; trusting every hop would let any client pick its own address.
    trustProxy: trustProxyOption(config.trustProxy),
    // One spelling of each path before routing: the router decodes `/%61pi` as `/api`, and every check
    // that goes by a path's prefix (rate limit, no-store, sandbox gate, not-found) must read the same.
    rewriteUrl: rewriteToCanonicalPath,
    // An undecodable or overlong path part is bad input: the error envelope, like any other.
    frameworkErrors: (error, request: FastifyRequest, reply: FastifyReply) =>
      sendError(reply, toAppError(error, request)),
    // Every route validates and serializes through the contract's zod schemas (set below); without
    // these, Fastify loads its JSON-schema compilers (ajv) at every start for nothing (decision 038).
    schemaController: {
      // Fastify's types expect the JSON-schema compilers' signatures; the zod ones take the same calls.
      compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler } as never,
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Closing answers every request already received and then ends each connection (graceful-close.ts).
  registerGracefulClose(app);

  app.setErrorHandler((error, request, reply) => sendError(reply, toAppError(error, request)));

  // Before any route: security headers, the canonical host, the gate of the sandboxes.
  registerEdgeHook(app, {
    appEnv: config.appEnv,
    publicUrl: config.publicUrl,
    sandboxesEnabled: config.sandboxProviders === 'enabled',
  });
  registerInputHygiene(app);
  // Answers are compressed; request bodies are not taken compressed: no client of ours sends them, and
  // the decompression check was a hook on every request (decision 011).
  await app.register(fastifyCompress, { threshold: 1024, globalDecompression: false });
  await registerRateLimits(app, {
    // Counted in the database, so every process on one PostgreSQL shares the limit (decision 029); the
    // default limit in batches, not a write per request (decision 011).
    counting: databaseRateLimitCounting(
      (bucket, windowSeconds) => countHit(database.db, bucket, windowSeconds),
      (windowSeconds, batch) => countHits(database.db, windowSeconds, batch),
    ),
    // The limit guards calls that do work. Built files are read from memory and one page load fetches
    // a dozen or more: counting them refused a member who opened pages quickly, not an abuser.
    allowList: isPageOrFileRead,
  });
  // After the rate limits' and the sandbox gate's hooks are in place: its own goes first on each route.
  registerLoadShedding(app, { maxInFlight: config.maxInFlightPerCall });
  await registerOpenApi(app, {
    brandName: config.brandName,
    version: config.version,
    production: config.appEnv === 'production',
    publicUrl: config.publicUrl,
  });

  const signInService = createSignInService({ config, db: database.db, secrets });
  const liveSessions = createLiveSessionCheck({
    isLive: (memberId, sessionId) => isSignInLive(database.db, memberId, sessionId),
  });
  app.decorate(
    'verifyAccessToken',
    liveSessions.guard(
      createAccessTokenVerifier({
        issuer: signInService.issuer,
        audience: signInService.apiAudience,
        keys: [publicJwkOf(secrets.tokenSigningKey)],
      }),
    ),
  );
  await mountSignInService(app, signInService.provider, { production: config.appEnv === 'production' });

  const db = database.db;
  registerHealthCall(app, database, config.version);
  registerAuthCalls(app, db, signInService.provider, { brandName: config.brandName });
  registerUserCalls(app, db, { fieldKey: secrets.fieldEncryptionKey, brandName: config.brandName });
  registerContactCalls(app, db, { brandName: config.brandName });
  registerProfileSecurityCalls(app, db, { brandName: config.brandName, liveSessions });
  // Only the sandbox verifier exists; the address module and the marketplace share it.
  const addressVerifier: AddressVerifier = createSandboxAddressVerifier();
  registerAddressCalls(app, db, { verifier: addressVerifier });
  registerCampaignCalls(app, db, { now });
  registerOnboardingCalls(app, db, { now, productFactsOf });
  registerIdentityVerificationCalls(app, db, {
    fieldKey: secrets.fieldEncryptionKey,
    bureau: createSandboxIdentityBureau(),
    now,
  });
  // Only sandboxes exist for the ACH network and the linked accounts' banks; the modules own the
  // interfaces, and this is where the compiler checks the sandboxes fit them (decision 031).
  const achRails: AchRails = {
    achNetwork: createSandboxAchNetwork({ settleSeconds: config.sandboxAchSettleSeconds }),
    externalBank: createSandboxExternalBank(),
  };
  // Money calls ask for a run of the job that settles what they started, for the moment it comes due.
  const runJobIn = (name: string) => (inMs: number) => {
    app.jobs
      .runAt(name, inMs)
      .catch((error: unknown) => app.log.error({ err: error, job: name }, 'due run not queued'));
  };
  registerCheckingCalls(app, db, {
    fieldKey: secrets.fieldEncryptionKey,
    brandName: config.brandName,
    appEnv: config.appEnv,
    ...achRails,
    now,
    settleIn: runJobIn('ach-settlement'),
    investmentAccountsOf,
  });
  registerStepUpCalls(app, db, { brandName: config.brandName, now });
  registerPayScheduleCalls(app, db, { now });
  registerFoundMoneyCalls(app, db, { brandName: config.brandName, now });
  registerIncomeProfileCalls(app, db, { now });
  registerMarketplaceCalls(app, db, {
    brandName: config.brandName,
    publicUrl: config.publicUrl,
    fieldKey: secrets.fieldEncryptionKey,
    now,
    verifier: addressVerifier,
    products: sandboxCatalogue,
    partnerPagePath,
  });
  // The partners' pages a hand-off lands on: the sandbox's, reading the marketplace's own records.
  registerPartnerPage(app, {
    brandName: config.brandName,
    receiptOf: (handOffId) => partnerReceipt(db, handOffId, sandboxCatalogue),
  });
  registerReferralCalls(app, db, { publicUrl: config.publicUrl, now });
  // Only the sandbox check exists; where sandboxes are off the call says the check is unavailable.
  let identityCheck: IdentityCheckProvider | undefined;
  if (config.sandboxProviders === 'enabled') {
    identityCheck = createSandboxIdentityCheck({ publicUrl: config.publicUrl, secret: secrets.cookieSecret });
    registerSandboxIdentityCheckPage(app, {
      secret: secrets.cookieSecret,
      brandName: config.brandName,
      now: clock,
      interviews: {
        find: (interviewId) => interviewById(db, interviewId),
        recordOutcome: (interviewId, outcome, at) => recordCheckOutcome(db, interviewId, outcome, at),
      },
    });
  }
  registerIdentityTrustCalls(app, db, { provider: identityCheck });
  registerLeadCalls(app, db, { leads: createSandboxLeadSource() });
  registerLionsignCalls(app, db, { memberDocuments: [findMemberDocument], now });
  // Tests (API and browser) solve an easy puzzle; the real difficulty is for people's browsers.
  registerTurnstileCalls(app, db, {
    secret: secrets.cookieSecret,
    ...(config.appEnv === 'test' ? { difficulty: 8 } : {}),
  });
  registerFlagCalls(app, db, { appEnv: config.appEnv });
  registerTelemetryCalls(app, db, { errorMonitoringUrl: config.errorMonitoringUrl, release: config.version });
  // Only the sandbox aggregator exists; its own sign-in API stands in for the provider's screen.
  const bankAggregator = createSandboxAggregator();
  registerBankCalls(app, db, { aggregator: bankAggregator, fieldKey: secrets.fieldEncryptionKey, now });
  registerBankProviderCalls(app, db, {
    aggregator: bankAggregator,
    sessions: createProviderSessions(db, bankAggregator),
    now,
  });
  registerCashAdvanceCalls(app, db, {
    appEnv: config.appEnv,
    brandName: config.brandName,
    fieldKey: secrets.fieldEncryptionKey,
    cardNetwork: createSandboxCardNetwork(),
    ...achRails,
    now: clock,
    workIn: runJobIn('cash-advance-money'),
    productFactsOf,
  });
  // Only sandboxes exist for market data and news; the news wire writes from the market's own moves.
  const market: MarketData = createSandboxMarket();
  const news: NewsWire = createSandboxNewsWire(market);
  registerMarketCalls(app, db, { market, news, now });
  registerNewsReadCalls(app, db, { news, now });
  registerWatchlistCalls(app, db, { market, now });
  // Checking's summary and onboarding's flows read investing, so investing takes what it asks of them
  // through functions handed in here (decision 048); the compiler checks they fit its interface.
  const investingNeighbours: InvestingNeighbours = {
    requireInvestingPrerequisites: (tx, memberId, at) =>
      requireMoneyProductPrerequisites(tx, memberId, 'investing', at),
    checkingIsOpen: async (tx, memberId) => (await checkingAccountOf(tx, memberId))?.status === 'OPEN',
    usableLinkedAccount,
  };
  registerInvestingCalls(app, db, {
    neighbours: investingNeighbours,
    fieldKey: secrets.fieldEncryptionKey,
    now,
    market,
    fillIn: runJobIn('investment-orders'),
  });
  registerInvestingLifecycleCalls(app, db, {
    ...achRails,
    neighbours: investingNeighbours,
    brandName: config.brandName,
    now,
    market,
    fillIn: runJobIn('investment-orders'),
    settleIn: runJobIn('ach-settlement'),
  });
  const jobs = createJobQueue(database, {
    onError: (error, job) => app.log.error({ err: error, job }, 'background job failed'),
  });
  app.decorate('jobs', jobs);
  // The money chain: ach-settlement, investment-orders, investment-dividends, investment-closings,
  // cash-advance-money, recurring-deposits, managed-investing. Each `after` is a reason written beside it.
  jobs.define({
    name: moneyChain,
    schedule: settlementSchedule,
    run: async () => {
      await settleDueTransfers(database.db, { now: clock(), externalBank: achRails.externalBank });
      await settleDueBankDeposits(database.db, { now: clock(), externalBank: achRails.externalBank });
      // Links whose accounts finished fetching (or whose access was lost): reads answer it unwritten.
      await moveEveryDueBankOn(database.db, clock());
    },
  });
  jobs.define({
    name: 'cash-advance-money',
    // A payday's collection takes what is available: transfers settled, a closing's cash back in checking.
    after: 'investment-closings',
    run: async () => {
      await runCashAdvanceJobs(database.db, { now: clock(), brandName: config.brandName, ...achRails });
      // Day-old underwritings are read again, as the cash advance read did before reads only read.
      await refreshStaleUnderwritings(database.db, { now: clock(), appEnv: config.appEnv });
    },
  });
  jobs.define({
    name: 'investment-orders',
    // Orders waiting for the open fill at its price; trades settle T+1 (decision 043). Nothing it reads
    // is settled by the job before it: it comes first among the investing jobs.
    after: moneyChain,
    run: () => runInvestmentOrderJobs(database.db, { market, now: clock() }),
  });
  jobs.define({
    name: 'investment-dividends',
    // What an account is owed counts the shares it held when the ex-date began: every order due by then
    // is filled first. A reinvestment placed while the market is shut waits for the open either way.
    after: 'investment-orders',
    run: () => creditDueDividends(database.db, { market, now: clock(), fillIn: runJobIn('investment-orders') }),
  });
  jobs.define({
    name: 'managed-investing',
    // Last: managed accounts plan on filled orders, settled trades and deposits, and today's recurring one.
    after: 'recurring-deposits',
    run: () => runManagedInvesting(database.db, { market, now: clock(), fillIn: runJobIn('investment-orders') }),
  });
  jobs.define({
    name: 'recurring-deposits',
    // Each schedule's date runs once (its run key), from checking or a linked bank (decision 044), so it
    // runs on balances settled and after the cash advance collected what was due.
    after: 'cash-advance-money',
    run: () =>
      runRecurringDeposits(database.db, {
        ...achRails,
        neighbours: investingNeighbours,
        brandName: config.brandName,
        now: clock(),
        settleIn: runJobIn('ach-settlement'),
      }),
  });
  jobs.define({
    name: 'investment-closings',
    // A closing finishes once its sales filled and settled, its bank deposits arrived and the dividends
    // it is owed were paid: on a pay date it would otherwise close and the dividend never reach it.
    after: 'investment-dividends',
    run: () =>
      runAccountClosings(database.db, {
        market,
        now: clock(),
        fillIn: runJobIn('investment-orders'),
        neighbours: investingNeighbours,
      }),
  });
  jobs.define({
    name: 'expired-row-sweep',
    schedule: expiredRowSweepSchedule,
    run: async () => {
      await deleteExpiredKeys(database.db);
      await deleteExpiredModels(database.db);
      await deleteForgottenBrowsers(database.db, 14);
      await deleteExpiredHumanTokens(database.db);
      await deleteExpiredThrottles(database.db);
    },
  });
  jobs.define({
    name: 'outbox-sweep',
    schedule: outboxSweepSchedule,
    run: async () => {
      await deleteOldMessages(database.db);
    },
  });
  if (config.appEnv !== 'production') {
    registerDevCalls(app, db, {
      clock: testClock,
      afterClockMove: () => jobs.runDue([moneyChain]),
      failedJobs: (limit) => jobs.failures(limit),
    });
  }
  extend?.(app, database);

  const spa = await registerSpa(app, {
    distDir: config.webDistDir,
    appEnv: config.appEnv,
    brandName: config.brandName,
    publicUrl: config.publicUrl,
    sandboxBanner: config.appEnv === 'production' && config.sandboxProviders === 'enabled',
  });
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api') &&
      !request.url.startsWith('/oidc');
    if (spa && isPageRequest && !request.url.startsWith('/assets/'))
      return spa.sendIndex(reply, request.url.split('?')[0]);
    return sendError(reply, notFound(`${request.method} ${request.url.split('?')[0]}`));
  });

  // The queue starts once the app is ready and stops first when it closes, after waiting for a run in
  // flight, so the database is never closed under a job. Its start (a few queries and the schedules)
  // does not hold up listening: no answer depends on it, and a call that uses the queue (the test
  // clock, the failed runs) waits for it (decision 038).
  app.addHook('onReady', () => {
    jobs
      .start({ work: runJobs })
      .catch((error: unknown) => app.log.error({ err: error }, 'the job queue did not start'));
  });
  app.addHook('onClose', () => jobs.stop());

  return app;
}

function isPageOrFileRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !request.url.startsWith('/api') && !request.url.startsWith('/oidc') && !request.url.startsWith('/sandbox');
}
