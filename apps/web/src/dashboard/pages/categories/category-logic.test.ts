import { ApplicationError, ValidationError } from '@atrium/sdk';
import { describe, expect, it } from 'vitest';
import {
  dropZoneAt,
  flattenTree,
  isStaleRevision,
  moveItem,
  planMove,
  planStep,
  richText,
  sameItems,
  treeChoices,
  treeFromValue,
  treeLabel,
  treeValue,
} from './category-logic';

const top = (id: string) => ({ id, parentId: null, ancestorIds: [] });
const under = (id: string, parentId: string, ancestorIds: string[] = [parentId]) => ({
  id,
  parentId,
  ancestorIds,
});

describe('category trees', () => {
  it('offers the store tree even before it has a category, and names trees as one value', () => {
    expect(treeChoices([])).toEqual([{ appNamespace: '@atrium/stores' }]);
    const trees = [
      { appNamespace: '@atrium/stores', treeKey: null },
      { appNamespace: '@acme/blog', treeKey: 'main' },
    ];
    expect(treeChoices(trees)).toEqual(trees);
    expect(treeValue({ appNamespace: '@acme/blog', treeKey: 'main' })).toBe('@acme/blog#main');
    expect(treeFromValue('@acme/blog#main')).toEqual({ appNamespace: '@acme/blog', treeKey: 'main' });
    expect(treeFromValue('@atrium/stores')).toEqual({ appNamespace: '@atrium/stores' });
  });

  it('names the store tree in words, and an app tree by its namespace and key', () => {
    expect(treeLabel({ appNamespace: '@atrium/stores' })).toBe('Store categories');
    expect(treeLabel({ appNamespace: '@atrium/stores', treeKey: null })).toBe('Store categories');
    expect(treeLabel({ appNamespace: '@acme/blog', treeKey: 'main' })).toBe('@acme/blog (main)');
    expect(treeLabel({ appNamespace: '@acme/blog' })).toBe('@acme/blog');
  });

  it('flattens a tree depth first, siblings by index, keeping categories whose parent is not loaded', () => {
    const entry = (_id: string, parent: string | null, index: number) => ({
      _id,
      name: _id.toUpperCase(),
      parentCategory: { _id: parent, index },
    });
    const flat = flattenTree([
      entry('b', null, 1),
      entry('a', null, 0),
      entry('a2', 'a', 1),
      entry('a1', 'a', 0),
      entry('a1x', 'a1', 0),
      entry('orphan', 'gone', 0),
    ]);
    expect(flat.map((row) => `${'-'.repeat(row.depth)}${row.id}`)).toEqual([
      'a',
      '-a1',
      '--a1x',
      '-a2',
      'orphan',
      'b',
    ]);
  });
});

