import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { systemClock, type Clock } from './core/clock.js';
import { commerceModule } from './core/commerce/module.js';
import type { CarrierRatesProvider } from './core/commerce/carriers.js';
import { captchaModule } from './core/captcha/index.js';
import type { Database } from './core/db/index.js';
import { loggerOptions, type LogStream } from './core/log.js';
import { assembleModules, createCore, registerModules, type AnyModule } from './core/modules/index.js';
import type { BlobStore } from './core/storage/index.js';
import type { TextProvider } from './core/texts/index.js';
import { installEdge } from './core/wire/edge.js';
import { createServer } from './core/wire/server.js';
import { abandonedCheckoutsModule } from './services/abandoned-checkouts/index.js';
import { backInStockModule } from './services/back-in-stock/index.js';
import { cartsModule } from './services/carts/index.js';
import { catalogModule } from './services/catalog/index.js';
import { categoriesModule } from './services/categories/index.js';
import { checkoutTemplatesModule } from './services/checkout-templates/index.js';
import { checkoutsModule } from './services/checkouts/index.js';
import { discountsModule } from './services/discounts/index.js';
import { giftCardsModule } from './services/gift-cards/index.js';
import { healthModule } from './services/health/index.js';
import { hostedCheckoutModule } from './services/hosted-checkout/index.js';
import { localModule } from './services/local/index.js';
import {
  mediaDeliveryModule,
  mediaLibraryModule,
  mediaModule,
  mediaProcessingModule,
  mediaUploadsModule,
} from './services/media/index.js';
import {
  memberAccountModule,
  memberAdminModule,
  memberFactorsModule,
  memberRecoveryModule,
  memberSignInModule,
  membersModule,
} from './services/members/index.js';
import { oauthModule } from './services/oauth/index.js';
import {
  orderFulfillmentModule,
  orderManagementModule,
  orderPaymentsModule,
  orderPlacingModule,
  ordersModule,
} from './services/orders/index.js';
import { ownersModule } from './services/owners/index.js';
import { paymentsModule } from './services/payments/index.js';
import { recommendationsModule } from './services/recommendations/index.js';
import { redirectsModule } from './services/redirects/index.js';
import { shippingModule } from './services/shipping/index.js';
import { sitesModule } from './services/sites/index.js';
import { subscriptionsModule } from './services/subscriptions/index.js';
import { taxModule } from './services/tax/index.js';
import { tipsModule } from './services/tips/index.js';
import { webModule } from './services/web/index.js';
import { webhooksModule } from './services/webhooks/index.js';

export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Fastify's logger; by default pino at the configured level and in the configured format (core/log.ts). */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes, process.stdout unless given (tests read it). */
  logStream?: LogStream;
  /** Lets `atrium` commands on this machine ask the running server (services/local). */
  localToken?: string;
  /** A text-message carrier; by default the one `ATRIUM_TEXT_PROVIDER` names, or none. */
  textProvider?: TextProvider;
  /** Carriers' live shipping rates; by default those `ATRIUM_CARRIERS` names, or none. */
  carriers?: readonly CarrierRatesProvider[];
  /** Where media bytes go; by default the one the configuration names. */
  store?: BlobStore;
  /**
   * Leaves the job workers and schedules to the caller (`core.jobs.work()`), as `atrium start` does to answer
   * its first requests sooner; by default they start with the app. Queues exist either way.
   */
  deferWork?: boolean;
}

/**
 * Every module of the server. Each is made after the modules it needs (`core/modules`); their routes are
 * registered in this order, so that `/openapi.json` lists the calls by area.
 */
export const MODULES: readonly AnyModule[] = [
  healthModule,
  oauthModule,
  sitesModule,
  captchaModule,
  ownersModule,
  membersModule,
  memberFactorsModule,
  memberSignInModule,
  memberRecoveryModule,
  memberAccountModule,
  memberAdminModule,
  redirectsModule,
  webhooksModule,
  mediaModule,
  mediaProcessingModule,
  mediaUploadsModule,
  mediaDeliveryModule,
  mediaLibraryModule,
  categoriesModule,
  catalogModule,
  discountsModule,
  shippingModule,
  taxModule,
  giftCardsModule,
  paymentsModule,
  commerceModule,
  cartsModule,
  checkoutsModule,
  ordersModule,
  orderPlacingModule,
  orderPaymentsModule,
  orderFulfillmentModule,
  orderManagementModule,
  hostedCheckoutModule,
  checkoutTemplatesModule,
  backInStockModule,
  recommendationsModule,
  abandonedCheckoutsModule,
  tipsModule,
  subscriptionsModule,
  webModule,
  localModule,
];

/** The dashboard's session, and the hosted pages' tokens bought with a cookie: answered to their own origin only. */
const SAME_ORIGIN_ONLY = [
  '/atrium/v1/owner/',
  '/atrium/v1/hosted/account-token',
  '/atrium/v1/hosted/checkout-token',
];

/** Builds the whole server: the core, then every module, then the job workers. */
export async function buildApp(options: AppOptions) {
  const { config } = options;
  const app = createServer({
    logger: options.logger ?? loggerOptions(config, options.logStream),
    logFormat: config.logFormat,
    strictErrorCodes: config.strictErrorCodes,
  });
  const core = await createCore({ ...options, clock: options.clock ?? systemClock, log: app.log });
  const assembled = await assembleModules(core, MODULES);
  const { modules } = assembled;
  installEdge(app, {
    authenticate: modules.oauth.authenticate,
    isOriginAllowed: modules.sites.isOriginAllowed,
    sameOriginOnly: SAME_ORIGIN_ONLY,
    ownCors: [modules.mediaUploads.tusPath],
    publicUrl: config.publicUrl,
  });
  await registerModules(app, MODULES, assembled);
  await core.jobs.start();
  if (!options.deferWork) await core.jobs.work();
  app.addHook('onClose', async () => {
    await core.jobs.stop();
    await core.mail.close();
  });
  await app.ready();
  return { app, core, modules };
}

export type Atrium = Awaited<ReturnType<typeof buildApp>>;
