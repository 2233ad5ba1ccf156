import { describe, expect, it } from 'vitest';
import { createLogger, levelValue } from './logger.js';
import type { LogRecord } from './logger.js';

describe('logger', () => {
  it('knows the six levels and nothing else', () => {
    expect(['fatal', 'error', 'warn', 'info', 'debug', 'trace'].map(levelValue)).toEqual([
      60, 50, 40, 30, 20, 10,
    ]);
    expect(() => levelValue('verbose')).toThrow('unknown level');
    expect(() => levelValue('toString')).toThrow('unknown level');
    expect(() => createLogger({ level: 'loud' as never })).toThrow('unknown level');
  });

  it('writes records at or above its level, info by default', () => {
    const records: LogRecord[] = [];
    const logger = createLogger({ sink: (record) => records.push(record), fields: { name: 'sdk' } });
    logger.trace('t');
    logger.debug('d');
    logger.info('i', { requestId: 'r1' });
    logger.warn('w');
    logger.error('e');
    logger.fatal('f');
    expect(records.map((record) => [record.level, record.levelValue, record.msg])).toEqual([
      ['info', 30, 'i'],
      ['warn', 40, 'w'],
      ['error', 50, 'e'],
      ['fatal', 60, 'f'],
    ]);
    expect(records[0]).toMatchObject({ name: 'sdk', requestId: 'r1' });
    expect(typeof records[0]!.time).toBe('number');
  });

  it('changes level', () => {
    const records: LogRecord[] = [];
    const logger = createLogger({ level: 'error', sink: (record) => records.push(record) });
    logger.warn('hidden');
    expect(logger.isLevelEnabled('warn')).toBe(false);
    logger.setLevel('trace');
    expect(logger.level).toBe('trace');
    logger.trace('shown');
    expect(records.map((record) => record.msg)).toEqual(['shown']);
    expect(() => logger.setLevel('nope' as never)).toThrow('unknown level');
    expect(logger.level).toBe('trace');
  });

  it('keeps its own fields over the caller fields', () => {
    const records: LogRecord[] = [];
    createLogger({ sink: (record) => records.push(record) }).info('real', { msg: 'fake', level: 'fatal' });
    expect(records[0]).toMatchObject({ msg: 'real', level: 'info' });
  });
});
