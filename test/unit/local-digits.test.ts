// One style of digits per language across the portal: the public pages, the back office and what the
// server sends (mails, text messages) write numbers in the language's digits; Arabic in Arabic-Indic.
import { expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import { outgoingTextsIn } from '../../server/outgoing-texts.ts';
import { createI18nProvider } from '../../src/providers/i18nProvider.ts';

test('a text message gives its minutes in the language of its reader, and the code as it is typed', () => {
  expect(outgoingTextsIn('ar')('smsCode', { code: '482913', minutes: 10 })).toBe('بوابة العائلة: رمزك هو 482913، وهو صالح لمدة ١٠ دقائق.');
  expect(outgoingTextsIn('en')('smsCode', { code: '482913', minutes: 10 })).toContain('10 minutes');
  expect(outgoingTextsIn('he')('smsCode', { code: '482913', minutes: 10 })).toContain('10');
});

test("the back office's list counts read in Arabic digits on an Arabic page", () => {
  const i18n = createI18nProvider('ar', ar as never);
  expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 350 })).toBe('١-٢٥ من ٣٥٠');
  // A plural's count still chooses the form.
  expect(i18n.translate('resources.family-notification.name', { smart_count: 1 })).toBe('إعلان');
});
