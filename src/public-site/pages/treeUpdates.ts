// What the tree instructions say about the tree's updates, read from the site configuration: the day it
// was last brought up to date, and the year of the next update while that year is still ahead. What the
// configuration does not hold is not said, so no install shows a date gone stale.

export interface TreeUpdates {
  /** Midnight UTC of the day of the last update. */
  lastUpdated?: Date;
  nextYear?: number;
}

export function treeUpdates(updated: string, nextUpdate: string, now: Date = new Date()): TreeUpdates {
  const iso = updated.trim();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? new Date(`${iso}T00:00:00Z`) : undefined;
  const year = /^\d{4}$/.test(nextUpdate.trim()) ? Number(nextUpdate.trim()) : undefined;
  return {
    // A day that does not exist (2025-02-30) is not said: the date would have rolled over into another.
    lastUpdated: day && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(iso) ? day : undefined,
    nextYear: year !== undefined && year >= now.getUTCFullYear() ? year : undefined,
  };
}
