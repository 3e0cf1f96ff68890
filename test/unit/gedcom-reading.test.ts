// What a file's bytes and links really are, whatever it says of them: characters known by their bytes when the CHAR
// line is wrong or missing (each said with its line), a second record under a used pointer kept as a person of
// its own, and a loop of parent links cut at its one closing link; every person of the file is then accounted for
// by the plan: a member, a partner from outside, or unplaced with the reason; and the branches the plan offers are
// those with the most descendants.
import { describe, expect, test } from 'vitest';
import { memberRecord, planImport } from '../../server/features/gedcom/plan.ts';
import { bytesInMemory } from '../../server/features/gedcom/file-bytes.ts';
import { readGedcomFile } from '../../server/features/gedcom/read.ts';

/** A file of `lines`, its text written in `encoding` (a Node encoding; cp850 by hand below). */
const file = (lines: string[], encoding: BufferEncoding = 'utf8') => Buffer.from(`${lines.join('\n')}\n`, encoding);
const head = (char?: string) => ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', ...(char ? [`1 CHAR ${char}`] : [])];
const nameOf = async (bytes: Buffer) => (await readGedcomFile(bytes)).individuals.get('I1')!.given;

describe('characters', () => {
  test('Windows-1252 under a CHAR line that says UTF-8 is read as Windows-1252, and said at the line', async () => {
    const read = await readGedcomFile(file([...head('UTF-8'), '0 @I1@ INDI', '1 NAME José /Müller/', '0 TRLR'], 'latin1'));
    expect(read.individuals.get('I1')).toMatchObject({ given: 'José', surname: 'Müller' });
    expect(read.problems).toEqual([{ code: 'charsetWrong', line: 4, declared: 'UTF-8', read: 'Windows-1252' }]);
  });

  test('UTF-8 under a CHAR line that says ANSEL is read as UTF-8: Arabic names come through', async () => {
    const read = await readGedcomFile(file([...head('ANSEL'), '0 @I1@ INDI', '1 NAME خليل /الأحمد/', '0 TRLR']));
    expect(read.individuals.get('I1')).toMatchObject({ given: 'خليل', surname: 'الأحمد' });
    expect(read.problems).toEqual([{ code: 'charsetWrong', line: 4, declared: 'ANSEL', read: 'UTF-8' }]);
  });

  test('a file without a CHAR line in Latin-1 is read so, and said', async () => {
    const read = await readGedcomFile(file([...head(), '0 @I1@ INDI', '1 NAME Renée', '0 TRLR'], 'latin1'));
    expect(read.individuals.get('I1')!.given).toBe('Renée');
    expect(read.problems).toEqual([{ code: 'charsetUnsaid', read: 'Windows-1252' }]);
  });

  test('ANSEL as it says, IBM PC as it says, and plain ASCII under any line, are read without a word', async () => {
    // ANSEL writes é as a combining acute (E2) before the e; the IBM PC code page writes it as 82.
    const ansel = Buffer.concat([
      file([...head('ANSEL'), '0 @I1@ INDI']),
      Buffer.from([0x31, 0x20, 0x4e, 0x41, 0x4d, 0x45, 0x20, 0x4a, 0x6f, 0x73, 0xe2, 0x65, 0x0a]),
      file(['0 TRLR']),
    ]);
    expect(await nameOf(ansel)).toBe('José');
    expect((await readGedcomFile(ansel)).problems).toEqual([]);
    const ibm = Buffer.concat([file([...head('IBMPC'), '0 @I1@ INDI']), Buffer.from('1 NAME Jos\x82\n', 'latin1'), file(['0 TRLR'])]);
    expect(await nameOf(ibm)).toBe('José');
    expect((await readGedcomFile(ibm)).problems).toEqual([]);
    expect((await readGedcomFile(file([...head('UNICODE'), '0 @I1@ INDI', '1 NAME Omar', '0 TRLR']))).problems).toEqual([]);
  });
  test('a file read off the disk in slices that cut its letters reads as it does whole, in every character set', async () => {
    const people = ['0 @I1@ INDI', '1 NAME خليل /الأحمد/', '1 BIRT', '2 PLAC José', '0 TRLR'];
    const latin = file([...head(), '0 @I1@ INDI', '1 NAME Renée /Müller/', '0 TRLR'], 'latin1');
    const ansel = Buffer.concat([file([...head('ANSEL'), '0 @I1@ INDI']), Buffer.from('1 NAME Jos\xe2e\n', 'latin1'), file(['0 TRLR'])]);
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), file([...head('UNICODE'), ...people], 'utf16le')]);
    const utf16be = Buffer.from(utf16le.subarray(2)).swap16();
    for (const bytes of [file([...head('ANSEL'), ...people]), latin, ansel, utf16le, utf16be]) {
      const whole = await readGedcomFile(bytes);
      expect(whole.individuals.get('I1')!.given).toMatch(/خليل|Renée|José/);
      for (const slice of [1, 3]) expect(await readGedcomFile(bytesInMemory(bytes, slice))).toEqual(whole);
    }
  });
});

