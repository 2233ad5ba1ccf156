/** Where stored files wait to be processed (renditions, posters, streams, imports fetched). */
export const PROCESS_QUEUE = 'media.process';
