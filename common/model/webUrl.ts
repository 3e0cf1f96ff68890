// The portal's one rule for a link a person may click, the meaning of `format: "web-url"` in every
// schema: an absolute http or https address. The server refuses anything else (a stored
// `javascript:` link would run in the reader's session), and the browser renders only these as links.

export function isWebUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
