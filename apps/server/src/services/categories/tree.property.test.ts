import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CATEGORY_DEPTH } from '@atrium/contract';
import { createTestApp, type TestAtrium } from '../../test/app.js';
import { moveCategory } from './moves.js';
import { TREE, walkTree } from '../../test/categories.js';
import type { Tree } from './tree.js';

let atrium: TestAtrium;
beforeAll(async () => {
  atrium = await createTestApp();
});
afterAll(async () => atrium?.close());

type Op =
  | { kind: 'create'; parent: number | null }
  | {
      kind: 'move';
      node: number;
      parent: number | null;
      position: 'FIRST' | 'LAST' | 'BEFORE' | 'AFTER' | 'NONE';
      anchor: number;
    }
  | { kind: 'delete'; node: number };

const pick = fc.nat(40);
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('create' as const), parent: fc.option(pick, { nil: null }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      node: pick,
      parent: fc.option(pick, { nil: null }),
      position: fc.constantFrom(
        'FIRST' as const,
        'LAST' as const,
        'BEFORE' as const,
        'AFTER' as const,
        'NONE' as const,
      ),
      anchor: pick,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), node: pick }) },
);

/** The plain in-memory tree the stored one must agree with: each parent's children in order. */
class Model {
  children = new Map<string, string[]>([['', []]]);
  parent = new Map<string, string>();
  ids(): string[] {
    return [...this.parent.keys()];
  }
  list(parent: string): string[] {
    if (!this.children.has(parent)) this.children.set(parent, []);
    return this.children.get(parent)!;
  }
  depth(id: string): number {
    return id ? 1 + this.depth(this.parent.get(id)!) : 0;
  }
  height(id: string): number {
    return 1 + Math.max(0, ...this.list(id).map((child) => this.height(child)));
  }
  inSubtree(id: string, root: string): boolean {
    for (let at = id; at; at = this.parent.get(at)!) if (at === root) return true;
    return false;
  }
  add(id: string, parent: string) {
    this.parent.set(id, parent);
    this.list(parent).push(id);
  }
  /** Applies a move, or answers false where the service must refuse it. */
  move(
    id: string,
    { parent, position, anchor }: { parent: string; position: string; anchor: string },
  ): boolean {
    if (parent && this.inSubtree(parent, id)) return false;
    if (this.depth(parent) + this.height(id) > MAX_CATEGORY_DEPTH) return false;
    const old = this.parent.get(id)!;
    if (
      (position === 'BEFORE' || position === 'AFTER') &&
      (this.parent.get(anchor) !== parent || anchor === id)
    )
      return false;
    if (position === 'NONE' && old === parent) return true;
    const from = this.list(old);
    from.splice(from.indexOf(id), 1);
    const to = this.list(parent);
    const at =
      position === 'FIRST'
        ? 0
        : position === 'BEFORE'
          ? to.indexOf(anchor)
          : position === 'AFTER'
            ? to.indexOf(anchor) + 1
            : to.length;
    to.splice(at, 0, id);
    this.parent.set(id, parent);
    return true;
  }
  remove(id: string) {
    for (const child of [...this.list(id)]) this.remove(child);
    const siblings = this.list(this.parent.get(id)!);
    siblings.splice(siblings.indexOf(id), 1);
    this.parent.delete(id);
    this.children.delete(id);
  }
}

describe('the stored tree', () => {
  it('agrees with a plain model after random creates, moves, reorders and deletes', async () => {
    const { categories } = atrium.modules;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 30 }), async (ops) => {
        const treeKey = `run-${run++}`;
        const tree: Tree = { siteId: atrium.site.siteId, appNamespace: TREE.appNamespace, treeKey };
        const model = new Model();
        let n = 0;
        try {
          for (const step of ops) {
            const ids = model.ids();
            const at = (i: number | null) => (i === null || !ids.length ? '' : ids[i % ids.length]!);
            if (step.kind === 'create') {
              const parent = at(step.parent);
              const create = categories.store.create(tree, {
                name: `n${n++}`,
                ...(parent ? { parentCategory: { id: parent } } : {}),
              });
              if (model.depth(parent) + 1 > MAX_CATEGORY_DEPTH) {
                await expect(create).rejects.toThrow();
                continue;
              }
              model.add((await create).id, parent);
            } else if (step.kind === 'move' && ids.length) {
              const id = at(step.node);
              const parent = at(step.parent);
              const anchor = at(step.anchor);
              const request = {
                parentCategoryId: parent || null,
                position: step.position,
                moveAfterCategoryId: anchor || null,
              };
              const expected = model.move(id, { parent, position: step.position, anchor });
              const moving = moveCategory(categories.ctx, { tree, id }, request);
              if (expected) await moving;
              else await expect(moving).rejects.toThrow();
            } else if (step.kind === 'delete' && ids.length) {
              const id = at(step.node);
              await categories.store.remove(tree, id);
              model.remove(id);
            }
          }
          const stored = await walkTree(atrium, treeKey);
          for (const [parent, list] of model.children)
            if (list.length) expect(stored.get(parent) ?? []).toEqual(list);
          for (const [parent, list] of stored) expect(model.children.get(parent)).toEqual(list);
        } finally {
          // A site holds at most 20 trees: each run clears its own, whatever happened.
          await atrium.database.executeSql('delete from categories where tree_key = $1', [treeKey]);
        }
      }),
      { numRuns: 25 },
    );
  });
});
