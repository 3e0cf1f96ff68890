// The account forms' rules (registration, a phone change): the spec's at first, then as this portal
// checks them once the server has said what it accepts beyond them (the longest full name, NAME_MAX; the
// regions of phone numbers, PHONE_REGIONS), so that a form takes every value the server takes. The code
// that reads foreign numbers is loaded only where regions are set. Should the server not answer, the
// spec's rules stay and the server still decides.
import { useEffect, useMemo, useState } from 'react';
import type { SignupRules } from '../../../../common/generated/api.ts';
import type { FormSchema } from '../../../../common/model/forms.ts';
import { withPhoneRule, type PhoneRegions } from '../../../../common/model/phoneRule.ts';
import { NAME_LETTERS } from '../../../../common/model/registerForm.ts';
import { accountApi } from '../../../providers/accountApi.ts';
import { formRules, type FormRules, type KeywordChecks } from '../../../ui/forms/schemaRules.ts';

interface Accepted {
  nameMax: number;
  phone: PhoneRegions | null;
  checks: KeywordChecks;
}

const SPEC: Accepted = { nameMax: NAME_LETTERS.max, phone: null, checks: {} };

async function accepted(rules: SignupRules): Promise<Accepted> {
  const phone = (rules.phoneRegions as PhoneRegions | undefined) ?? null;
  if (!phone) return { nameMax: rules.nameMax, phone, checks: {} };
  const { regionMobile } = await import('../../../../common/model/phoneRegions.ts');
  const checks: KeywordChecks = { 'x-phone-regions': (value, regions) => regionMobile(value, regions as PhoneRegions['regions']) !== null };
  return { nameMax: rules.nameMax, phone, checks };
}

/** `formOf` builds the form for a longest full name; its `phoneField` takes the regions' numbers where set. */
export function useAccountRules<S extends FormSchema>(
  formOf: (nameMax: number) => S,
  phoneField: keyof S['properties'] & string,
): { rules: FormRules<keyof S['properties'] & string>; phone: PhoneRegions | null } {
  const [{ nameMax, phone, checks }, setAccepted] = useState(SPEC);
  useEffect(() => {
    let shown = true;
    accountApi
      .signupRules()
      .then(accepted)
      .then(
        (rules) => shown && setAccepted(rules),
        () => undefined,
      );
    return () => {
      shown = false;
    };
  }, []);
  const rules = useMemo(
    () => formRules(withPhoneRule(formOf(nameMax), phoneField, phone), checks),
    [formOf, phoneField, nameMax, phone, checks],
  );
  return { rules, phone };
}
