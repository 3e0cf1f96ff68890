// A refused request's message in its reader's language (Accept-Language, as the mails): the first field's
// fault in the words the browser shows at that field (common/model/fieldFaults.ts), after the field's label
// where the call is an entity's. A rule whose form schema names a text of spec section 5 (x-message) answers
// that text as it is: the spec's client compares it, and the browser translates it.
import type { FastifyRequest } from 'fastify';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import he from '../i18n/he.json';
import { ENTITIES } from '../common/model/entities.ts';
import { faultWording, wordingText, type FieldFault } from '../common/model/fieldFaults.ts';
import { LANGUAGES, type Language } from '../common/model/languages.ts';
import { requestLanguage, translator, type Translate } from './outgoing-texts.ts';

const FILES = { ar, en, he };
const TEXTS = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    translator(
      { portal: { validation: FILES[lang].portal.validation, twoFactor: FILES[lang].portal.twoFactor }, resources: FILES[lang].resources },
      lang,
    ),
  ]),
) as Record<Language, Translate>;

/** The entity whose calls a route is (a member's, an album's...), by the longest endpoint its path starts with. */
function entityOf(route: string | undefined) {
  const owners = ENTITIES.filter((e) => route?.startsWith(e['x-resource'].endpoint));
  return owners.sort((a, b) => b['x-resource'].endpoint.length - a['x-resource'].endpoint.length)[0];
}

/** How `request`'s refusal words the fields it got wrong. */
export function faultMessage(request: FastifyRequest): (faults: readonly FieldFault[]) => string {
  const lang = requestLanguage(request);
  const t = TEXTS[lang];
  return ([fault]) => {
    if (fault.message) return fault.message;
    const text = wordingText(t, lang, faultWording(fault, lang));
    const resource = entityOf(request.routeOptions.url)?.['x-resource'].name;
    const label = resource ? t(`resources.${resource}.fields.${fault.field}`, { _: '' }) : '';
    return label ? `${label}: ${text}` : text;
  };
}
