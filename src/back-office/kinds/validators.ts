// The schema's validation keywords as react-admin validators; their messages are the translated ra.validation.* texts.
import { email, maxLength, minLength, regex, required, type Validator } from 'react-admin';
import { isWebUrl } from '../../../common/model/webUrl.ts';
import type { ValidatorSpec } from '../viewModel.ts';

export function toValidator(spec: ValidatorSpec): Validator {
  switch (spec.rule) {
    case 'required':
      return required();
    case 'minLength':
      return minLength(spec.value);
    case 'maxLength':
      return maxLength(spec.value);
    case 'pattern':
      return regex(new RegExp(spec.value));
    case 'email':
      return email();
    case 'webUrl':
      return (value: unknown) => (typeof value === 'string' && value !== '' && !isWebUrl(value) ? 'portal.validation.webLink' : undefined);
  }
}

export const toValidators = (specs: ValidatorSpec[]): Validator[] => specs.map(toValidator);
