import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';

/** flag-icons 7 (MIT): one 4:3 SVG per ISO 3166 code and a few regions (`gb-wls`, `es-ct`, `eu`). */
const FLAGS_DIR = join(dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');

/** What a flag code looks like; anything else is refused before the file system is asked. */
export const FLAG_CODE = /^[a-z]{2,5}(?:-[a-z]{2,3})?$/;

let known: Set<string> | null = null;
const cache = new Map<string, string>();

function knownCodes(): Set<string> {
  known ??= new Set(
    readdirSync(FLAGS_DIR)
      .filter((name) => name.endsWith('.svg'))
      .map((name) => name.slice(0, -'.svg'.length)),
  );
  return known;
}

export function isKnownFlag(code: string): boolean {
  return FLAG_CODE.test(code) && knownCodes().has(code);
}

/** The flag's SVG text, or null for a code flag-icons does not have. Read once, then kept (271 small files). */
export function flagSvg(code: string): string | null {
  if (!isKnownFlag(code)) return null;
  let svg = cache.get(code);
  if (svg === undefined) {
    svg = readFileSync(join(FLAGS_DIR, `${code}.svg`), 'utf8');
    cache.set(code, svg);
  }
  return svg;
}

/** The route's `<code>.svg`, read as the code. */
export const flagFileSchema = z
  .string()
  .regex(/^[a-z0-9-]+\.svg$/, { error: 'Ask for a flag as <code>.svg' })
  .transform((file) => file.slice(0, -'.svg'.length))
  .refine((code) => FLAG_CODE.test(code), { error: 'Not a flag code' });
