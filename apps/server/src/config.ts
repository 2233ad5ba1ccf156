import path from 'node:path';
import { serverPackageDir } from './core/package-dir.js';

/** The web app's build beside this package (apps/web/dist). */
const defaultWebDir = () => path.resolve(serverPackageDir(), '../web/dist');

/**
 * How the server's logs look: `pretty` is one readable line per request, and per message, for a person at a
 * terminal (`npm start`); `json` is pino's JSON lines, for log collectors (core/log.ts).
 */
export type LogFormat = 'pretty' | 'json';
const LOG_FORMATS: readonly LogFormat[] = ['pretty', 'json'];

/** Everything the server reads from the environment, read once; nothing below this file reads process.env. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** The origin the server is reached at, used in issued tokens and printed URLs. */
  readonly publicUrl: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly storefrontOrigin: string;
  readonly logLevel: string;
  readonly logFormat: LogFormat;
  readonly accessTokenTtlSeconds: number;
  readonly visitorRefreshTtlDays: number;
  readonly memberRefreshTtlDays: number;
  /** Lets webhooks reach loopback and private addresses; for local development and tests only. */
  readonly allowPrivateWebhooks: boolean;
  readonly webhookTimeoutMs: number;
  readonly webhookRetryLimit: number;
  readonly webhookRetryDelaySeconds: number;
  readonly jobs: boolean;
  readonly ownerSessionTtlHours: number;
  /** SMTP server for outgoing mail (`smtp://user:pass@host:587`); unset keeps every message in the mailbox. */
  /** Sign-in rate limits and lock-outs; off only for load benchmarks, which sign in thousands of times. */
  readonly rateLimits: boolean;
  /** Leading zero bits of the invisible captcha's proof of work: each one doubles a browser's average work. */
  readonly captchaDifficulty: number;
  readonly smtpUrl: string | undefined;
  /** Where codes by text message and phone call go; unset: phone factors are not offered. */
  readonly textProvider: 'mailbox' | undefined;
  /** Carriers installed for live shipping rates, which each site may enable; none unless `ATRIUM_CARRIERS` names some. */
  readonly carriers: readonly 'sandbox'[];
  /** How long a cart estimate waits for a carrier's rates before going on without them. */
  readonly carrierTimeoutMs: number;
  readonly mailFrom: string;
  /** Media blobs: a folder on this machine (default `<dataDir>/media`), or an S3-compatible bucket. */
  readonly mediaDir: string;
  readonly s3: S3Config | undefined;
  /** The largest file any upload or import may bring. */
  readonly mediaMaxBytes: number;
  /** Hosts that imports may fetch even though they resolve to private addresses (development only). */
  readonly mediaImportAllowedHosts: readonly string[];
  readonly mediaImportTimeoutMs: number;
  /** The ffmpeg and ffprobe commands for video; when they cannot run, videos are stored but not streamed. */
  readonly ffmpegPath: string;
  readonly ffprobePath: string;
  /** sharp's limit on decoded pixels: a small file that decodes to billions of pixels is refused. */
  readonly imagePixelLimit: number;
  /** The built dashboard and hosted pages (apps/web/dist); not served when the folder does not exist. */
  readonly webDir: string;
  /**
   * A route that raises an error code its contract call does not declare answers 500 instead (tests turn this
   * on, so that /openapi.json's list of each route's codes stays true).
   */
  readonly strictErrorCodes: boolean;
}

export interface S3Config {
  readonly endpoint: string;
  readonly region: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Path-style addressing (`endpoint/bucket/key`), which MinIO and most self-hosted stores need. */
  readonly forcePathStyle: boolean;
}

type Env = Record<string, string | undefined>;

function s3Config(env: Env): S3Config | undefined {
  if (!env.ATRIUM_S3_BUCKET) return undefined;
  const missing = ['ATRIUM_S3_ENDPOINT', 'ATRIUM_S3_ACCESS_KEY_ID', 'ATRIUM_S3_SECRET_ACCESS_KEY'].filter(
    (name) => !env[name],
  );
  if (missing.length) throw new Error(`ATRIUM_S3_BUCKET is set, so ${missing.join(', ')} must be set too`);
  return {
    endpoint: env.ATRIUM_S3_ENDPOINT!.replace(/\/$/, ''),
    region: env.ATRIUM_S3_REGION || 'us-east-1',
    bucket: env.ATRIUM_S3_BUCKET,
    accessKeyId: env.ATRIUM_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.ATRIUM_S3_SECRET_ACCESS_KEY!,
    forcePathStyle: bool(env, 'ATRIUM_S3_PATH_STYLE', true),
  };
}