describe('records', () => {
  test('a note and a picture written after the person who points to them are theirs all the same', async () => {
    const read = await readGedcomFile(
      file([
        ...head('UTF-8'),
        '0 @I1@ INDI',
        '1 NAME Omar',
        '1 NOTE @N1@',
        '1 OBJE @M1@',
        '0 @N1@ NOTE Born in the old house',
        '2 CONT by the well',
        '0 @M1@ OBJE',
        '1 FILE omar.jpg',
        '2 FORM jpeg',
        '0 TRLR',
      ]),
    );
    expect(read.individuals.get('I1')).toMatchObject({
      note: 'Born in the old house\nby the well',
      picture: { path: 'omar.jpg', type: 'jpeg' },
    });
  });

  test('a large file says how many of its records are read as it goes, and lets others be answered meanwhile', async () => {
    const people = Array.from({ length: 4_500 }, (_, i) => [`0 @I${i}@ INDI`, `1 NAME Person${i}`]).flat();
    const told: Array<[number, number]> = [];
    let answered = 0;
    const other = setInterval(() => answered++, 0);
    const read = await readGedcomFile(file([...head('UTF-8'), ...people, '0 TRLR']), (done, total) => told.push([done, total]));
    clearInterval(other);
    expect(read.individuals.size).toBe(4_500);
    // 4,500 people and the trailer, told every 2,000 records and at the end.
    expect(told).toEqual([
      [2_000, 4_501],
      [4_000, 4_501],
      [4_501, 4_501],
    ]);
    expect(answered).toBeGreaterThan(0);
  });

  test('a file whose first record is no header is refused, saying so', async () => {
    await expect(readGedcomFile(file(['0 @I1@ INDI', '1 NAME Omar', '0 TRLR']))).rejects.toThrow(/first record is no 0 HEAD/);
  });
});

