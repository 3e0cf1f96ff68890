// The form behaviour of spec section 5, shared by every public form (login, contact, and the account
// forms): mandatory fields are marked, a field shows its error only after it was changed and left,
// submit stays disabled while any rule fails, and the outcome is a green or red message. A rule the
// server refuses (a day not on the calendar, a value taken) shows at its field too, in the reader's
// words, until that field is changed.
import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { faultWording, wordingText } from '../../../common/model/fieldFaults.ts';
import { HttpError } from '../../providers/httpClient.ts';
import { errorText } from '../errors.ts';
import { useI18n, type Translate } from '../i18n/I18nProvider.tsx';
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
  { rules, trimmed, limits, follows }: FormRules<K>,
  initial: Partial<Record<K, string>> = {},
  translate?: Translate,
) {
  const { t: portalTranslate, lang } = useI18n();
  const t = translate ?? portalTranslate;
  const names = Object.keys(rules) as K[];
  const [values, setValues] = useState<Record<K, string>>(
    () => Object.fromEntries(names.map((n) => [n, initial[n] ?? ''])) as Record<K, string>,
  );
  const [changed, setChanged] = useState<ReadonlySet<K>>(new Set());
  const [left, setLeft] = useState<ReadonlySet<K>>(new Set());
  /** What the server refused, per field, until the field is changed. */
  const [refused, setRefused] = useState<Partial<Record<K, RuleError>>>({});
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

  const setValue = useCallback(
    (name: K, value: string) => {
      setValues((v) => {
        const next = { ...v, [name]: value };
        return follows ? { ...next, ...follows(next) } : next;
      });
      setChanged((s) => (s.has(name) ? s : new Set(s).add(name)));
      setRefused((r) => {
        if (!(name in r)) return r;
        const { [name]: _gone, ...rest } = r;
        return rest as Partial<Record<K, RuleError>>;
      });
    },
    [follows],
  );

  const field = (name: K): FieldProps => {
    const visible = (changed.has(name) && left.has(name) ? errors[name] : null) ?? refused[name] ?? null;
    return {
      id: `field-${name}`,
      name,
      value: values[name],
      required: rules[name].includes(required),
      error: visible !== null,
      helperText: visible ? wordingText(t, lang, visible) : undefined,
      onChange: (event) => setValue(name, event.target.value),
      onBlur: () => {
        if (changed.has(name)) setLeft((s) => (s.has(name) ? s : new Set(s).add(name)));
      },
    };
  };

  /**
   * Puts the server's refusal at the fields it names, when they are all this form's, and takes the
   * reader to the first; false when the refusal is about something else, for the caller to say.
   */
  const showAtFields = (error: unknown, form: HTMLFormElement): boolean => {
    const faults = error instanceof HttpError ? error.faults : [];
    if (faults.length === 0 || !faults.every((f) => (names as string[]).includes(f.field))) return false;
    setRefused(Object.fromEntries(faults.map((f) => [f.field, faultWording(f, lang)])) as Partial<Record<K, RuleError>>);
    const first = form.elements.namedItem(faults[0].field);
    if (first instanceof HTMLElement) first.focus();
    return true;
  };

  /**
   * Wraps the submit action: no double submit, and its outcome (or its failure) becomes the result
   * message. The action gets the values as the server checks them: trimmed where the schema says so.
   * A failure that names this form's fields shows at them; any other goes to `onFailure` (a page that
   * says it in a dialog), else to the result message, in the reader's words.
   */
  const handleSubmit =
    (action: (values: Record<K, string>) => Promise<FormResult>, onFailure?: (error: unknown) => void) => async (event: FormEvent) => {
      event.preventDefault();
      if (hasErrors || submitting) return;
      const form = event.currentTarget as HTMLFormElement;
      setSubmitting(true);
      setResult(null);
      try {
        const sent = { ...values };
        for (const name of trimmed) sent[name] = sent[name].trim();
        setResult(await action(sent));
      } catch (error) {
        if (showAtFields(error, form)) setResult(onFailure ? null : { kind: 'error', message: t('portal.validation.checkFields') });
        else if (onFailure) onFailure(error);
        else setResult({ kind: 'error', message: errorText(error, t) });
      } finally {
        setSubmitting(false);
      }
    };

  const reset = () => {
    setValues(Object.fromEntries(names.map((n) => [n, initial[n] ?? ''])) as Record<K, string>);
    setChanged(new Set());
    setLeft(new Set());
    setRefused({});
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