function hostList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function textProvider(raw: string | undefined): 'mailbox' | undefined {
  if (!raw) return undefined;
  if (raw === 'mailbox') return raw;
  throw new Error(
    `ATRIUM_TEXT_PROVIDER must be "mailbox" (texts kept in the site's mailbox) or unset, got "${raw}"`,
  );
}

function carriers(raw: string | undefined): 'sandbox'[] {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names)
    if (name !== 'sandbox')
      throw new Error(`ATRIUM_CARRIERS may name "sandbox" (quotes made on this machine), got "${name}"`);
  return [...new Set(names)] as 'sandbox'[];
}

/** `ATRIUM_LOG_FORMAT`, or by default readable lines when a person watches the output (stdout is a terminal). */
function logFormat(raw: string | undefined): LogFormat {
  if (!raw) return process.stdout.isTTY ? 'pretty' : 'json';
  if ((LOG_FORMATS as readonly string[]).includes(raw)) return raw as LogFormat;
  throw new Error(`ATRIUM_LOG_FORMAT must be ${LOG_FORMATS.join(' or ')}, got "${raw}"`);
}

function difficulty(env: Env): number {
  const bits = int(env, 'ATRIUM_CAPTCHA_DIFFICULTY', 16);
  // Past 28 bits a phone would work for minutes; the bound keeps a typo from locking every member out.
  if (bits > 28) throw new Error(`ATRIUM_CAPTCHA_DIFFICULTY must be at most 28, got ${bits}`);
  return bits;
}

export function readConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const port = int(env, 'PORT', 3000);
  const dataDir = path.resolve(env.ATRIUM_DATA_DIR || '.atrium');
  const config: Config = {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl: (env.ATRIUM_PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    storefrontOrigin: env.ATRIUM_STOREFRONT_ORIGIN || 'http://localhost:3001',
    logLevel: env.LOG_LEVEL || 'info',
    logFormat: logFormat(env.ATRIUM_LOG_FORMAT),
    accessTokenTtlSeconds: int(env, 'ATRIUM_ACCESS_TOKEN_TTL', 3600),
    visitorRefreshTtlDays: int(env, 'ATRIUM_VISITOR_REFRESH_TTL_DAYS', 30),
    memberRefreshTtlDays: int(env, 'ATRIUM_MEMBER_REFRESH_TTL_DAYS', 14),
    allowPrivateWebhooks: bool(env, 'ATRIUM_ALLOW_PRIVATE_WEBHOOKS', false),
    webhookTimeoutMs: int(env, 'ATRIUM_WEBHOOK_TIMEOUT_MS', 10_000),
    webhookRetryLimit: int(env, 'ATRIUM_WEBHOOK_RETRY_LIMIT', 8),
    webhookRetryDelaySeconds: int(env, 'ATRIUM_WEBHOOK_RETRY_DELAY', 30),
    jobs: bool(env, 'ATRIUM_JOBS', true),
    ownerSessionTtlHours: int(env, 'ATRIUM_OWNER_SESSION_HOURS', 168),
    rateLimits: bool(env, 'ATRIUM_RATE_LIMITS', true),
    captchaDifficulty: difficulty(env),
    smtpUrl: env.ATRIUM_SMTP_URL || undefined,
    mailFrom: env.ATRIUM_MAIL_FROM || 'Atrium <no-reply@localhost>',
    textProvider: textProvider(env.ATRIUM_TEXT_PROVIDER),
    carriers: carriers(env.ATRIUM_CARRIERS),
    carrierTimeoutMs: int(env, 'ATRIUM_CARRIER_TIMEOUT_MS', 3_000),
    mediaDir: path.resolve(env.ATRIUM_MEDIA_DIR || path.join(dataDir, 'media')),
    s3: s3Config(env),
    mediaMaxBytes: int(env, 'ATRIUM_MEDIA_MAX_BYTES', 5 * 1024 ** 3),
    mediaImportAllowedHosts: hostList(env.ATRIUM_MEDIA_IMPORT_ALLOWED_HOSTS),
    mediaImportTimeoutMs: int(env, 'ATRIUM_MEDIA_IMPORT_TIMEOUT_MS', 60_000),
    ffmpegPath: env.ATRIUM_FFMPEG || 'ffmpeg',
    ffprobePath: env.ATRIUM_FFPROBE || 'ffprobe',
    imagePixelLimit: int(env, 'ATRIUM_IMAGE_PIXEL_LIMIT', 268_402_689),
    webDir: path.resolve(env.ATRIUM_WEB_DIR || defaultWebDir()),
    strictErrorCodes: bool(env, 'ATRIUM_STRICT_ERROR_CODES', false),
    ...overrides,
  };
  return Object.freeze(config);
}

/** Where the running server tells local `atrium` commands how to reach it. */
export const localAccessFile = (config: Config) => path.join(config.dataDir, 'local-access.json');
