import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Probe {
  width?: number;
  height?: number;
  duration?: number;
  bitrate?: number;
  format?: string;
  hasVideo: boolean;
  hasAudio: boolean;
}

/** What ffprobe's JSON says of a file: its size, length and streams. */
function probeOf(stdout: string): Probe {
  const data = JSON.parse(stdout) as {
    streams?: Array<{ codec_type?: string; width?: number; height?: number }>;
    format?: { duration?: string; bit_rate?: string; format_name?: string };
  };
  const video = data.streams?.find((stream) => stream.codec_type === 'video');
  const number = (value: string | undefined) =>
    value && Number.isFinite(Number(value)) ? Number(value) : undefined;
  return {
    width: video?.width,
    height: video?.height,
    duration: number(data.format?.duration),
    bitrate: number(data.format?.bit_rate),
    format: data.format?.format_name?.split(',')[0],
    hasVideo: Boolean(video),
    hasAudio: Boolean(data.streams?.some((stream) => stream.codec_type === 'audio')),
  };
}

/** One rendition of a stream: the folder it goes to, its height, and whether the video has sound. */
export interface HlsRendition {
  dir: string;
  height: number;
  withAudio: boolean;
}

function hlsArgs(input: string, { dir, height, withAudio }: HlsRendition): string[] {
  return [
    '-v',
    'error',
    '-y',
    '-i',
    input,
    '-vf',
    `scale=-2:${height}`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    ...(withAudio ? ['-c:a', 'aac', '-b:a', '128k'] : ['-an']),
    '-hls_time',
    '4',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    `${dir}/segment%04d.ts`,
    `${dir}/index.m3u8`,
  ];
}

/** ffmpeg and ffprobe as optional tools: `available()` says once whether this machine can run them. */
export function createFfmpeg(ffmpegPath: string, ffprobePath: string) {
  let availability: Promise<boolean> | undefined;

  const available = () =>
    (availability ??= Promise.all([run(ffmpegPath, ['-version']), run(ffprobePath, ['-version'])]).then(
      () => true,
      () => false,
    ));

  async function probe(input: string): Promise<Probe> {
    const { stdout } = await run(
      ffprobePath,
      ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', input],
      {
        maxBuffer: 8 * 1024 * 1024,
      },
    );
    return probeOf(stdout);
  }

  /** A JPEG frame from one second in (or the first frame of a shorter clip). */
  async function poster(input: string, output: string, duration: number | undefined): Promise<void> {
    const at = duration !== undefined && duration < 2 ? '0' : '1';
    await run(ffmpegPath, [
      '-v',
      'error',
      '-y',
      '-ss',
      at,
      '-i',
      input,
      '-frames:v',
      '1',
      '-q:v',
      '3',
      output,
    ]);
  }

  /** One HLS rendition (H.264/AAC, segments of 4 s) of at most `height` lines, into `dir/index.m3u8`. */
  async function hls(input: string, rendition: HlsRendition): Promise<void> {
    await run(ffmpegPath, hlsArgs(input, rendition), { maxBuffer: 8 * 1024 * 1024 });
  }

  return { available, probe, poster, hls };
}

export type Ffmpeg = ReturnType<typeof createFfmpeg>;
