import { createTextProvider, type TextProvider } from './core/texts/index.js';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { systemClock, type Clock } from './core/clock.js';
import type { Database } from './core/db/index.js';
import { createOutbox } from './core/events/index.js';
import { createJobRunner } from './core/jobs/index.js';
import type { AuthContext } from './core/auth/context.js';
import { installCors } from './core/wire/cors.js';
import { buildOpenApi } from './core/wire/openapi.js';
import { createServer } from './core/wire/server.js';
import { loadSecret } from './core/secrets/index.js';
import { registerRoutes } from './core/wire/route.js';
import { createHealthService, healthRoutes } from './services/health/index.js';
import { createOAuth, oauthPlugin } from './services/oauth/index.js';
import { createRateLimiter } from './core/rate-limit/index.js';
import { captchaRoutes, createAtriumCaptcha } from './core/captcha/index.js';
import { createMail, MAIL_QUEUE } from './core/mail/index.js';
import { createMembers, membersPlugin } from './services/members/index.js';
import { createOwners, ownerEmail, ownersPlugin } from './services/owners/index.js';
import { createRedirects, redirectsPlugin } from './services/redirects/index.js';
import { createSitesService, siteRoutes } from './services/sites/index.js';
import { webPlugin } from './services/web/index.js';
import { localAccessPlugin } from './services/local/index.js';
import { createWebhooks, webhooksPlugin } from './services/webhooks/index.js';
import { createMedia, mediaPlugin, TUS_PATH } from './services/media/index.js';
import { categoriesPlugin, createCategories } from './services/categories/index.js';
import { catalogPlugin, createCatalog, storeCategories } from './services/catalog/index.js';
import { cartsPlugin, createCarts } from './services/carts/index.js';
import { checkoutsPlugin, createCheckouts } from './services/checkouts/index.js';
import { createDiscounts, discountsPlugin } from './services/discounts/index.js';
import { CARRIERS, createShipping, shippingPlugin } from './services/shipping/index.js';
import type { CarrierRatesProvider } from './core/commerce/carriers.js';
import { createTax, taxPlugin } from './services/tax/index.js';
import { createGiftCards, giftCardsPlugin } from './services/gift-cards/index.js';
import { createOrders, ordersPlugin } from './services/orders/index.js';
import { createPayments, paymentsPlugin } from './services/payments/index.js';
import { createHostedCheckout, hostedCheckoutPlugin } from './services/hosted-checkout/index.js';
import { checkoutTemplatesPlugin, createCheckoutTemplates } from './services/checkout-templates/index.js';
import { backInStockPlugin, createBackInStock } from './services/back-in-stock/index.js';
import {
  createRecommendations,
  recommendationsPlugin,
  storeRecommendationCatalog,
} from './services/recommendations/index.js';
import { abandonedCheckoutsPlugin, createAbandonedCheckouts } from './services/abandoned-checkouts/index.js';
import { assertOrderAccess } from './services/orders/index.js';
import { createTips, tipsPlugin } from './services/tips/index.js';
import { createSubscriptions, subscriptionsPlugin } from './services/subscriptions/index.js';
import { createStore, type BlobStore } from './core/storage/index.js';
import { loggerOptions, webLogLevel, type LogStream } from './core/log.js';

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
   * Leaves the job workers and schedules to the caller (`services.jobs.work()`), as `atrium start` does to
   * answer its first requests sooner; by default they start with the app. Queues exist either way.
   */
  deferWork?: boolean;
}

const AUTH = Symbol('auth');
const OWNER_ROUTES = '/atrium/v1/owner/';
const HOSTED_ACCOUNT_ROUTES = '/atrium/v1/hosted/account-token';
const HOSTED_CHECKOUT_ROUTES = '/atrium/v1/hosted/checkout-token';