describe('links', () => {
  const people = (...lines: string[]) => readGedcomFile(file([...head('UTF-8'), ...lines, '0 TRLR']));

  test('a second person under a used pointer is kept, linked to no one, and said; the links go to the first', async () => {
    const read = await people(
      '0 @I1@ INDI', '1 NAME Salim', '1 FAMS @F1@',
      '0 @I2@ INDI', '1 NAME Omar', '1 FAMC @F1@',
      '0 @I2@ INDI', '1 NAME Hasan', '1 FAMC @F1@',
      '0 @F1@ FAM', '1 HUSB @I1@', '1 CHIL @I2@',
    ); // prettier-ignore
    expect(read.individuals.get('I2')!.given).toBe('Omar');
    expect(read.individuals.get('I2-2')).toMatchObject({ given: 'Hasan', childOf: [], spouseOf: [] });
    expect(read.problems).toEqual([{ code: 'duplicateXref', who: 'Hasan (@I2-2@)', target: '@I2@' }]);
    const plan = planImport(read, 'I1');
    expect(plan.members.map((m) => memberRecord(m).name)).toEqual(['Salim', 'Omar']);
    expect(plan.unplaced).toEqual([{ xref: 'I2-2', name: 'Hasan', reason: 'notDescendant' }]);
    expect(plan.members.length + plan.spouses + plan.unplaced.length).toBe(plan.inFile);
  });

  test('someone recorded as their own ancestor loses only the link that closes the loop', async () => {
    const read = await people(
      '0 @I1@ INDI', '1 NAME Adam', '1 FAMS @F1@', '1 FAMC @F2@',
      '0 @I2@ INDI', '1 NAME Cain', '1 FAMC @F1@', '1 FAMS @F2@',
      '0 @I3@ INDI', '1 NAME Enoch', '1 FAMC @F2@',
      '0 @F1@ FAM', '1 HUSB @I1@', '1 CHIL @I2@',
      '0 @F2@ FAM', '1 HUSB @I2@', '1 CHIL @I1@', '1 CHIL @I3@',
    ); // prettier-ignore
    expect(read.problems).toEqual([{ code: 'loopBroken', who: 'Cain (@I2@)', target: 'Adam (@I1@)' }]);
    const plan = planImport(read);
    // Cain, now with no parent, heads the branch: Adam and Enoch are his sons.
    expect(plan.members.map((m) => [memberRecord(m).name, m.parent])).toEqual([
      ['Cain', null],
      ['Adam', 'I2'],
      ['Enoch', 'I2'],
    ]);
    expect(plan.unplaced).toEqual([]);
  });

  test('every person is accounted for: members, partners from outside, and the unplaced with their reasons', async () => {
    const read = await people(
      '0 @I1@ INDI', '1 NAME Salim', '1 SEX M', '1 FAMS @F1@',
      '0 @I2@ INDI', '1 NAME Huda', '1 SEX F', '1 FAMS @F1@',
      '0 @I3@ INDI', '1 NAME Mariam', '1 SEX F', '1 FAMC @F1@', '1 FAMS @F2@',
      '0 @I4@ INDI', '1 NAME Sami', '1 SEX M', '1 FAMS @F2@',
      '0 @I5@ INDI', '1 NAME Rami', '1 SEX M', '1 FAMC @F2@', '1 FAMS @F3@',
      '0 @I6@ INDI', '1 NAME Lina', '1 SEX F', '1 FAMC @F3@',
      '0 @I7@ INDI', '1 NAME Stranger', '1 SEX M',
      '0 @F1@ FAM', '1 HUSB @I1@', '1 WIFE @I2@', '1 CHIL @I3@',
      '0 @F2@ FAM', '1 HUSB @I4@', '1 WIFE @I3@', '1 CHIL @I5@',
      '0 @F3@ FAM', '1 HUSB @I5@', '1 CHIL @I6@',
    ); // prettier-ignore
    // One generation below a daughter: her son comes in, his daughter does not.
    const plan = planImport(read, 'I1', 1);
    expect(plan.members.map((m) => memberRecord(m).name)).toEqual(['Salim', 'Mariam', 'Rami']);
    expect(plan.spouses).toBe(2);
    expect(plan.unplaced).toEqual([
      { xref: 'I6', name: 'Lina', reason: 'belowDaughter' },
      { xref: 'I7', name: 'Stranger', reason: 'notDescendant' },
    ]);
    expect(plan.members.length + plan.spouses + plan.unplaced.length).toBe(plan.inFile);
    expect(plan.inFile).toBe(7);
  });

  test('the branches offered are the 200 people without parents with the most descendants, each counted once', async () => {
    // 250 fathers with 2 to 6 children each; then Adam, with one son, whose grandchildren, cousins, married each other.
    const fathers = Array.from({ length: 250 }, (_, i) => 2 + (i % 5)).flatMap((children, i) => [
      `0 @R${i}@ INDI`, `1 NAME R${i}`, '1 SEX M', `1 FAMS @FR${i}@`,
      `0 @FR${i}@ FAM`, `1 HUSB @R${i}@`, ...Array.from({ length: children }, (_, c) => `1 CHIL @R${i}C${c}@`),
      ...Array.from({ length: children }, (_, c) => [`0 @R${i}C${c}@ INDI`, `1 NAME R${i}C${c}`, `1 FAMC @FR${i}@`]).flat(),
    ]); // prettier-ignore
    const cousins = [
      '0 @A@ INDI', '1 NAME Adam', '1 SEX M', '1 FAMS @FA@',
      '0 @FA@ FAM', '1 HUSB @A@', '1 CHIL @C@',
      '0 @C@ INDI', '1 NAME Camil', '1 SEX M', '1 FAMC @FA@', '1 FAMS @FC@',
      '0 @FC@ FAM', '1 HUSB @C@', '1 CHIL @G1@', '1 CHIL @G2@',
      '0 @G1@ INDI', '1 NAME Ghassan', '1 SEX M', '1 FAMC @FC@', '1 FAMS @F1@',
      '0 @G2@ INDI', '1 NAME Ghada', '1 SEX F', '1 FAMC @FC@', '1 FAMS @F2@',
      '0 @W1@ INDI', '1 NAME Wafa', '1 SEX F', '1 FAMS @F1@',
      '0 @H2@ INDI', '1 NAME Hadi', '1 SEX M', '1 FAMS @F2@',
      '0 @F1@ FAM', '1 HUSB @G1@', '1 WIFE @W1@', '1 CHIL @S@',
      '0 @F2@ FAM', '1 HUSB @H2@', '1 WIFE @G2@', '1 CHIL @D@',
      '0 @S@ INDI', '1 NAME Sami', '1 SEX M', '1 FAMC @F1@', '1 FAMS @F3@',
      '0 @D@ INDI', '1 NAME Dalia', '1 SEX F', '1 FAMC @F2@', '1 FAMS @F3@',
      '0 @F3@ FAM', '1 HUSB @S@', '1 WIFE @D@', '1 CHIL @K1@', '1 CHIL @K2@', '1 CHIL @K3@',
      ...['K1', 'K2', 'K3'].flatMap((k) => [`0 @${k}@ INDI`, `1 NAME ${k}`, '1 FAMC @F3@']),
    ]; // prettier-ignore
    const { candidates } = planImport(await people(...fathers, ...cousins));

    // Adam: himself, his son, two grandchildren, a great-grandchild on each side and three below them, each once,
    // although he has fewer children than any of the fathers.
    expect(candidates[0]).toEqual({ xref: 'A', name: 'Adam', descendants: 9 });
    // Then the fathers by their children, in file order among equals: Wafa and Hadi (themselves, a child, three
    // grandchildren) come after the fathers of four, written before them. The last taken have three children.
    const fathersWith = (children: number) =>
      Array.from({ length: 250 }, (_, i) => i)
        .filter((i) => 2 + (i % 5) === children)
        .map((i) => ({ xref: `R${i}`, descendants: children + 1 }));
    const expected = [
      ...fathersWith(6), ...fathersWith(5), ...fathersWith(4),
      { xref: 'W1', descendants: 5 }, { xref: 'H2', descendants: 5 },
      ...fathersWith(3),
    ].slice(0, 199); // prettier-ignore
    expect(candidates.slice(1).map(({ xref, descendants }) => ({ xref, descendants }))).toEqual(expected);
    expect(candidates).toHaveLength(200);
  });
});
