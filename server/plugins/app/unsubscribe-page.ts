// The small page a mail's unsubscribe link opens, in the reader's language: one button that stops the
// mails (a POST, so that a mail scanner following links stops nothing), then the word that it is done.
import { direction, type Language } from '../../../common/model/languages.ts';
import type { Translate } from '../../outgoing-texts.ts';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type UnsubscribeState = { kind: 'ask'; email: string; action: string } | { kind: 'done'; email: string } | { kind: 'invalid' };

/** `t`: the kind of mail's texts in `language` (unsubscribeTitle, unsubscribeQuestion, unsubscribeButton, unsubscribed, invalidLink). */
export function unsubscribePage(language: Language, t: Translate, state: UnsubscribeState): string {
  const email = state.kind === 'invalid' ? '' : `<bdi>${escape(state.email)}</bdi>`;
  // The texts are ours; only the address is the reader's, and it is escaped before it goes in.
  const body =
    state.kind === 'ask'
      ? `<p>${escape(t('unsubscribeQuestion', { email: '\u0000' })).replace('\u0000', email)}</p>
<form method="post" action="${escape(state.action)}"><button type="submit">${escape(t('unsubscribeButton'))}</button></form>`
      : state.kind === 'done'
        ? `<p role="status">${escape(t('unsubscribed', { email: '\u0000' })).replace('\u0000', email)}</p>`
        : `<p role="alert">${escape(t('invalidLink'))}</p>`;
  return `<!doctype html>
<html lang="${language}" dir="${direction(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t('unsubscribeTitle'))}</title>
<style>
body { font-family: system-ui, "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", Tahoma, sans-serif; background: #faf6f0; color: #2b2118; margin: 0; padding: 32px 20px; line-height: 1.7; }
main { max-width: 520px; margin: 0 auto; background: #fff; border: 1px solid rgba(60, 40, 20, 0.14); border-radius: 10px; padding: 24px; }
h1 { font-size: 1.5rem; margin: 0 0 16px; }
button { font: inherit; font-weight: 600; color: #fff; background: #8a3b12; border: 0; border-radius: 10px; padding: 12px 24px; min-height: 48px; cursor: pointer; }
</style>
</head>
<body><main><h1>${escape(t('unsubscribeTitle'))}</h1>
${body}
</main></body>
</html>
`;
}
