import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichDescription } from './rich-description';

describe('a rich-content description', () => {
  it('is shown as escaped text, so markup in it never runs', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <RichDescription
          content={{
            nodes: [
              {
                type: 'PARAGRAPH',
                nodes: [{ type: 'TEXT', textData: { text: '<img src=x onerror="alert(1)">Socks' } }],
              },
            ],
          }}
        />
      </MantineProvider>,
    );
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Socks');
    expect(html).not.toContain('<img');
  });

  it('shows nothing for an empty description', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <RichDescription content={{ nodes: [] }} />
      </MantineProvider>,
    );
    expect(html).not.toContain('rich-description');
  });
});
