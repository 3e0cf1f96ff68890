// One GEDCOM line and its continuations: a new line in a value becomes CONT; in 5.5.1 a long line is
// cut into CONC pieces (7.0 has no CONC and no length limit).

/** 5.5.1 allows 255 characters a line; values are cut well before that, never inside a surrogate pair. */
const PIECE = 200;

function pieces(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > PIECE) {
    let cut = PIECE;
    // A piece must not end in a space (readers trim it) nor split a surrogate pair.
    while (cut > 1 && (rest[cut - 1] === ' ' || rest[cut] === ' ' || /[\uD800-\uDBFF]/.test(rest[cut - 1]))) cut--;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  return [...out, rest];
}

/** A value starting with @ is written @@ so that it is not read as a pointer. */
const escaped = (value: string): string => (value.startsWith('@') ? `@${value}` : value);

export function gedcomLines(level: number, tag: string, value: string | null, options: { xref?: string; conc: boolean }): string[] {
  const head = options.xref ? `${level} @${options.xref}@ ${tag}` : `${level} ${tag}`;
  if (value === null || value === '') return [head];
  const out: string[] = [];
  value.split(/\r\n|\r|\n/).forEach((text, i) => {
    const [first, ...more] = options.conc ? pieces(text) : [text];
    const start = i === 0 ? head : `${level + 1} CONT`;
    out.push(first === '' ? start : `${start} ${i === 0 ? escaped(first) : first}`);
    for (const piece of more) out.push(`${level + 1} CONC ${piece}`);
  });
  return out;
}
