import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SaveStatus, type SaveOutcome } from './save-status';

const render = (mutation: SaveOutcome) =>
  renderToStaticMarkup(
    <MantineProvider>
      <SaveStatus mutation={mutation} />
    </MantineProvider>,
  );

describe('the outcome of a saved setting', () => {
  it('says nothing before the server has answered', () => {
    // Mantine's provider writes its style element whatever it holds; nothing else may be there.
    const empty = render({ status: 'idle', error: null });
    expect(empty).not.toContain('Saved.');
    expect(empty).not.toContain('role=');
    expect(render({ status: 'pending', error: null })).toBe(empty);
  });

  it('says "Saved." as a status once stored, and shows a refusal as an alert', () => {
    const saved = render({ status: 'success', error: null });
    expect(saved).toContain('role="status"');
    expect(saved).toContain('Saved.');
    const refused = render({ status: 'error', error: new Error('Network down') });
    expect(refused).toContain('role="alert"');
    expect(refused).not.toContain('Saved.');
  });
});
