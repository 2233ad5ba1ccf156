import type { categories } from '@atrium/sdk';
import { Text } from '@mantine/core';
import { richText } from './category-logic';

/**
 * A rich-content description as plain text. It comes from whoever wrote the category (an app, an import), so
 * it is shown as React text, which escapes it, and never as HTML.
 */
export function RichDescription({ content }: { content: categories.RichContent | null | undefined }) {
  const text = richText(content);
  if (!text) return null;
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="rich-description">
      {text}
    </Text>
  );
}
