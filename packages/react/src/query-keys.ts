import type { categories, files, folders, siteMembers, sites, webhooks } from '@atrium/sdk';
import type { QueryKey } from '@tanstack/react-query';
import type { ListParams } from './list-params.js';

const ROOT = ['atrium'] as const;
const AUTH = [...ROOT, 'auth'] as const;
const WEBHOOKS = [...ROOT, 'webhooks'] as const;
const SITES = [...ROOT, 'sites'] as const;
const MEMBERS = [...ROOT, 'site-members'] as const;
const MEDIA = [...ROOT, 'media'] as const;
const CATEGORIES = [...ROOT, 'categories'] as const;
const PRODUCTS = [...ROOT, 'products'] as const;
const CART = [...ROOT, 'current-cart'] as const;
const PRICING = [...ROOT, 'pricing'] as const;
const RECOMMENDATIONS = [...ROOT, 'recommendations'] as const;
const OWNER_SESSION = [...ROOT, 'owner-session'] as const;
const HOSTED = [...ROOT, 'hosted'] as const;
const ORDERS = [...ROOT, 'orders'] as const;
const ABANDONED = [...ROOT, 'abandoned-checkouts'] as const;
const TIPS = [...ROOT, 'tips'] as const;
const BACK_IN_STOCK = [...ROOT, 'back-in-stock'] as const;
const SUBSCRIPTIONS = [...ROOT, 'subscriptions'] as const;

/** The keys of one pricing entity (coupons, discount rules, shipping options...). */
const pricingKeys = (entity: string) => {
  const prefix = [...PRICING, entity] as const;
  return {
    all: prefix,
    list: (params?: unknown) => family([...prefix, 'list'], params),
    detail: (id?: string) => family([...prefix, 'detail'], id),
    mutation: (name: string) => [...prefix, 'mutation', name] as const,
  };
};

/** One category tree; every categories key names the tree it reads. */
type Tree = { treeReference: categories.TreeReference };

/** Without params, the prefix of every key of the family (to invalidate them all); with them, one query's key. */
const family = (prefix: QueryKey, params: unknown): QueryKey =>
  params === undefined ? prefix : [...prefix, params];

/**
 * Every query and mutation key of these bindings, under `['atrium']`, so that one prefix reaches a module
 * (`atriumKeys.webhooks.all`) or everything (`atriumKeys.all`).
 */
