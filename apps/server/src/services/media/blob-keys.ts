// Where a file's bytes and derived assets sit in the blob store: everything of one file under one prefix,
// so that a permanent delete removes all of it at once.

interface FileRef {
  siteId: string;
  id: string;
}

export const filePrefix = (file: FileRef) => `${file.siteId}/${file.id}/`;
export const originalKey = (file: FileRef) => `${filePrefix(file)}original`;
export const derivedKey = (file: FileRef, name: string) => `${filePrefix(file)}d/${name}`;
