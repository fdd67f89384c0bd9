import { config } from 'zod';

/*
 * zod probes for eval (`new Function`) when it builds an object schema, to compile faster parsers. In a browser the
 * site's Content-Security-Policy forbids eval, and the probe alone is reported as a violation; the schemas below
 * are built as these modules load, so the switch must come first, here. Servers keep the compiled parsers.
 */
if ('document' in globalThis) config({ jitless: true });
