/** What zod reports, without importing zod: the page loads the schemas only when a form is sent. */
export interface SchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message for each top-level field the issues name; issues about other fields are left out. */
export function fieldErrors<F extends string>(issues: readonly SchemaIssue[], fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
