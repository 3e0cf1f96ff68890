// The dry run's report of a week's digest, in English for whoever runs it: who would get it, then what it holds.
import type { WeekDigest } from '../../../common/generated/api.ts';
import type { KinAccount } from './repository.ts';
import { isEmpty } from './week-digest.ts';

export function printDigest(digest: WeekDigest, readers: ReadonlyArray<Pick<KinAccount, 'username' | 'email' | 'language'>>): string {
  const lines = [`Weekly digest of ${digest.day} (dry run: nothing is sent)`];
  if (isEmpty(digest)) return `${lines[0]}\nNothing new this week: no digest is sent.\n`;
  lines.push(`${readers.length} readers:`, ...readers.map((r) => `  ${r.username} <${r.email}> (${r.language})`), 'It holds:');
  const list = (title: string, entries: string[]) => entries.length > 0 && lines.push(`  ${title}:`, ...entries.map((e) => `    ${e}`));
  list(
    'new in the tree',
    digest.members.map((m) => `${m.name}${m.baby ? ', a baby' : ''} (member ${m.memberId})`),
  );
  list(
    'photos',
    digest.photos.map((p) => `${p.count} in ${p.album} (album ${p.albumId})`),
  );
  list(
    'notices',
    digest.notices.map((n) => `${n.subject} (notice ${n.id})`),
  );
  list(
    'improved by suggestions',
    digest.improved.map((m) => `${m.name} (member ${m.memberId})`),
  );
  list(
    'birthdays',
    digest.birthdays.map((b) => `${b.on}: ${b.name} (member ${b.memberId})`),
  );
  list(
    'activities',
    digest.activities.map((a) => `${a.on}: ${a.name}${a.place ? `, ${a.place}` : ''} (activity ${a.id})`),
  );
  return `${lines.join('\n')}\n`;
}
