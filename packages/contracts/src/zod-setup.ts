import { config } from 'zod';

/*
 * zod probes for eval (`new Function`) when it builds an object schema, to compile faster parsers. In a browser the
 * site's Content-Security-Policy forbids eval, and the probe alone is reported as a violation; the schemas are built
 * as their modules load, so the switch must come first: the frontend's build imports this module at the top of every
 * contracts module that imports zod (frontend/vite-plugins/pure-contracts.ts). Servers keep the compiled parsers.
 */
if ('document' in globalThis) config({ jitless: true });
