/** What a form's check found wrong: one message per field, shown beside it. */
export type FieldErrors<F> = Partial<Record<keyof F, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The one adapter from a contract's zod issues to a form's fields: the first message for each field the issue
 * names (its path's first key, through `fieldOf` where the schema's key differs from the form's). Issues about
 * nothing the form shows are left out.
 */
export function fieldErrors<F extends object>(form: F, issues: readonly Issue[], fieldOf: Partial<Record<PropertyKey, keyof F>> = {}): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    const field = key === undefined ? undefined : (fieldOf[key] ?? (key in form ? (key as keyof F) : undefined));
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
