import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as fontkit from 'fontkit';

/** Bundled with the app (no system fonts in a slim image): DejaVu Sans has £, → and every accent we print. */
const FONTS_DIR = resolve(__dirname, '../../../assets/fonts');

/** The names documents choose fonts by (`doc.font(REGULAR)`). */
export const REGULAR = 'regular';
export const BOLD = 'bold';

export type DocumentFontName = typeof REGULAR | typeof BOLD;

/**
 * Parsed once per process: pdfkit otherwise reads and decodes each TTF for every document (most of a pack's
 * build time). A fontkit font is read-only once parsed and pdfkit subsets it per document, so sharing is safe.
 */
let fonts: Record<DocumentFontName, PDFKit.Mixins.PDFFontSource> | null = null;

export function documentFonts(): Record<DocumentFontName, PDFKit.Mixins.PDFFontSource> {
  const load = (file: string) =>
    fontkit.create(readFileSync(join(FONTS_DIR, file))) as unknown as PDFKit.Mixins.PDFFontSource;
  fonts ??= { [REGULAR]: load('DejaVuSans.ttf'), [BOLD]: load('DejaVuSans-Bold.ttf') };
  return fonts;
}