/** Builds the whole server: core plugins, then every service, listed by hand. */
export async function buildApp(options: AppOptions) {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const db = database.db;
  const app = createServer({
    logger: options.logger ?? loggerOptions(config, options.logStream),
    logFormat: config.logFormat,
    strictErrorCodes: config.strictErrorCodes,
  });

  const jobs = createJobRunner({ database, log: app.log, work: config.jobs });
  const outbox = createOutbox(jobs, { ownerEmail });
  const sites = createSitesService(db, outbox);
  // Carts and checkouts are made after the services they use; a sign-in reaches them when it happens.
  const visitorSignedIn = async (siteId: string, visitorId: string, memberId: string) => {
    await carts.adopt(siteId, visitorId, memberId);
    await checkouts.service.adopt(siteId, visitorId, memberId);
  };
  const oauth = createOAuth({ db, config, clock, sites, jobs, onVisitorSignedIn: visitorSignedIn });
  const cursorKey = await loadSecret(db, 'cursor');
  const webhooksDeps = { db, jobs, clock, config, cursorKey, outbox };
  const webhooks = createWebhooks(webhooksDeps);
  const limiter = createRateLimiter(db, clock, config.rateLimits);
  const mail = createMail({ db, jobs, clock, smtpUrl: config.smtpUrl, from: config.mailFrom });
  jobs.handle<{ messageId: string }>(MAIL_QUEUE, (job) => mail.deliver(job.data.messageId, app.log));
  const factorsKey = await loadSecret(db, 'owner-factors');
  const ownersDeps = {
    db,
    clock,
    config,
    sites,
    accessTokens: oauth.accessTokens,
    jobs,
    limiter,
    mail,
    factorsKey,
    outbox,
  };
  const owners = createOwners(ownersDeps);
  const codesKey = await loadSecret(db, 'member-codes');
  const texts = options.textProvider ?? createTextProvider(config.textProvider, mail);
  const captchaKey = await loadSecret(db, 'captcha');
  const captcha = createAtriumCaptcha({ db, clock, key: captchaKey, difficulty: config.captchaDifficulty });
  const store = options.store ?? (await createStore(config));
  const membersDeps = {
    store,
    db,
    clock,
    config,
    outbox,
    jobs,
    limiter,
    oauth,
    sites,
    mail,
    codesKey,
    captcha,
    texts,
  };
  const members = createMembers(membersDeps);
  const redirectsDeps = {
    db,
    clock,
    config,
    jobs,
    sites,
    codes: oauth.codes,
    hostedSessions: members.hostedSessions,
    members: members.service,
    accessTokens: oauth.accessTokens,
    memberSettings: members.settings,
  };
  const redirects = createRedirects(redirectsDeps);
  const mediaDeps = {
    db,
    clock,
    config,
    outbox,
    jobs,
    store,
    signingKey: await loadSecret(db, 'media-urls'),
    cursorKey,
  };
  const media = createMedia(mediaDeps);
  const categories = createCategories(
    { db, clock, outbox, images: { publicImage: media.service.publicImage } },
    cursorKey,
  );
  const catalog = createCatalog(
    {
      db,
      clock,
      outbox,
      images: { publicImage: media.service.publicImage },
      categories: storeCategories(categories),
      // The tax service is made after the catalogue; products reach it when they are written.
      taxGroups: { exists: (siteId, id) => tax.groups.exists(siteId, id) },
    },
    cursorKey,
  );
  const commerceDeps = { db, clock, outbox, storeSettings: catalog.getSettings };
  const discounts = createDiscounts(commerceDeps, cursorKey);
  const shipping = createShipping(
    commerceDeps,
    cursorKey,
    options.carriers ?? config.carriers.map((name) => CARRIERS[name]),
    config.carrierTimeoutMs,
  );
  const tax = createTax({ db, clock, outbox }, cursorKey);
  const giftCards = createGiftCards(
    { ...commerceDeps, limiter, codeKey: await loadSecret(db, 'gift-cards') },
    cursorKey,
  );
  const payments = createPayments({ db, clock, limiter }, jobs);
  const carts = createCarts(
    {
      db,
      clock,
      outbox,
      catalogs: new Map([[catalog.provider.appId, catalog.provider]]),
      pricing: { ...discounts.pricing, ...shipping.pricing, ...tax.pricing, ...giftCards.pricing },
      storeSettings: catalog.getSettings,
    },
    jobs,
  );
  const checkouts = createCheckouts(
    {
      db,
      clock,
      outbox,
      carts,
      giftCards: giftCards.service,
      // Tips are made after orders; a checkout's tip reaches them when it is priced.
      tipFee: (siteId, checkoutId, lineSubtotal) => tips.feeFor(siteId, checkoutId, lineSubtotal),
    },
    jobs,
  );
  const orders = createOrders(
    {
      db,
      clock,
      outbox,
      mail,
      cursorKey,
      checkouts,
      catalogs: carts.ctx.catalogs,
      providers: payments.providers,
      storeSettings: catalog.getSettings,
      redeemCoupon: (tx, siteId, couponId, use) => discounts.coupons.redeem(tx, siteId, couponId, use),
      redeemGiftCard: (tx, siteId, id, use) => giftCards.service.redeem(tx, siteId, { id }, use),
    },
    jobs,
  );

  const tips = createTips({
    db,
    clock,
    cursorKey,
    outbox,
    storeSettings: catalog.getSettings,
    checkouts: checkouts.service,
    orderTipFees: orders.tipFees,
    assertOrderAccess,
    team: async (siteId) => await owners.service.listSiteOwners(siteId),
  });

  const hostedCheckout = createHostedCheckout({
    clock,
    publicUrl: config.publicUrl,
    linkKey: await loadSecret(db, 'checkout-links'),
    redirects,
    checkouts,
    orders: orders.service,
    sites,
    accessTokens: oauth.accessTokens,
  });
  const checkoutTemplates = createCheckoutTemplates({
    db,
    clock,
    outbox,
    cursorKey,
    limiter,
    storeSettings: catalog.getSettings,
    checkouts,
    hostedCheckout,
  });
  const recommendations = createRecommendations(
    {
      db,
      clock,
      catalog: storeRecommendationCatalog(catalog.provider, categories),
      purchase: orders.service.purchase,
    },
    { jobs, outbox },
  );

  const backInStock = createBackInStock(
    {
      db,
      clock,
      outbox,
      mail,
      cursorKey,
      limiter,
      catalogs: carts.ctx.catalogs,
      site: async (siteId) => {
        const [site, origins] = await Promise.all([sites.getSite(siteId), sites.siteOrigins(siteId)]);
        return site && { name: site.name, origins };
      },
    },
    jobs,
  );
  const abandonedCheckouts = createAbandonedCheckouts(
    {
      db,
      clock,
      outbox,
      mail,
      cursorKey,
      limiter,
      publicUrl: config.publicUrl,
      checkouts,
      hostedCheckout,
      sites,
      storeSettings: catalog.getSettings,
    },
    jobs,
  );

  const subscriptions = createSubscriptions(
    { db, clock, outbox, mail, cursorKey, orders: orders.subscriptions },
    jobs,
  );

  app.decorateRequest(AUTH, null);
  app.decorateRequest('authenticate', function (this: FastifyRequest) {
    const memo = this as unknown as { [AUTH]: Promise<AuthContext> | null };
    memo[AUTH] ??= oauth.authenticate(this);
    return memo[AUTH];
  });
  installCors(app, sites.isOriginAllowed, {
    sameOriginOnly: [OWNER_ROUTES, HOSTED_ACCOUNT_ROUTES, HOSTED_CHECKOUT_ROUTES],
    ownCors: [TUS_PATH],
  });

  registerRoutes(app, healthRoutes(createHealthService(db)));
  await app.register(oauthPlugin(oauth));
  registerRoutes(app, siteRoutes(sites));
  registerRoutes(app, captchaRoutes(captcha, limiter));
  await app.register(ownersPlugin(owners, ownersDeps));
  await app.register(membersPlugin(members, visitorSignedIn));
  await app.register(redirectsPlugin(redirects, redirectsDeps));
  await app.register(webhooksPlugin(webhooks, webhooksDeps));
  await app.register(mediaPlugin(media, mediaDeps));
  await app.register(categoriesPlugin(categories));
  await app.register(catalogPlugin(catalog));
  await app.register(discountsPlugin(discounts));
  await app.register(shippingPlugin(shipping));
  await app.register(taxPlugin(tax));
  await app.register(giftCardsPlugin(giftCards));
  await app.register(paymentsPlugin(payments));
  await app.register(cartsPlugin(carts));
  await app.register(checkoutsPlugin(checkouts));
  await app.register(ordersPlugin(orders));
  await app.register(hostedCheckoutPlugin(hostedCheckout, { publicUrl: config.publicUrl }));
  await app.register(checkoutTemplatesPlugin(checkoutTemplates));
  await app.register(backInStockPlugin(backInStock));
  await app.register(recommendationsPlugin(recommendations));
  await app.register(abandonedCheckoutsPlugin(abandonedCheckouts));
  await app.register(tipsPlugin(tips));
  await app.register(subscriptionsPlugin(subscriptions));
  const webLevel = webLogLevel(config);
  await app.register(webPlugin(config), webLevel ? { logLevel: webLevel } : {});
  if (options.localToken) await app.register(localAccessPlugin(options.localToken, mail, owners.account));

  let openapi: Record<string, unknown> | undefined;
  app.get('/openapi.json', async () => (openapi ??= buildOpenApi(app.wireRoutes, config.publicUrl)));

  await oauth.keys.ensure();
  await jobs.start();
  if (!options.deferWork) await jobs.work();
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mail.close();
  });
  await app.ready();

  const services = {
    sites,
    oauth,
    owners: owners.service,
    invites: owners.invites,
    ownerAccount: owners.account,
    members: members.service,
    mail,
    memberSettings: members.settings,
    webhooks,
    outbox,
    jobs,
    limiter,
    media: media.service,
    mediaSettings: media.settings,
    resumableUploads: media.resumable,
    store: mediaDeps.store,
    categories,
    catalog,
    discounts,
    shipping,
    tax,
    giftCards,
    payments,
    carts,
    checkouts,
    orders,
    backInStock,
    recommendations,
    abandonedCheckouts,
    tips,
    subscriptions,
  };
  return { app, services };
}

export type Atrium = Awaited<ReturnType<typeof buildApp>>;
export type Services = Atrium['services'];
