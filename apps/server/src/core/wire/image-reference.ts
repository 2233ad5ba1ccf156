const WIX_IMAGE = /^wix:image:\/\/v1\/([^/#]+)\/([^#]*)/;

/**
 * The media-library file an image reference names: a `wix:image://v1/<id>/<name>` URI or a bare file id.
 * Undefined for an http(s) address, which names no file of the library.
 */
export function imageFileId(reference: string): string | undefined {
  const uri = WIX_IMAGE.exec(reference);
  if (uri) return decodeURIComponent(uri[1]!);
  if (/^https?:\/\//i.test(reference)) return undefined;
  return reference;
}
