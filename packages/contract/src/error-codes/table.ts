/** The shape of a part of the error code table: each code's HTTP status and its one-line meaning. */
export type ErrorTable = Record<string, { readonly status: number; readonly meaning: string }>;
