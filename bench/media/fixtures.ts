// What the media benchmark works on: a camera-sized JPEG, and a folder of many files put straight into the
// database (fixture setup, not the thing measured).
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { readConfig } from '../../apps/server/src/config.js';
import { openDatabase } from '../../apps/server/src/core/db/open.js';
import { mediaFiles, mediaFolders } from '../../apps/server/src/services/media/tables.js';

/**
 * A 12-megapixel JPEG (4000x3000) of gradients under per-pixel noise: flat test patterns compress to almost
 * nothing and decode faster than photographs, noise keeps it near a real camera's 4 MB.
 */
export async function cameraJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12_345;
  const clamp = (value: number) => Math.max(0, Math.min(255, value));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1_103_515_245 + 12_345) >>> 0;
      const noise = ((seed >>> 16) % 33) - 16;
      const at = (y * width + x) * 3;
      pixels[at] = clamp((x * 255) / width + noise);
      pixels[at + 1] = clamp((y * 255) / height + noise);
      pixels[at + 2] = clamp(128 + 64 * Math.sin((x + y) / 300) + noise);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const mediaId = () => randomBytes(12).toString('hex');

/**
 * A folder under the media root holding `count` READY images, written with Drizzle before the server starts
 * (PGlite is one process's database). Returns the folder's id.
 */
export async function folderOfFiles(
  env: NodeJS.ProcessEnv,
  options: { siteId: string; apiKeyId: string; count: number },
): Promise<string> {
  const database = await openDatabase(readConfig(env));
  try {
    const { db } = database;
    const folderId = mediaId();
    const start = Date.now() - options.count * 60_000;
    await db.insert(mediaFolders).values({
      id: folderId,
      siteId: options.siteId,
      displayName: 'Bench photos',
      parentFolderId: 'media-root',
      rootFolder: 'MEDIA_ROOT',
    });
    const BATCH = 1000;
    for (let first = 0; first < options.count; first += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, options.count - first) }, (_, offset) => {
        const i = first + offset;
        const at = new Date(start + i * 60_000);
        return {
          id: mediaId(),
          siteId: options.siteId,
          displayName: `IMG_${String(i).padStart(5, '0')}.jpg`,
          parentFolderId: folderId,
          rootFolder: 'MEDIA_ROOT',
          mimeType: 'image/jpeg',
          mediaType: 'IMAGE',
          sizeInBytes: 3_000_000 + ((i * 7919) % 2_000_000),
          hash: createHash('sha256').update(String(i)).digest('hex'),
          labels: i % 10 === 0 ? ['holiday'] : [],
          operationStatus: 'READY' as const,
          details: { format: 'jpeg', width: 4000, height: 3000, prominentColor: '#6a7f94' },
          uploadedBy: { kind: 'apiKey' as const, id: options.apiKeyId },
          createdAt: at,
          updatedAt: at,
        };
      });
      await db.insert(mediaFiles).values(rows);
    }
    // A library that grew over time has planner statistics (autovacuum); right after a bulk insert PostgreSQL
    // has none, guesses one row per folder and sorts the whole folder for each page instead of reading the index.
    await db.execute(sql`analyze ${mediaFiles}`);
    return folderId;
  } finally {
    await database.close();
  }
}
