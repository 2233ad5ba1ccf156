/**
 * The 64-bit integers of answers that carry file descriptors (`{file}`, `{files}`, bulk `{results}`), which
 * travel as strings and are shown as numbers: for the files module and for answers read outside a call
 * (helpers/upload.ts). Kept out of the module so that they do not show as members of `client.files`.
 */
import type { Int64Fields } from '../core/call-api.js';

// Written out rather than computed, so that a bundler sees no work at import time and drops what is unused.
export const ONE_FILE: Int64Fields = {
  response: [
    'file.sizeInBytes',
    'file.media.audio.sizeInBytes',
    'file.media.archive.sizeInBytes',
    'file.media.model3d.sizeInBytes',
  ],
};
export const MANY_FILES: Int64Fields = {
  response: [
    'files.sizeInBytes',
    'files.media.audio.sizeInBytes',
    'files.media.archive.sizeInBytes',
    'files.media.model3d.sizeInBytes',
  ],
};
export const BULK_RESULTS: Int64Fields = {
  response: [
    'results.item.sizeInBytes',
    'results.item.media.audio.sizeInBytes',
    'results.item.media.archive.sizeInBytes',
    'results.item.media.model3d.sizeInBytes',
  ],
};
