/** Origins typed one per line (or separated by commas or spaces) into the list a key stores. */
export function parseOrigins(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,]+/)
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    ),
  ];
}

/** Where a form's error for `allowedOrigins.2` belongs: on the origins field. */
export const originsFieldOf = (errors: Partial<Record<string, string>>): string | undefined =>
  errors.allowedOrigins ??
  Object.entries(errors).find(([field]) => field.startsWith('allowedOrigins.'))?.[1] ??
  undefined;
