import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCode, createTestApp, type TestAtrium } from '../../test/app.js';
import { outboxEvents, violatedFields } from '../../test/wire.js';
import { categoriesApi, walkTree } from '../../test/categories.js';

let atrium: TestAtrium;
let api: ReturnType<typeof categoriesApi>;

beforeAll(async () => {
  atrium = await createTestApp();
  api = categoriesApi(atrium);
});
afterAll(async () => atrium?.close());

describe('moving categories', () => {
  it('reorders siblings FIRST, LAST, BEFORE and AFTER, writing one row', async () => {
    const parent = await api.create('Letters');
    const [a, b, c] = [
      await api.create('A', parent.id),
      await api.create('B', parent.id),
      await api.create('C', parent.id),
    ];
    expect(await api.children(parent.id)).toEqual([a.id, b.id, c.id]);
    const first = await api.ok(await api.move(c.id, parent.id, { position: 'FIRST' }));
    expect(first).toEqual({ parentCategoryId: parent.id, categoriesAfterMove: [c.id, a.id, b.id] });
    expect((await api.ok(await api.move(c.id, parent.id, { position: 'LAST' }))).categoriesAfterMove).toEqual(
      [a.id, b.id, c.id],
    );
    expect(
      (await api.ok(await api.move(a.id, parent.id, { position: 'AFTER', anchor: b.id })))
        .categoriesAfterMove,
    ).toEqual([b.id, a.id, c.id]);
    expect(
      (await api.ok(await api.move(c.id, parent.id, { position: 'BEFORE', anchor: b.id })))
        .categoriesAfterMove,
    ).toEqual([c.id, b.id, a.id]);
    const got = await api.ok(await api.get(b.id));
    expect(got.category.parentCategory).toEqual({ id: parent.id, index: 1 });
    // Only the moved category's row changed: its siblings keep their revision.
    expect(got.category.revision).toBe('1');
    await walkTree(atrium);
  });

  it('moves a subtree under a new parent, rewriting paths and depths, and records the move', async () => {
    const from = await api.create('From');
    const to = await api.create('To');
    const branch = await api.create('Branch', from.id);
    const leaf = await api.create('Leaf', branch.id);
    const moved = await api.ok(await api.move(branch.id, to.id));
    expect(moved).toEqual({ parentCategoryId: to.id, categoriesAfterMove: [branch.id] });
    const answer = await api.ok(await api.get(leaf.id, ['BREADCRUMBS_INFO']));
    expect(
      answer.category.breadcrumbsInfo.breadcrumbs.map((b: { categoryId: string }) => b.categoryId),
    ).toEqual([to.id, branch.id]);
    expect(await api.children(from.id)).toEqual([]);
    await walkTree(atrium);
    const toTop = await api.ok(await api.move(branch.id, null, { position: 'FIRST' }));
    expect(toTop.categoriesAfterMove[0]).toBe(branch.id);
    await walkTree(atrium);
    const events = (await outboxEvents(atrium)).filter(
      (e) => e.type === 'category.moved' && e.entityId === branch.id,
    );
    expect(events.map((e) => [e.data.previousParentCategoryId, e.data.parentCategoryId])).toEqual([
      [from.id, to.id],
      [to.id, null],
    ]);
  });

  it('refuses moves that would make a cycle, or a tree too deep, and changes nothing', async () => {
    const top = await api.create('Cycle top');
    const mid = await api.create('Cycle mid', top.id);
    const low = await api.create('Cycle low', mid.id);
    expect(applicationCode(await api.move(top.id, low.id))).toBe('CATEGORY_MOVE_CYCLE');
    expect(applicationCode(await api.move(top.id, top.id))).toBe('CATEGORY_MOVE_CYCLE');
    let parent = low.id;
    for (let depth = 4; depth <= 6; depth++) parent = (await api.create(`Level ${depth}`, parent)).id;
    const tooDeep = await api.send('POST', `${api.V1}/categories`, {
      category: { name: 'Level 7', parentCategory: { id: parent } },
      treeReference: { appNamespace: '@atrium/stores' },
    });
    expect(applicationCode(tooDeep)).toBe('CATEGORY_TOO_DEEP');
    const other = await api.create('Other top');
    const holder = await api.create('Holder', other.id);
    expect(applicationCode(await api.move(mid.id, holder.id))).toBe('CATEGORY_TOO_DEEP');
    expect(applicationCode(await api.move(mid.id, top.id, { position: 'AFTER', anchor: holder.id }))).toBe(
      'MOVE_ANCHOR_NOT_SIBLING',
    );
    expect(violatedFields(await api.move(mid.id, top.id, { position: 'AFTER' }))).toEqual([
      'moveAfterCategoryId',
    ]);
    expect(violatedFields(await api.move(mid.id, top.id, { position: 'SIDEWAYS' }))).toEqual(['position']);
    expect(await api.children(top.id)).toEqual([mid.id]);
    await walkTree(atrium);
  });

  it('leaves the tree consistent after concurrent moves in it', async () => {
    const roots: Array<{ id: string; slug: string }> = [];
    for (let i = 0; i < 4; i++) roots.push(await api.create(`Race ${i}`));
    const kids: Array<{ id: string }> = [];
    for (const root of roots) kids.push(await api.create(`Race kid of ${root.slug}`, root.id));
    // Crossing moves: each root under the next one's child; they cannot all succeed without a cycle.
    const answers = await Promise.all(
      roots.map((root, i) => api.move(root.id, kids[(i + 1) % roots.length]!.id)),
    );
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'OK' : applicationCode(answer)));
    expect(codes.filter((code) => code === 'OK').length).toBeLessThan(roots.length);
    const refusals = new Set(['OK', 'CATEGORY_MOVE_CYCLE', 'CATEGORY_TOO_DEEP']);
    expect(codes.filter((code) => !refusals.has(code!))).toEqual([]);
    // Concurrent reorders among one parent's children keep distinct sort keys.
    const parent = await api.create('Busy parent');
    const children: Array<{ id: string }> = [];
    for (let i = 0; i < 6; i++) children.push(await api.create(`Busy ${i}`, parent.id));
    await Promise.all(children.map((child) => api.move(child.id, parent.id, { position: 'FIRST' })));
    expect((await api.children(parent.id)).sort()).toEqual(children.map((c) => c.id).sort());
    await walkTree(atrium);
  });
});
