// Which stored links a person may click: http and https addresses only.
import { expect, test } from 'vitest';
import { isWebUrl } from '../../common/model/webUrl.ts';

test.each(['https://example.com/family', 'http://example.com', 'HTTPS://EXAMPLE.COM/a?b=c#d'])('%s is a link', (text) => {
  expect(isWebUrl(text)).toBe(true);
});

test.each([
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>',
  'ftp://example.com',
  'example.com',
  '//example.com',
  'https://',
  'http:example.com',
])('%s is not', (text) => {
  expect(isWebUrl(text)).toBe(false);
});
