// A calendar file's name as the reader's calendar app lists it: the portal's name in the reader's language.
import type { FastifyRequest } from 'fastify';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';
import he from '../../../i18n/he.json';
import { requestLanguage } from '../../outgoing-texts.ts';

const SITE_NAME = { ar: ar.portal.siteName, en: en.portal.siteName, he: he.portal.siteName };

export const calendarName = (request: FastifyRequest): string => SITE_NAME[requestLanguage(request)];
