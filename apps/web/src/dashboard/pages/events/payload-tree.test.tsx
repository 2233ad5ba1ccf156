import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PayloadTree } from './payload-tree';
import { actorText } from './actor';

const render = (data: Record<string, unknown>) =>
  renderToStaticMarkup(
    <MantineProvider>
      <PayloadTree data={data} label="Data of oauth_client.updated" />
    </MantineProvider>,
  );

describe('the payload tree', () => {
  it('shows the first level open, with the wire names, and folds deeper objects', () => {
    const html = render({
      _id: 'c1',
      changes: { name: 'Main shop', policy: { secretWord: 'hidden until opened' } },
      origins: [],
      note: null,
    });
    expect(html).toContain('aria-label="Data of oauth_client.updated"');
    expect(html).toMatch(/id:<\/span> <span[^>]*>c1</);
    expect(html).toMatch(/aria-expanded="true"[^>]*>.*changes \{2\}/);
    expect(html).toContain('name:');
    expect(html).toMatch(/aria-expanded="false"[^>]*>.*policy \{1\}/);
    expect(html).not.toContain('secretWord');
    expect(html).toMatch(/origins:<\/span> <span[^>]*>\[\]</);
    expect(html).toMatch(/note:<\/span> <span[^>]*>null</);
  });

  it('says so when there is no data', () => {
    expect(render({})).toContain('No data');
  });
});

describe('an actor', () => {
  it('is named by email, key name, or as the system', () => {
    expect(actorText({ kind: 'OWNER', _id: 'o1', email: 'ada@example.com' })).toBe('Owner ada@example.com');
    expect(actorText({ kind: 'API_KEY', _id: 'k1', name: 'Reports' })).toBe('API key “Reports”');
    expect(actorText({ kind: 'SYSTEM' })).toBe('Atrium (a scheduled job)');
    expect(actorText(null)).toBe('Not recorded');
  });
});
