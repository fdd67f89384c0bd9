import { useState } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf, serverFieldErrors, type CodeFields, type FieldErrors } from './form-errors';
import { showErrorToast } from './toast';

export interface FormErrors<F extends string> {
  errors: FieldErrors<F>;
  /** The form's values checked with its schema: the parsed data, or null with each problem on its field. */
  check: <S extends z.ZodType>(schema: S, values: unknown) => z.output<S> | null;
  /** A failed request: the server's problems on their fields, anything else (a lost session, say) as a toast. */
  showFailure: (error: unknown) => void;
  /** Puts one message on one field, for a check the schema does not make; undefined clears it. */
  setError: (field: F, message: string | undefined) => void;
  /** Editing a field clears its message; the others stay until the next submit. */
  clear: (field: F) => void;
}

/** Inline errors for a form showing `fields`: from its schema before sending, from the server after. */
export function useFormErrors<F extends string>(fields: readonly F[], codeFields: CodeFields<F> = {}): FormErrors<F> {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  return {
    errors,
    check: (schema, values) => {
      const parsed = schema.safeParse(values);
      setErrors(parsed.success ? {} : (fieldErrorsOf(parsed.error) as FieldErrors<F>));
      return parsed.success ? parsed.data : null;
    },
    showFailure: (error) => {
      const onFields = serverFieldErrors(error, fields, codeFields);
      if (onFields) setErrors(onFields);
      else showErrorToast(error);
    },
    setError: (field, message) => setErrors((current) => ({ ...current, [field]: message })),
    clear: (field) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)),
  };
}
