import { afterEach, describe, expect, it } from 'vitest';
import { openBranchesKey, readOpenBranches, writeOpenBranches } from './open-branches';

describe('the open branches of a category tree', () => {
  afterEach(() => sessionStorage.clear());

  it('are kept per site and tree, and forgotten when none is open', () => {
    const key = openBranchesKey('site-1', '@atrium/stores');
    writeOpenBranches(key, new Set(['a', 'b']));
    expect([...readOpenBranches(key)]).toEqual(['a', 'b']);
    expect(readOpenBranches(openBranchesKey('site-2', '@atrium/stores')).size).toBe(0);
    expect(readOpenBranches(openBranchesKey('site-1', '@atrium/stores#other')).size).toBe(0);
    writeOpenBranches(key, new Set());
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('start closed when the storage holds something else', () => {
    const key = openBranchesKey('site-1', '@atrium/stores');
    sessionStorage.setItem(key, '{not json');
    expect(readOpenBranches(key).size).toBe(0);
    sessionStorage.setItem(key, JSON.stringify({ a: 1 }));
    expect(readOpenBranches(key).size).toBe(0);
    sessionStorage.setItem(key, JSON.stringify(['a', 7, null]));
    expect([...readOpenBranches(key)]).toEqual(['a']);
  });
});