export const atriumKeys = {
  all: ROOT,
  /** Keys for the caller's sign-in, registration and sign-out mutations; `useSignInProgress` watches `all`. */
  auth: {
    all: AUTH,
    login: () => [...AUTH, 'login'] as const,
    register: () => [...AUTH, 'register'] as const,
    verify: () => [...AUTH, 'verify'] as const,
    memberTokens: () => [...AUTH, 'member-tokens'] as const,
    /** The signed-in member's claims, asked with one session (a new sign-in is a new key). */
    userInfo: (session?: string) => family([...AUTH, 'user-info'], session),
    logout: () => [...AUTH, 'logout'] as const,
  },
  webhooks: {
    all: WEBHOOKS,
    list: (params?: ListParams) => family([...WEBHOOKS, 'list'], params),
    detail: (webhookId?: string) => family([...WEBHOOKS, 'detail'], webhookId),
    deliveries: (params?: ListParams) => family([...WEBHOOKS, 'deliveries'], params),
    events: (params?: webhooks.ListEventsOptions) => family([...WEBHOOKS, 'events'], params),
    eventTypes: () => [...WEBHOOKS, 'event-types'] as const,
    mutation: (name: 'create' | 'update' | 'remove' | 'ping' | 'redeliver') =>
      [...WEBHOOKS, 'mutation', name] as const,
  },
  sites: {
    all: SITES,
    site: () => [...SITES, 'site'] as const,
    clients: () => [...SITES, 'clients'] as const,
    apiKeys: (params?: sites.ListApiKeysOptions) => family([...SITES, 'api-keys'], params),
    owners: () => [...SITES, 'owners'] as const,
    mutation: (name: string) => [...SITES, 'mutation', name] as const,
  },
  siteMembers: {
    all: MEMBERS,
    list: (options?: siteMembers.ListMembersOptions) => family([...MEMBERS, 'list'], options),
    /** One member's page; `detail()` is every member's. */
    detail: (memberId?: string) => family([...MEMBERS, 'detail'], memberId),
    settings: () => [...MEMBERS, 'settings'] as const,
    mail: (options?: { to?: string; limit?: number }) => family([...MEMBERS, 'mail'], options),
    mutation: (name: string) => [...MEMBERS, 'mutation', name] as const,
  },
  media: {
    all: MEDIA,
    /** The prefix of every file key (lists, searches, trash, one file). */
    allFiles: [...MEDIA, 'files'] as const,
    allFolders: [...MEDIA, 'folders'] as const,
    files: (params?: files.ListFilesOptions) => family([...MEDIA, 'files', 'list'], params),
    search: (params?: files.SearchFilesOptions) => family([...MEDIA, 'files', 'search'], params),
    deletedFiles: (params?: files.ListFilesOptions) => family([...MEDIA, 'files', 'deleted'], params),
    file: (fileId?: string) => family([...MEDIA, 'files', 'detail'], fileId),
    folders: (params?: folders.ListFoldersOptions) => family([...MEDIA, 'folders', 'list'], params),
    searchFolders: (params?: folders.SearchFoldersOptions) => family([...MEDIA, 'folders', 'search'], params),
    deletedFolders: (params?: folders.ListFoldersOptions) => family([...MEDIA, 'folders', 'deleted'], params),
    settings: () => [...MEDIA, 'settings'] as const,
    mutation: (name: string) => [...MEDIA, 'mutation', name] as const,
  },
  categories: {
    all: CATEGORIES,
    trees: () => [...CATEGORIES, 'trees'] as const,
    /** The prefix of every key that holds categories (queries, children, one category, searches, counts). */
    allCategories: [...CATEGORIES, 'categories'] as const,
    query: (params?: Tree & { query?: unknown; options?: object }) =>
      family([...CATEGORIES, 'categories', 'query'], params),
    children: (params?: Tree & { parentCategoryId: string | null; returnNonVisibleCategories?: boolean }) =>
      family([...CATEGORIES, 'categories', 'children'], params),
    detail: (params?: Tree & { categoryId: string; fields?: categories.RequestedField[] }) =>
      family([...CATEGORIES, 'categories', 'detail'], params),
    bySlug: (params?: Tree & { slug: string; fields?: categories.RequestedField[] }) =>
      family([...CATEGORIES, 'categories', 'slug'], params),
    search: (params?: { search: categories.CursorSearch; options: categories.SearchCategoriesOptions }) =>
      family([...CATEGORIES, 'categories', 'search'], params),
    count: (params?: categories.CountCategoriesOptions) =>
      family([...CATEGORIES, 'categories', 'count'], params),
    /** The prefix of every key that holds item references. */
    allItems: [...CATEGORIES, 'items'] as const,
    items: (params?: Tree & { categoryId: string; options?: categories.ListItemsInCategoryOptions }) =>
      family([...CATEGORIES, 'items', 'list'], params),
    arrangedItems: (params?: Tree & { categoryId: string }) =>
      family([...CATEGORIES, 'items', 'arranged'], params),
    forItem: (params?: Tree & { item: categories.ItemReference }) =>
      family([...CATEGORIES, 'items', 'for-item'], params),
    mutation: (name: string) => [...CATEGORIES, 'mutation', name] as const,
  },
  products: {
    all: PRODUCTS,
    list: (params?: unknown) => family([...PRODUCTS, 'list'], params),
    detail: (productId?: string) => family([...PRODUCTS, 'detail'], productId),
    bySlug: (slug?: string) => family([...PRODUCTS, 'slug'], slug),
    settings: () => [...PRODUCTS, 'settings'] as const,
    inventoryLog: (params?: unknown) => family([...PRODUCTS, 'inventory-log'], params),
    mutation: (name: string) => [...PRODUCTS, 'mutation', name] as const,
  },
  /** Discounts, shipping and tax: each entity its family; `pricing` reaches them all. */
  pricing: PRICING,
  coupons: pricingKeys('coupons'),
  discountRules: pricingKeys('discount-rules'),
  shippingOptions: pricingKeys('shipping-options'),
  feeSettings: pricingKeys('fee-settings'),
  shippingLogistics: pricingKeys('shipping-logistics'),
  carrierSettings: pricingKeys('carrier-settings'),
  taxGroups: pricingKeys('tax-groups'),
  taxRegions: pricingKeys('tax-regions'),
  manualTaxMappings: pricingKeys('manual-tax-mappings'),
  taxSettings: pricingKeys('tax-settings'),
  giftCards: pricingKeys('gift-cards'),
  /** The site's recommendation algorithms, and what they recommend for given items. */
  recommendations: {
    all: RECOMMENDATIONS,
    algorithms: () => [...RECOMMENDATIONS, 'algorithms'] as const,
    get: (params?: unknown) => family([...RECOMMENDATIONS, 'get'], params),
  },
  /** The caller's current cart: one key, read and written by the cart mutations. */
  currentCart: {
    all: CART,
    cart: () => [...CART, 'cart'] as const,
    totals: (estimate?: object) => [...CART, 'totals', ...(estimate ? [estimate] : [])] as const,
    mutation: (name: string) => [...CART, 'mutation', name] as const,
  },
  /** The dashboard's own session (the owner's cookie): the session, and the links it opens with. */
  ownerSession: {
    all: OWNER_SESSION,
    session: () => [...OWNER_SESSION, 'session'] as const,
    invite: (token?: string) => family([...OWNER_SESSION, 'invite'], token),
    setupLink: (token?: string) => family([...OWNER_SESSION, 'setup-link'], token),
    mutation: (name: string) => [...OWNER_SESSION, 'mutation', name] as const,
  },
  /** What the hosted pages ask for themselves: the redirect session that opened them, a recovery link's site. */
  hosted: {
    all: HOSTED,
    redirectSession: (sessionId?: string) => family([...HOSTED, 'redirect-session'], sessionId),
    recoveryLink: (recoveryToken?: string) => family([...HOSTED, 'recovery-link'], recoveryToken),
    mutation: (name: string) => [...HOSTED, 'mutation', name] as const,
  },
  /** Orders with their transactions and fulfilments, and their figures: a write makes all of them stale. */
  orders: {
    all: ORDERS,
    search: (search?: unknown) => family([...ORDERS, 'search'], search),
    /** One order; `detail()` is every order's, with their transactions, refundability and fulfilments. */
    detail: (orderId?: string) => family([...ORDERS, 'detail'], orderId),
    transactions: (orderId: string) => [...ORDERS, 'detail', orderId, 'transactions'] as const,
    refundability: (orderId: string) => [...ORDERS, 'detail', orderId, 'refundability'] as const,
    fulfillments: (orderId: string) => [...ORDERS, 'detail', orderId, 'fulfillments'] as const,
    figures: (options?: unknown) => family([...ORDERS, 'figures'], options),
    mutation: (name: string) => [...ORDERS, 'mutation', name] as const,
  },
  abandonedCheckouts: {
    all: ABANDONED,
    search: (search?: unknown) => family([...ABANDONED, 'search'], search),
    chart: (days?: readonly string[]) => family([...ABANDONED, 'chart'], days),
    period: (startDate?: string) => family([...ABANDONED, 'period'], startDate),
    settings: () => [...ABANDONED, 'settings'] as const,
    mutation: (name: string) => [...ABANDONED, 'mutation', name] as const,
  },
  /** The site's tip settings, and the tips' distributions to staff. */
  tips: {
    all: TIPS,
    settings: () => [...TIPS, 'settings'] as const,
    distributions: (params?: unknown) => family([...TIPS, 'distributions'], params),
    distributionsSum: (filter?: unknown) => family([...TIPS, 'distributions-sum'], filter),
    mutation: (name: string) => [...TIPS, 'mutation', name] as const,
  },
  backInStock: {
    all: BACK_IN_STOCK,
    waiting: () => [...BACK_IN_STOCK, 'waiting'] as const,
    latest: () => [...BACK_IN_STOCK, 'latest'] as const,
    mutation: (name: string) => [...BACK_IN_STOCK, 'mutation', name] as const,
  },
  subscriptions: {
    all: SUBSCRIPTIONS,
    list: (params?: unknown) => family([...SUBSCRIPTIONS, 'list'], params),
    mutation: (name: string) => [...SUBSCRIPTIONS, 'mutation', name] as const,
  },
};
