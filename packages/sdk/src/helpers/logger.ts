/** A small leveled logger with pino's level numbers (specification 000 section 9). */

export const LOG_LEVELS = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10 } as const;
export type LogLevel = keyof typeof LOG_LEVELS;

export function levelValue(level: string): number {
  if (!Object.hasOwn(LOG_LEVELS, level)) throw new Error('unknown level');
  return LOG_LEVELS[level as LogLevel];
}

export interface LogRecord {
  level: LogLevel;
  levelValue: number;
  time: number;
  msg: string;
  [field: string]: unknown;
}

export type LogSink = (record: LogRecord) => void;
type LogMethod = (msg: string, fields?: Record<string, unknown>) => void;

export interface Logger extends Record<LogLevel, LogMethod> {
  readonly level: LogLevel;
  setLevel(level: LogLevel): void;
  isLevelEnabled(level: LogLevel): boolean;
}

export interface LoggerOptions {
  /** The lowest level written; `info` by default. */
  level?: LogLevel;
  sink?: LogSink;
  /** Fields added to every record. */
  fields?: Record<string, unknown>;
}

export const consoleSink: LogSink = (record) => {
  const write =
    record.levelValue >= LOG_LEVELS.error
      ? console.error
      : record.levelValue >= LOG_LEVELS.warn
        ? console.warn
        : record.levelValue >= LOG_LEVELS.info
          ? console.info
          : console.debug;
  write(record);
};

export function createLogger(options: LoggerOptions = {}): Logger {
  let level: LogLevel = options.level ?? 'info';
  let threshold = levelValue(level);
  const sink = options.sink ?? consoleSink;
  const method =
    (name: LogLevel): LogMethod =>
    (msg, fields) => {
      const value = LOG_LEVELS[name];
      if (value < threshold) return;
      sink({ ...options.fields, ...fields, level: name, levelValue: value, time: Date.now(), msg });
    };
  return {
    get level() {
      return level;
    },
    setLevel(next) {
      threshold = levelValue(next);
      level = next;
    },
    isLevelEnabled: (name) => levelValue(name) >= threshold,
    fatal: method('fatal'),
    error: method('error'),
    warn: method('warn'),
    info: method('info'),
    debug: method('debug'),
    trace: method('trace'),
  };
}
