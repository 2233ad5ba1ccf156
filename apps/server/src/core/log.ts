import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type LogLevel,
} from 'fastify';
import type { Config } from '../config.js';

/** Where logs are written: process.stdout, or a stream a test reads. */
export interface LogStream {
  write(chunk: string): unknown;
}

const SEVERITY: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 };
const LABELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
// Fields that every line has, or that the line already shows in its own words.
const SHOWN_OTHERWISE = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err']);

/** The request's path; a query is only marked, since a GET's `.r` form can carry 14 KB of it. */
const pathOf = (url: string) => (url.includes('?') ? `${url.slice(0, url.indexOf('?'))}?…` : url);

/** Fastify's request lines, pretty: none when a request arrives, one when it is answered. */
export class PrettyLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  // The request's own line says 404.
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = `${request.method} ${pathOf(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

function field(key: string, value: unknown): string {
  return `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`;
}

/** One pino JSON line as a person reads it: `12:03:04 GET /atrium/v1/site 200 3 ms`, `12:03:05 WARN …`. */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const level = Number(entry.level);
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const words = [
    new Date(Number(entry.time)).toTimeString().slice(0, 8),
    LABELS[level],
    `${entry.msg ?? ''}${err?.message ? `: ${err.message}` : ''}`,
    ...Object.entries(entry)
      // A request id helps to find a failure (its answer carries the id), not an ordinary line.
      .filter(([key]) => !SHOWN_OTHERWISE.has(key) && !(key === 'requestId' && level < SEVERITY.warn!))
      .map(([key, value]) => field(key, value)),
  ];
  const stack = level >= SEVERITY.error! && err?.stack ? err.stack.split('\n').slice(1) : [];
  return [words.filter(Boolean).join(' '), ...stack].join('\n');
}

/** A pino destination that writes each JSON line to `out` as `prettyLine` shows it. */
export function prettyStream(out: LogStream): LogStream {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line) out.write(prettyLine(line) + '\n');
    },
  };
}

/** Fastify's logger settings for the configured level and format; JSON goes to pino's own stdout writer. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  if (config.logFormat === 'pretty')
    return { level: config.logLevel, stream: prettyStream(stream ?? process.stdout) };
  return { level: config.logLevel, ...(stream ? { stream } : {}) };
}

/**
 * The log level for the web app's files (its pages and assets) in the pretty format: warnings and errors only,
 * so that loading the dashboard does not print a line per file. Undefined: the level of every other route.
 */
export function webLogLevel(config: Pick<Config, 'logLevel' | 'logFormat'>): LogLevel | undefined {
  if (config.logFormat !== 'pretty') return undefined;
  const configured = SEVERITY[config.logLevel] ?? Infinity;
  return configured > SEVERITY.warn! ? (config.logLevel as LogLevel) : 'warn';
}
