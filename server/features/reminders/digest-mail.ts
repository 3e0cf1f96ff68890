// The weekly digest as a mail: HTML for the mail programs that show it, laid out in tables and with every style
// inlined (juice), which is what phone mail programs keep, right to left in Arabic and Hebrew; and the same as
// plain text. Each section lists at most LISTED entries, then how many more the portal has; each entry links to
// its page; what people wrote (names, an album, a notice's subject) is isolated, so that an Arabic name keeps its
// place in an English line and the other way round. The one-click unsubscribe of RFC 8058 is in both and in the headers, as the other mails have it.
import juice from 'juice';
import type { WeekDigest } from '../../../common/generated/api.ts';
import { dateFormat } from '../../../common/model/dateFormat.ts';
import { isolate } from '../../../common/model/bidi.ts';
import { direction } from '../../../common/model/languages.ts';
import { localNumber } from '../../../common/model/translate.ts';
import { outgoingTextsIn } from '../../outgoing-texts.ts';
import type { Mail } from '../../plugins/app/mailer.ts';
import { stoppableMail } from '../../plugins/app/unsubscribe-link.ts';
import type { Reader } from '../news/news-mail.ts';

/** The entries a section lists before "more on the portal". */
export const LISTED = 15;

interface Entry {
  text: string;
  href: string;
}

interface Section {
  title: string;
  entries: Entry[];
  /** The page that has them all. */
  all: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// Written once as a style sheet, inlined into each element by juice: what Gmail's and Outlook's apps keep.
const STYLES = `
  body { margin: 0; padding: 0; background: #f4efe8; }
  .page { width: 100%; background: #f4efe8; }
  .card { width: 100%; max-width: 600px; background: #ffffff; border-radius: 8px; }
  .head { background: #7a3e12; color: #ffffff; padding: 20px 24px; font: bold 22px/1.4 Tahoma, Arial, sans-serif; }
  .intro { padding: 16px 24px 0; color: #3b2f25; font: 15px/1.7 Tahoma, Arial, sans-serif; }
  .section { padding: 16px 24px 0; }
  .title { margin: 0 0 6px; color: #7a3e12; font: bold 17px/1.5 Tahoma, Arial, sans-serif; }
  .entry { margin: 0 0 4px; color: #3b2f25; font: 15px/1.7 Tahoma, Arial, sans-serif; }
  .entry a { color: #3b2f25; text-decoration: underline; }
  .more a { color: #7a3e12; font: bold 14px/1.7 Tahoma, Arial, sans-serif; }
  .action { padding: 20px 24px; }
  .button { display: inline-block; background: #7a3e12; color: #ffffff; padding: 12px 20px; border-radius: 6px; text-decoration: none; font: bold 16px/1.2 Tahoma, Arial, sans-serif; }
  .foot { padding: 16px 24px 24px; color: #6b5d52; font: 12px/1.6 Tahoma, Arial, sans-serif; }
  .foot a { color: #6b5d52; }
`;

export function digestMail(publicUrl: string, digest: WeekDigest, reader: Reader, unsubscribeUrl: string): Mail {
  const { language } = reader;
  const t = (key: string, values?: Record<string, string | number>) => outgoingTextsIn(language)(`digest.${key}`, values);
  // "8 December", in the digits the portal writes the language with.
  const date = (iso: string) =>
    localNumber(language, dateFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(iso)));
  const page = (path: string) => `${publicUrl}${path}`;
  const sections: Section[] = [
    {
      title: t('members'),
      entries: digest.members.map((m) => ({
        text: m.baby ? t('baby', { name: isolate(m.name) }) : isolate(m.name),
        href: page(`/family-members/${m.memberId}`),
      })),
      all: page('/'),
    },
    {
      title: t('photos'),
      entries: digest.photos.map((p) => ({
        text: t('inAlbum', { album: isolate(p.album), count: p.count }),
        href: page(`/family-gallery?album=${p.albumId}`),
      })),
      all: page('/family-gallery'),
    },
    {
      title: t('notices'),
      entries: digest.notices.map((n) => ({ text: isolate(n.subject), href: page(`/family-notification/${n.id}`) })),
      all: page('/family-notification'),
    },
    {
      title: t('improved'),
      entries: digest.improved.map((m) => ({ text: isolate(m.name), href: page(`/family-members/${m.memberId}`) })),
      all: page('/'),
    },
    {
      title: t('birthdays'),
      entries: digest.birthdays.map((b) => ({
        text: t('on', { what: isolate(b.name), date: date(b.on) }),
        href: page(`/family-members/${b.memberId}`),
      })),
      all: page('/family-activities'),
    },
    {
      title: t('activities'),
      entries: digest.activities.map((a) => ({
        text: t(a.place ? 'onAt' : 'on', { what: isolate(a.name), date: date(a.on), place: isolate(a.place ?? '') }),
        href: page(`/family-activities/${a.id}`),
      })),
      all: page('/family-activities'),
    },
  ].filter((s) => s.entries.length > 0);

  const greeting = outgoingTextsIn(language)('greeting', { name: reader.name?.trim() || reader.username });
  const intro = t('intro', { date: date(digest.day) });
  const more = (s: Section) => (s.entries.length > LISTED ? t('more', { count: s.entries.length - LISTED }) : undefined);
  const text = stoppableMail(
    {
      to: reader.email,
      subject: t('subject'),
      lines: [
        greeting,
        '',
        intro,
        ...sections.flatMap((s) => [
          '',
          s.title,
          ...s.entries.slice(0, LISTED).flatMap((e) => [`- ${e.text}`, `  ${e.href}`]),
          ...(more(s) ? [more(s)!, `  ${s.all}`] : []),
        ]),
        '',
        t('visit'),
        page('/'),
      ],
    },
    { why: t('why'), how: t('unsubscribe') },
    unsubscribeUrl,
  );

  const dir = direction(language);
  const align = dir === 'rtl' ? 'right' : 'left';
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t('subject'))}</title>
<style>${STYLES}</style>
</head>
<body dir="${dir}">
<table role="presentation" class="page" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding: 12px 8px;">
<table role="presentation" class="card" cellpadding="0" cellspacing="0" dir="${dir}">
<tr><td class="head" align="${align}">${escape(t('subject'))}</td></tr>
<tr><td class="intro" align="${align}"><p class="entry">${escape(greeting)}</p><p class="entry">${escape(intro)}</p></td></tr>
${sections
  .map(
    (s) => `<tr><td class="section" align="${align}">
<p class="title">${escape(s.title)}</p>
${s.entries
  .slice(0, LISTED)
  .map((e) => `<p class="entry"><a href="${escape(e.href)}">${escape(e.text)}</a></p>`)
  .join('\n')}
${more(s) ? `<p class="more"><a href="${escape(s.all)}">${escape(more(s)!)}</a></p>` : ''}
</td></tr>`,
  )
  .join('\n')}
<tr><td class="action" align="${align}"><a class="button" href="${escape(page('/'))}">${escape(t('visit'))}</a></td></tr>
<tr><td class="foot" align="${align}">${escape(t('why'))}<br><a href="${escape(unsubscribeUrl)}">${escape(t('unsubscribe'))}</a></td></tr>
</table>
</td></tr></table>
</body>
</html>`;
  return { ...text, html: juice(html) };
}
