// The schema's validation keywords as react-admin validators. A length says its limit as the public forms
// and the server's refusals do (portal.validation.*), its counted noun in the form the limit takes; a
// pattern says the field is not appropriate, never the pattern itself.
import { email, maxLength, minLength, regex, required, type Validator } from 'react-admin';
import { isWebUrl } from '../../../common/model/webUrl.ts';
import type { ValidatorSpec } from '../viewModel.ts';

export function toValidator(spec: ValidatorSpec): Validator {
  switch (spec.rule) {
    case 'required':
      return required();
    case 'minLength':
      return minLength(spec.value, () => ({ message: 'portal.validation.minLength', args: { min: spec.value, smart_count: spec.value } }));
    case 'maxLength':
      return maxLength(spec.value, () => ({ message: 'portal.validation.maxLength', args: { max: spec.value, smart_count: spec.value } }));
    case 'pattern':
      return regex(new RegExp(spec.value), 'portal.validation.fieldNotAppropriate');
    case 'email':
      return email();
    case 'webUrl':
      return (value: unknown) => (typeof value === 'string' && value !== '' && !isWebUrl(value) ? 'portal.validation.webLink' : undefined);
  }
}

export const toValidators = (specs: ValidatorSpec[]): Validator[] => specs.map(toValidator);
