// GEDCOM files as other programs write them: each fault of form is set straight and said as a problem with its
// line, the values kept byte for byte; a file is refused only when none of it is GEDCOM.
import { expect, test } from 'vitest';
import { bytesInMemory } from '../../server/features/gedcom/file-bytes.ts';
import { StraightFile } from '../../server/features/gedcom/lenient.ts';

/** The file read as it comes off the disk: in slices, here of `slice` bytes. */
const read = async (text: string, slice?: number) => {
  const file = new StraightFile(bytesInMemory(Buffer.from(text, 'utf8'), slice));
  const records = await Array.fromAsync(file.records());
  const { problems, noGedcomAt } = file.outcome;
  return {
    text: Buffer.concat(records.map((r) => r.bytes)).toString('utf8'),
    heads: records.map((r) => [r.tag, r.pointer]),
    problems,
    noGedcomAt,
  };
};

test('spaces, blank lines, level jumps, lower case and mixed line ends are set straight, each kind said once with its first line', async () => {
  const { text, heads, problems } = await read(
    ['0 HEAD', '1 CHAR UTF-8', '', '  0 @i1@ INDI', '1  NAME خليل /الأحمد/', '3 DATE 1930', '1 sex M', '1 FAMS @f1@', '0 TRLR']
      .join('\n')
      .replace('1 sex M\n', '1 sex M\r\n'),
  );
  expect(text.split('\n')).toEqual([
    '0 HEAD',
    '1 CHAR UTF-8',
    '0 @I1@ INDI',
    '1 NAME خليل /الأحمد/',
    '2 DATE 1930',
    '1 SEX M',
    '1 FAMS @F1@',
    '0 TRLR',
    '',
  ]);
  // Each record named by its level-0 line as set straight.
  expect(heads).toEqual([
    ['HEAD', undefined],
    ['INDI', '@I1@'],
    ['TRLR', undefined],
  ]);
  expect(problems).toEqual([
    { code: 'mixedLineEnds', line: 1, count: 1 },
    { code: 'blankLine', line: 3, count: 1 },
    { code: 'leadingSpace', line: 4, count: 1 },
    { code: 'xrefCase', line: 4, count: 2 },
    { code: 'extraSpaces', line: 5, count: 1 },
    { code: 'levelJump', line: 6, count: 1 },
    { code: 'tagCase', line: 7, count: 1 },
  ]);
});

test('a value keeps its own spaces and case; a user tag keeps its case and is said, as many as there are, but _UID, which is read', async () => {
  const { text, problems } = await read(
    ['0 HEAD', '1 NOTE  two spaces, @not a pointer@', '1 _Milt service', '1 _UID 1234', '1 _MARNM X', '0 TRLR'].join('\n'),
  );
  expect(text).toBe(
    ['0 HEAD', '1 NOTE  two spaces, @not a pointer@', '1 _Milt service', '1 _UID 1234', '1 _MARNM X', '0 TRLR', ''].join('\n'),
  );
  expect(problems).toEqual([{ code: 'userTag', line: 3, count: 2 }]);
});

test('a file without its trailer is read with one added; lines that are no GEDCOM are skipped and said', async () => {
  const { text, problems } = await read(['0 HEAD', 'garbage here', '0 @I1@ INDI', '1 NAME Omar'].join('\n'));
  expect(text).toBe(['0 HEAD', '0 @I1@ INDI', '1 NAME Omar', '0 TRLR', ''].join('\n'));
  expect(problems).toEqual([
    { code: 'notGedcom', line: 2, count: 1 },
    { code: 'noTrailer', line: 4, count: 1 },
  ]);
});

test('a file read in slices that end inside a line, a letter or a CR LF reads as it does whole', async () => {
  const text = ['\uFEFF0 HEAD', '1 CHAR UTF-8', '', '  0 @i1@ INDI', '1  NAME خليل /الأحمد/', '3 DATE 1930', '1 sex M', '0 TRLR']
    .join('\r\n')
    .replace('3 DATE 1930\r\n', '3 DATE 1930\n');
  const whole = await read(text);
  expect(whole.problems[0]).toEqual({ code: 'mixedLineEnds', line: 1, count: 1 });
  for (const slice of [1, 2, 3, 7]) expect(await read(text, slice)).toEqual(whole);
  // A last line ended by a lone CR is one kind of end, as in a file ended by CR LF.
  expect((await read('0 HEAD\r\n0 TRLR\r', 1)).problems).toEqual([{ code: 'mixedLineEnds', line: 1, count: 1 }]);
  expect((await read('0 HEAD\r\n0 TRLR\r\n', 1)).problems).toEqual([]);
});

test('a file with no GEDCOM line at all is refused at its first line', async () => {
  expect((await read('Name,Father\nAhmad,Khalil\n')).noGedcomAt).toBe(1);
});

test('a large file lets other work be done while its lines are set straight', async () => {
  const lines = ['0 HEAD', ...Array.from({ length: 60_000 }, (_, i) => `0 @I${i}@ INDI\n1 NAME Person${i}`), '0 TRLR'];
  let answered = 0;
  const other = setInterval(() => answered++, 0);
  const { heads } = await read(lines.join('\n'));
  clearInterval(other);
  expect(heads).toHaveLength(60_002);
  expect(answered).toBeGreaterThan(0);
});
