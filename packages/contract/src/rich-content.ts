import { z } from 'zod';
import { Timestamp } from './scalars.js';

// Rich content (specification 000 section 3): a tree of typed nodes. It is stored and returned as data and
// never rendered as HTML by Atrium; the bounds keep one description from becoming a denial of service.

export const RICH_CONTENT_NODE_TYPES = [
  'PARAGRAPH',
  'TEXT',
  'HEADING',
  'BULLETED_LIST',
  'ORDERED_LIST',
  'LIST_ITEM',
  'BLOCKQUOTE',
  'CODE_BLOCK',
  'VIDEO',
  'DIVIDER',
  'FILE',
  'GALLERY',
  'GIF',
  'HTML',
  'IMAGE',
  'LINK_PREVIEW',
  'MAP',
  'POLL',
  'APP_EMBED',
  'BUTTON',
  'COLLAPSIBLE_LIST',
  'TABLE',
  'EMBED',
  'COLLAPSIBLE_ITEM',
  'COLLAPSIBLE_ITEM_TITLE',
  'COLLAPSIBLE_ITEM_BODY',
  'TABLE_CELL',
  'TABLE_ROW',
  'EXTERNAL',
  'AUDIO',
  'CAPTION',
  'LAYOUT',
  'LAYOUT_CELL',
  'SHAPE',
  'CARD',
  'TOC',
] as const;
export const RichContentNodeType = z.enum(RICH_CONTENT_NODE_TYPES);

/** Limits on one rich-content document. */
export const RICH_CONTENT_LIMITS = { depth: 20, nodes: 5000, jsonLength: 200_000, textLength: 10_000 };

export interface RichContentNode {
  type: z.infer<typeof RichContentNodeType>;
  id?: string | null | undefined;
  nodes?: RichContentNode[] | null | undefined;
  textData?: { text: string; decorations?: Record<string, unknown>[] | null | undefined } | null | undefined;
  [data: string]: unknown;
}

export const RichContentNode: z.ZodType<RichContentNode> = z.lazy(() =>
  z
    .object({
      type: RichContentNodeType,
      id: z.string().max(100).nullish(),
      nodes: z.array(RichContentNode).max(RICH_CONTENT_LIMITS.nodes).nullish(),
      textData: z
        .object({
          text: z.string().max(RICH_CONTENT_LIMITS.textLength),
          decorations: z.array(z.record(z.string(), z.unknown())).max(100).nullish(),
        })
        .nullish(),
    })
    // Each node type has its own `<type>Data` object (paragraphData, imageData, ...): kept as given.
    .catchall(z.unknown()),
);

export const RichContentMetadata = z.object({
  version: z.number().int().nullish(),
  createdTimestamp: Timestamp.nullish(),
  updatedTimestamp: Timestamp.nullish(),
  id: z.string().max(100).nullish(),
});

function depthAndCount(nodes: readonly RichContentNode[] | null | undefined, depth = 1): [number, number] {
  let deepest = nodes?.length ? depth : 0;
  let count = 0;
  for (const node of nodes ?? []) {
    const [d, c] = depthAndCount(node.nodes, depth + 1);
    deepest = Math.max(deepest, d);
    count += 1 + c;
  }
  return [deepest, count];
}

export const RichContent = z
  .object({
    nodes: z.array(RichContentNode).max(RICH_CONTENT_LIMITS.nodes),
    metadata: RichContentMetadata.nullish(),
    documentStyle: z.record(z.string(), z.unknown()).nullish(),
  })
  .superRefine((content, ctx) => {
    const [depth, count] = depthAndCount(content.nodes);
    if (depth > RICH_CONTENT_LIMITS.depth)
      ctx.addIssue({ code: 'custom', message: `must nest at most ${RICH_CONTENT_LIMITS.depth} levels` });
    if (count > RICH_CONTENT_LIMITS.nodes)
      ctx.addIssue({ code: 'custom', message: `must hold at most ${RICH_CONTENT_LIMITS.nodes} nodes` });
    if (JSON.stringify(content).length > RICH_CONTENT_LIMITS.jsonLength)
      ctx.addIssue({
        code: 'custom',
        message: `must be at most ${RICH_CONTENT_LIMITS.jsonLength} characters as JSON`,
      });
  });
export type RichContent = z.infer<typeof RichContent>;

/** The text of a rich-content document, one line per block: for plain descriptions and search. */
export function richContentText(content: RichContent): string {
  const textOf = (nodes: readonly RichContentNode[]): string =>
    nodes
      .map((node) => (node.type === 'TEXT' ? (node.textData?.text ?? '') : textOf(node.nodes ?? [])))
      .join(nodes.some((node) => node.type !== 'TEXT') ? '\n' : '');
  return textOf(content.nodes)
    .replace(/\n{2,}/g, '\n')
    .trim();
}