describe('moves from a drop', () => {
  const siblings = ['a', 'b', 'c'];

  it('splits a row into before, inside and after', () => {
    const rect = { top: 100, height: 40 };
    expect([105, 120, 135].map((y) => dropZoneAt(rect, y))).toEqual(['before', 'inside', 'after']);
  });

  it('places a category among its siblings as FIRST or AFTER the one before it', () => {
    expect(planMove({ dragged: top('c'), target: top('a'), zone: 'before', siblingIds: siblings })).toEqual({
      parentCategoryId: null,
      position: 'FIRST',
    });
    expect(planMove({ dragged: top('c'), target: top('b'), zone: 'before', siblingIds: siblings })).toEqual({
      parentCategoryId: null,
      position: 'AFTER',
      moveAfterCategoryId: 'a',
    });
    expect(planMove({ dragged: top('a'), target: top('c'), zone: 'after', siblingIds: siblings })).toEqual({
      parentCategoryId: null,
      position: 'AFTER',
      moveAfterCategoryId: 'c',
    });
  });

  it('moves a category under another one, last among its children', () => {
    expect(planMove({ dragged: top('a'), target: top('b'), zone: 'inside', siblingIds: siblings })).toEqual({
      parentCategoryId: 'b',
      position: 'LAST',
    });
  });

  it('moves a category from one parent to a place among another level', () => {
    const plan = planMove({
      dragged: under('x', 'b'),
      target: top('b'),
      zone: 'after',
      siblingIds: siblings,
    });
    expect(plan).toEqual({ parentCategoryId: null, position: 'AFTER', moveAfterCategoryId: 'b' });
    const first = planMove({
      dragged: under('x', 'b'),
      target: top('a'),
      zone: 'before',
      siblingIds: siblings,
    });
    expect(first).toEqual({ parentCategoryId: null, position: 'FIRST' });
  });

  it('does nothing for a drop that changes nothing, and refuses a drop into its own subtree', () => {
    expect(
      planMove({ dragged: top('a'), target: top('a'), zone: 'inside', siblingIds: siblings }),
    ).toBeNull();
    expect(
      planMove({ dragged: top('a'), target: top('b'), zone: 'before', siblingIds: siblings }),
    ).toBeNull();
    expect(planMove({ dragged: top('b'), target: top('a'), zone: 'after', siblingIds: siblings })).toBeNull();
    const grandchild = under('a1x', 'a1', ['a', 'a1']);
    expect(
      planMove({ dragged: top('a'), target: grandchild, zone: 'inside', siblingIds: ['a1x'] }),
    ).toBeNull();
    expect(
      planMove({ dragged: top('a'), target: grandchild, zone: 'before', siblingIds: ['a1x'] }),
    ).toBeNull();
  });

  it('steps up and down among siblings', () => {
    expect(planStep(top('b'), siblings, -1)).toEqual({ parentCategoryId: null, position: 'FIRST' });
    expect(planStep(top('b'), siblings, 1)).toEqual({
      parentCategoryId: null,
      position: 'AFTER',
      moveAfterCategoryId: 'c',
    });
    expect(planStep(top('a'), siblings, -1)).toBeNull();
    expect(planStep(top('c'), siblings, 1)).toBeNull();
  });
});

describe('items and errors', () => {
  const item = (catalogItemId: string) => ({ appId: 'stores', catalogItemId });

  it('reorders items and compares orders', () => {
    const list = [item('1'), item('2'), item('3')];
    expect(moveItem(list, 2, 0).map((i) => i.catalogItemId)).toEqual(['3', '1', '2']);
    expect(moveItem(list, 0, 1).map((i) => i.catalogItemId)).toEqual(['2', '1', '3']);
    expect(moveItem(list, 0, 5)).toEqual(list);
    expect(sameItems(list, [...list])).toBe(true);
    expect(sameItems(list, moveItem(list, 0, 1))).toBe(false);
  });

  it('recognises a stale revision by its 409', () => {
    const stale = new ApplicationError({
      status: 409,
      message: 'Changed',
      code: 'X',
      description: 'Changed',
    });
    const other = new ApplicationError({ status: 404, message: 'Gone', code: 'Y', description: 'Gone' });
    expect(isStaleRevision(stale)).toBe(true);
    expect(isStaleRevision(other)).toBe(false);
    expect(isStaleRevision(new ValidationError({ status: 400, fieldViolations: [] }))).toBe(false);
    expect(isStaleRevision(new Error('x'))).toBe(false);
  });

  it('reads a rich-content description as plain text, markup and all', () => {
    const content = {
      nodes: [
        { type: 'HEADING', nodes: [{ type: 'TEXT', textData: { text: '<script>alert(1)</script>' } }] },
        {
          type: 'PARAGRAPH',
          nodes: [
            { type: 'TEXT', textData: { text: 'Warm ' } },
            { type: 'TEXT', textData: { text: 'socks' } },
          ],
        },
      ],
    };
    expect(richText(content)).toBe('<script>alert(1)</script>\nWarm socks');
    expect(richText(null)).toBe('');
  });
});
