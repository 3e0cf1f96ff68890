// The form behaviour of spec section 5, shared by every public form (login, contact, and the account
// forms): mandatory fields are marked, a field shows its error only after it was changed and left,
// submit stays disabled while any rule fails, and the outcome is a green or red message.
import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslate, type Translate } from '../i18n/I18nProvider.tsx';
import { firstError, required, type Rule, type RuleError } from './rules.ts';
import type { FormRules } from './schemaRules.ts';

export type FormResult = { kind: 'success' | 'error'; message: string } | null;

export interface FieldProps {
  id: string;
  name: string;
  value: string;
  required: boolean;
  error: boolean;
  helperText: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

/** `translate`: the back office passes react-admin's, so a form there follows its language menu. */
export function useValidatedForm<K extends string>(
  { rules, trimmed, limits }: FormRules<K>,
  initial: Partial<Record<K, string>> = {},
  translate?: Translate,
) {
  const portalTranslate = useTranslate();
  const t = translate ?? portalTranslate;
  const names = Object.keys(rules) as K[];
  const [values, setValues] = useState<Record<K, string>>(
    () => Object.fromEntries(names.map((n) => [n, initial[n] ?? ''])) as Record<K, string>,
  );
  const [changed, setChanged] = useState<ReadonlySet<K>>(new Set());
  const [left, setLeft] = useState<ReadonlySet<K>>(new Set());
  const [result, setResult] = useState<FormResult>(null);
  const [submitting, setSubmitting] = useState(false);

  // A form's rules are built once, from its schema, so the values drive the recomputation.
  const errors = useMemo(
    () =>
      Object.fromEntries(Object.entries<readonly Rule[]>(rules).map(([n, r]) => [n, firstError(r, values[n as K], values)])) as Record<
        K,
        RuleError | null
      >,
    [rules, values],
  );
  const hasErrors = names.some((n) => errors[n] !== null);

  const setValue = useCallback((name: K, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setChanged((s) => (s.has(name) ? s : new Set(s).add(name)));
  }, []);

  const field = (name: K): FieldProps => {
    const visible = changed.has(name) && left.has(name) ? errors[name] : null;
    return {
      id: `field-${name}`,
      name,
      value: values[name],
      required: rules[name].includes(required),
      error: visible !== null,
      helperText: visible ? t(visible.key, visible.options) : undefined,
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => {
        if (changed.has(name)) setLeft((s) => (s.has(name) ? s : new Set(s).add(name)));
      },
    };
  };

  /**
   * Wraps the submit action: no double submit, and its outcome (or its failure) becomes the result
   * message. The action gets the values as the server checks them: trimmed where the schema says so.
   */
  const handleSubmit = (action: (values: Record<K, string>) => Promise<FormResult>) => async (event: FormEvent) => {
    event.preventDefault();
    if (hasErrors || submitting) return;
    setSubmitting(true);
    setResult(null);
    try {
      const sent = { ...values };
      for (const name of trimmed) sent[name] = sent[name].trim();
      setResult(await action(sent));
    } catch (error) {
      setResult({ kind: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setSubmitting(false);
    }
  };

  const reset = () => {
    setValues(Object.fromEntries(names.map((n) => [n, initial[n] ?? ''])) as Record<K, string>);
    setChanged(new Set());
    setLeft(new Set());
  };

  return {
    values,
    setValue,
    errors,
    hasErrors,
    field,
    result,
    setResult,
    submitting,
    handleSubmit,
    reset,
    limits,
    canSubmit: !hasErrors && !submitting,
  };
}
