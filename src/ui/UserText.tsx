// A text a person wrote, shown in its own direction (common/model/bidi.ts): each line takes the direction
// of its first letter, and a line that changes language between sentences isolates each run, so an
// English sentence in an Arabic notice keeps its full stop at its end. One line stays inline and isolated
// (a name in a heading, an album's name in a button); several lines are blocks, one per line. The
// direction is set here, not left to a dir="auto" around it: dir="auto" skips the isolated runs inside.
import { Fragment } from 'react';
import { directionRuns, firstDirection } from '../../common/model/bidi.ts';

function Runs({ line }: { line: string }) {
  const runs = directionRuns(line);
  return runs.length > 1 ? runs.map((run, i) => <bdi key={i}>{run}</bdi>) : line;
}

export function UserText({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  const lines = text.split(/\r?\n/);
  if (lines.length === 1)
    return (
      <bdi dir={firstDirection(text)}>
        <Runs line={text} />
      </bdi>
    );
  return lines.map((line, i) => (
    <Fragment key={i}>
      {line.trim() === '' ? (
        <br />
      ) : (
        <span dir={firstDirection(line)} style={{ display: 'block' }}>
          <Runs line={line} />
        </span>
      )}
    </Fragment>
  ));
}
