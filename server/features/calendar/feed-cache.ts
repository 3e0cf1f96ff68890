// The feed is the same for every member (in one language, on one host): built once per version of the
// family's activities and members, then served from memory. The version is cheap to read (the
// activities, few, and the members' version number), so a calendar app polling an unchanged feed gets
// its 304 without the 50,000 birthdays being read or written again.
import { createHash } from 'node:crypto';

/** A few languages or hosts at once; older versions go as new ones come. */
const KEEP = 6;

export function createFeedCache() {
  // The build's promise, so that apps asking together while it runs share one build.
  const bodies = new Map<string, Promise<string>>();
  return {
    etagOf: (version: unknown): string => `"${createHash('sha256').update(JSON.stringify(version)).digest('base64url')}"`,
    body(etag: string, build: () => Promise<string>): Promise<string> {
      const cached = bodies.get(etag);
      if (cached) return cached;
      const built = build();
      if (bodies.size >= KEEP) bodies.delete(bodies.keys().next().value!);
      bodies.set(etag, built);
      // A failed build is not kept: the next request tries again.
      built.catch(() => bodies.delete(etag));
      return built;
    },
  };
}
