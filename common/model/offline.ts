// What the service worker keeps for offline reading and how the pages know an answer came from it: shared by the
// worker (service-worker/sw.ts) and the browser (src/providers/offline.ts), which deletes the copies at sign-out.

/** The family's reads kept for offline: the session, the directory and each member with their picture, the tree, the news. */
export const OFFLINE_READS = /^\/api\/(auth\/users\/session$|v1\/(members|tree|notifications)(\/|$))/;

/** The header an answer from the phone's copy carries. */
export const OFFLINE_HEADER = 'x-offline';

/** The caches that hold the family's data and pages: deleted when the member signs out. */
export const FAMILY_DATA_CACHE = 'family-data';
export const PAGES_CACHE = 'pages';
