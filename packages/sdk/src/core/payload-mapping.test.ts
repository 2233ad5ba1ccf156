import { describe, expect, it } from 'vitest';
import { buildPayload, compileMapping, fieldToArgument } from './payload-mapping.js';

describe('payload mapping', () => {
  it('sends each argument under its own name, `_id` as `id`, and spreads `options`', () => {
    const mapping = compileMapping(['_id', 'loginId', 'options']);
    const payload = buildPayload(mapping, ['c1', 'a@b.c', { password: 'pw', captchaTokens: undefined }]);
    expect(payload).toEqual({ id: 'c1', loginId: 'a@b.c', password: 'pw' });
    expect(fieldToArgument(mapping, 'password')).toBe('options.password');
    expect(fieldToArgument(mapping, 'loginId')).toBe('loginId');
    expect(fieldToArgument(mapping, 'id')).toBe('_id');
  });

  it('lets a named argument win over the same field inside the spread options', () => {
    const mapping = compileMapping(['thingId', 'options']);
    expect(buildPayload(mapping, ['t1', { thingId: 'other', size: 1 }])).toEqual({ thingId: 't1', size: 1 });
  });

  it('places an id inside an entity without changing the caller object', () => {
    const mapping = compileMapping(['_id', 'webhook', 'options'], {
      webhook: 'webhook',
      'webhook.id': '_id',
      fieldMask: 'options.fieldMask',
    });
    const webhook = { _id: 'stale', url: 'https://x.test', _createdDate: new Date('2026-01-01T00:00:00Z') };
    const payload = buildPayload(mapping, ['w1', webhook, { fieldMask: ['url'], ignored: true }]);
    expect(payload).toEqual({
      webhook: { id: 'w1', url: 'https://x.test', createdDate: '2026-01-01T00:00:00.000Z' },
      fieldMask: 'url',
    });
    expect(webhook._id).toBe('stale');
  });

  it('maps violations back to the caller names, longest mapping first', () => {
    const mapping = compileMapping(['_id', 'webhook', 'options'], {
      webhook: 'webhook',
      'webhook.id': '_id',
      fieldMask: 'options.fieldMask',
    });
    expect(fieldToArgument(mapping, 'webhook.id')).toBe('_id');
    expect(fieldToArgument(mapping, 'webhook.url')).toBe('webhook.url');
    expect(fieldToArgument(mapping, 'webhook.owner.createdDate')).toBe('webhook.owner._createdDate');
    expect(fieldToArgument(mapping, 'fieldMask')).toBe('options.fieldMask');
    expect(fieldToArgument(mapping, 'webhooks')).toBe('webhooks');
  });

  it('reads nested argument paths and leaves absent ones out', () => {
    const mapping = compileMapping(['options'], {
      treeReference: 'options.tree',
      'paging.limit': 'options.size',
    });
    expect(buildPayload(mapping, [{ tree: { ns: 'a' }, size: 5 }])).toEqual({
      treeReference: { ns: 'a' },
      paging: { limit: 5 },
    });
    expect(buildPayload(mapping, [undefined])).toEqual({});
  });
});
