import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from '../../../core/wire/errors.js';
import { derivedKey, originalKey } from '../blob-keys.js';
import type { MediaContext } from '../context.js';
import { archivedFile, archiveOfToken, liveFile } from './delivery.js';
import type { FileRow } from '../files.js';
import { IMMUTABLE, sendBlob, serveOriginal, type Exchange } from './serve.js';
import { readGrant } from '../signing.js';

const DERIVED = /^(poster\.jpg|hls\/master\.m3u8|hls\/\d{3,4}p\/(index\.m3u8|segment\d{4}\.ts))$/;
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

/** The master playlist lists the renditions processing made; it is written from the row, not stored. */
function masterPlaylist(file: FileRow): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const r of file.details.renditions ?? []) {
    const bandwidth = r.height >= 720 ? 2_800_000 : 900_000;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${r.width}x${r.height}`,
      `${r.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** An asset processing derived from a file (its poster, its stream), at a path under the file. */
interface DerivedServing {
  file: FileRow;
  path: string;
  cacheControl: string;
}

async function serveDerived(
  ctx: MediaContext,
  exchange: Exchange,
  { file, path, cacheControl }: DerivedServing,
) {
  const { reply } = exchange;
  if (!DERIVED.test(path)) throw appError('ASSET_NOT_FOUND', {}, `The file has no asset ${path}`);
  if (path === 'hls/master.m3u8') {
    if (!file.details.renditions?.length) throw appError('ASSET_NOT_FOUND', {}, 'The video has no stream');
    return reply
      .header('content-type', TYPES.m3u8)
      .header('cache-control', cacheControl)
      .send(masterPlaylist(file));
  }
  return sendBlob(ctx, exchange, {
    key: derivedKey(file, path),
    contentType: TYPES[path.split('.').pop()!]!,
    etag: `"${file.hash}-${path}"`,
    cacheControl,
  });
}

function grantOf(ctx: MediaContext, request: FastifyRequest, reply: FastifyReply) {
  const { token } = request.params as { token: string };
  const grant = readGrant(ctx.signingKey, token);
  if (!grant) throw appError('INVALID_SIGNATURE');
  const remaining = grant.e - Math.floor(ctx.clock() / 1000);
  if (remaining <= 0) {
    if (grant.r) return { grant, expired: reply.redirect(grant.r, 302) };
    throw appError('URL_EXPIRED');
  }
  return { grant, cacheControl: `private, max-age=${remaining}` };
}

async function serveArchive(ctx: MediaContext, request: FastifyRequest, reply: FastifyReply) {
  const { token } = request.params as { token: string };
  const row = await archiveOfToken(ctx, token);
  // Loaded at the first download of a folder rather than at the server's start.
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ zlib: { level: 1 } });
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${row.name.replace(/[^\w.-]/g, '_')}.zip"`)
    .header('cache-control', 'private, no-store');
  void (async () => {
    for (const entry of row.entries) {
      const file = await archivedFile(ctx, row, entry.fileId);
      if (!file || !(await ctx.store.stat(originalKey(file)))) continue;
      const added = new Promise((resolve) => archive.once('entry', resolve));
      archive.append(await ctx.store.get(originalKey(file)), { name: entry.name });
      await added;
    }
    await archive.finalize();
  })().catch((error: Error) => archive.abort() && request.log.error({ err: error }, 'archive failed'));
  return reply.send(archive);
}

/** The bytes: public files at stable addresses, private ones and streams behind signed, expiring tokens. */
export function deliveryRoutes(ctx: MediaContext) {
  return async (app: FastifyInstance) => {
    app.get('/media/:fileId', async (request, reply) => {
      const file = await liveFile(ctx, request.params as { fileId: string });
      if (file.private)
        throw appError(
          'PRIVATE_FILE',
          {},
          'This file is private: ask for a download URL (generate-file-download-url)',
        );
      return serveOriginal(ctx, { request, reply }, { file, cacheControl: IMMUTABLE });
    });
    app.get('/media/:fileId/*', async (request, reply) => {
      const params = request.params as { fileId: string; '*': string };
      const file = await liveFile(ctx, params);
      if (file.private) throw appError('PRIVATE_FILE', {}, 'This file is private');
      return serveDerived(
        ctx,
        { request, reply },
        { file, path: params['*'], cacheControl: 'public, max-age=3600' },
      );
    });
    app.get('/media/s/:token', async (request, reply) => {
      const { grant, expired, cacheControl } = grantOf(ctx, request, reply);
      if (expired) return expired;
      if (grant.a !== 'original') throw appError('INVALID_SIGNATURE', {}, 'This URL grants another asset');
      const file = await liveFile(ctx, { fileId: grant.f, siteId: grant.s });
      return serveOriginal(
        ctx,
        { request, reply },
        {
          file,
          cacheControl: cacheControl!,
          attachment: grant.d === 1,
          ...(grant.n ? { fileName: grant.n } : {}),
        },
      );
    });
    app.get('/media/s/:token/*', async (request, reply) => {
      const { grant, expired, cacheControl } = grantOf(ctx, request, reply);
      if (expired) return expired;
      if (grant.a !== 'stream') throw appError('INVALID_SIGNATURE', {}, 'This URL grants another asset');
      const file = await liveFile(ctx, { fileId: grant.f, siteId: grant.s });
      const path = (request.params as { '*': string })['*'];
      return serveDerived(ctx, { request, reply }, { file, path, cacheControl: cacheControl! });
    });
    app.get('/media/archive/:token', (request, reply) => serveArchive(ctx, request, reply));
  };
}
