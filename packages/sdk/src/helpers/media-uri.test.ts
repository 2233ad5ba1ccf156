import { describe, expect, it } from 'vitest';
import { fileMediaToUris, parseMediaUri } from './media-uri.js';

describe('fileMediaToUris', () => {
  const convert = (media: Record<string, unknown>) => {
    const body = { file: { id: 'f', media } };
    fileMediaToUris(body);
    return body.file.media;
  };

  it('turns images into wix:image URIs with their original size, and keeps the other fields', () => {
    expect(
      convert({
        image: {
          image: { id: 'i1', url: 'https://x/i1', width: 10, height: 20, filename: 'a b.png' },
          previewImage: null,
          faces: [],
        },
      }),
    ).toEqual({
      image: {
        image: 'wix:image://v1/i1/a%20b.png#originWidth=10&originHeight=20',
        previewImage: null,
        faces: [],
      },
    });
  });

  it('keeps an image’s alt text beside its URI, which cannot carry it', () => {
    expect(
      convert({ image: { image: { id: 'i1', url: 'u', filename: 'a.png', altText: 'A red bicycle' } } }),
    ).toEqual({ image: { image: 'wix:image://v1/i1/a.png', altText: 'A red bicycle' } });
    expect(convert({ image: { image: { id: 'i1', url: 'u', filename: 'a.png', altText: null } } })).toEqual({
      image: { image: 'wix:image://v1/i1/a.png' },
    });
  });

  it('leaves out the fragment parts it lacks', () => {
    expect(convert({ image: { image: { id: 'i1', url: 'u', filename: 'a.png' } } })).toEqual({
      image: { image: 'wix:image://v1/i1/a.png' },
    });
    expect(
      convert({ video: { id: 'v', url: 'u', filename: 'v.mp4', resolutions: [], posters: [] } }),
    ).toEqual({
      video: 'wix:video://v1/v/v.mp4',
    });
    expect(
      convert({
        video: { id: 'v', url: 'u', filename: 'v.mp4', resolutions: [], posters: [{ id: 'p', url: 'u' }] },
      }),
    ).toEqual({ video: 'wix:video://v1/v/v.mp4#posterUri=p' });
  });

  it('turns vectors and documents into their schemes without a fragment', () => {
    expect(
      convert({
        vector: { image: { id: 's', url: 'u', filename: 'a.svg', width: 5, height: 5 }, faces: [] },
        document: { id: 'd', url: 'u', filename: 'a.pdf' },
      }),
    ).toEqual({
      vector: { image: 'wix:vector://v1/s/a.svg', faces: [] },
      document: 'wix:document://v1/d/a.pdf',
    });
  });

  it('uses the url of an asset without an id, and leaves strings and audio alone', () => {
    const audio = { id: 'a', assets: [{ id: 'x', url: 'u' }] };
    expect(
      convert({
        image: { image: { id: '', url: 'https://x/plain.png' } },
        document: 'wix:document://v1/d/a.pdf',
        audio,
      }),
    ).toEqual({ image: { image: 'https://x/plain.png' }, document: 'wix:document://v1/d/a.pdf', audio });
  });

  it('reaches files[] and results[].item', () => {
    const doc = () => ({ media: { document: { id: 'd', url: 'u', filename: 'a.pdf' } } });
    const body = { files: [doc(), doc()], results: [{ item: doc() }, { itemMetadata: {} }] };
    fileMediaToUris(body);
    expect(body.files.map((file) => file.media.document)).toEqual([
      'wix:document://v1/d/a.pdf',
      'wix:document://v1/d/a.pdf',
    ]);
    expect(body.results[0]!.item!.media.document).toBe('wix:document://v1/d/a.pdf');
  });
});

describe('parseMediaUri', () => {
  it('reads the id, file name and original size', () => {
    expect(parseMediaUri('wix:image://v1/i1/a%20b.png#originWidth=10&originHeight=20')).toEqual({
      kind: 'image',
      id: 'i1',
      filename: 'a b.png',
      width: 10,
      height: 20,
    });
    expect(parseMediaUri('wix:vector://v1/s/a.svg')).toEqual({ kind: 'vector', id: 's', filename: 'a.svg' });
    expect(parseMediaUri('wix:video://v1/v/v.mp4#posterUri=p&posterWidth=640&posterHeight=360')).toEqual({
      kind: 'video',
      id: 'v',
      filename: 'v.mp4',
    });
    expect(parseMediaUri('wix:document://v1/d')).toEqual({ kind: 'document', id: 'd' });
  });

  it('gives null for anything else', () => {
    for (const other of [
      '',
      'https://x/a.png',
      'wix:image://v2/i/a.png',
      'wix:audio://v1/a/b',
      'wix:image://v1/',
    ])
      expect(parseMediaUri(other)).toBeNull();
    expect(parseMediaUri(undefined as unknown as string)).toBeNull();
  });

  it('reads back what the conversion writes', () => {
    const body = {
      file: {
        media: { image: { image: { id: 'i/1', url: 'u', width: 3, height: 4, filename: 'ü#?.png' } } },
      },
    };
    fileMediaToUris(body);
    expect(parseMediaUri(body.file.media.image.image as unknown as string)).toEqual({
      kind: 'image',
      id: 'i/1',
      filename: 'ü#?.png',
      width: 3,
      height: 4,
    });
  });
});
