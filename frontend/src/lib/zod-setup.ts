import { config } from 'zod';

/*
 * zod probes for eval (`new Function`) when it builds an object schema; the site's Content-Security-Policy forbids
 * eval, so the probe alone is reported as a violation. The contracts switch it off as they load, but the build
 * drops that module once no page's first download holds a schema, so the app switches it off itself, first.
 */
config({ jitless: true });
