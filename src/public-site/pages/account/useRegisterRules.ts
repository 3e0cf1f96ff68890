// The registration form's rules: the spec's at first, then with this portal's longest full name (NAME_MAX)
// once the server has said it, so that the form takes every name the server takes. Should the server not
// answer, the spec's rule stays and the server still decides.
import { useEffect, useMemo, useState } from 'react';
import { NAME_LETTERS, registerForm } from '../../../../common/model/registerForm.ts';
import { accountApi } from '../../../providers/accountApi.ts';
import { formRules } from '../../../ui/forms/schemaRules.ts';

export function useRegisterRules() {
  const [nameMax, setNameMax] = useState(NAME_LETTERS.max);
  useEffect(() => {
    let shown = true;
    accountApi.signupRules().then(
      (rules) => shown && setNameMax(rules.nameMax),
      () => undefined,
    );
    return () => {
      shown = false;
    };
  }, []);
  return useMemo(() => formRules(registerForm(nameMax)), [nameMax]);
}
