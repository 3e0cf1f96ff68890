// A notice card's excerpt: cut at a word with one ellipsis, never "....", and the text not said twice.
import { describe, expect, test } from 'vitest';
import { excerpt, noticeText } from '../../src/public-site/pages/news/excerpt.ts';

describe('notice excerpt', () => {
  test('a short text is shown whole, with its own punctuation', () => {
    expect(excerpt('  The feast is on Friday...  ', 40)).toBe('The feast is on Friday...');
  });

  test('a long text ends at a whole word with one ellipsis', () => {
    expect(excerpt('The family gathers in the square for the annual feast', 30)).toBe('The family gathers in the…');
    expect(excerpt('أضيفت فروع جديدة إلى شجرة العائلة. راجعوا بياناتكم', 36)).toBe('أضيفت فروع جديدة إلى شجرة العائلة…');
  });

  test('a full stop or the author\'s own dots before the cut leave one ellipsis, not "...."', () => {
    expect(excerpt('We met. Then we danced all night long', 8)).toBe('We met…');
    expect(excerpt('Wait for it... the news is here at last', 14)).toBe('Wait for it…');
    expect(excerpt('نبارك للعائلة، جعله الله من الصالحين', 14)).toBe('نبارك للعائلة…');
  });

  test('one word longer than the room is cut where it must be', () => {
    expect(excerpt('Supercalifragilistic', 10)).toBe('Supercalif…');
  });

  test('a description that repeats the content is not shown twice', () => {
    expect(noticeText('Welcome to the baby.', 'Welcome to the baby.')).toBe('Welcome to the baby.');
    expect(noticeText('Welcome', 'More to say')).toBe('Welcome\nMore to say');
    expect(noticeText(null, 'Only this')).toBe('Only this');
  });
});
