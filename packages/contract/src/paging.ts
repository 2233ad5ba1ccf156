import { z } from 'zod';

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;
export const MAX_CURSOR_LENGTH = 16000;

export const SortOrder = z.enum(['ASC', 'DESC']);
export type SortOrder = z.infer<typeof SortOrder>;

export const Sorting = z.object({
  fieldName: z.string().min(1).max(512),
  order: SortOrder.default('ASC'),
});
export type Sorting = z.infer<typeof Sorting>;

const limit = z.number().int().min(0).max(MAX_LIMIT);

export const CursorPaging = z.object({
  limit: limit.nullish(),
  cursor: z.string().max(MAX_CURSOR_LENGTH).nullish(),
});
export type CursorPaging = z.infer<typeof CursorPaging>;

export const Paging = z.object({
  limit: limit.nullish(),
  offset: z.number().int().min(0).nullish(),
});
export type Paging = z.infer<typeof Paging>;

/** A filter in the wire's operator language (WIRE.md section 9); checked field by field by the query engine. */
export const Filter = z.record(z.string(), z.unknown());
export type Filter = z.infer<typeof Filter>;

export const Query = z.object({
  filter: Filter.nullish(),
  sort: z.array(Sorting).max(10).nullish(),
  cursorPaging: CursorPaging.nullish(),
  paging: Paging.nullish(),
});
export type Query = z.infer<typeof Query>;

export const Cursors = z.object({
  next: z.string().nullish(),
  prev: z.string().nullish(),
});

export const PagingMetadata = z.object({
  count: z.number().int(),
  offset: z.number().int().optional(),
  total: z.number().int().optional(),
  tooManyToCount: z.boolean().optional(),
  cursors: Cursors,
  hasNext: z.boolean(),
});
export type PagingMetadata = z.infer<typeof PagingMetadata>;
