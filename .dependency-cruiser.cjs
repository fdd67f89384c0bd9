// Backend module boundaries (ARCHITECTURE "Domains"): infra and common import no domain, and a domain reaches
// another only through its public files. A domain is any folder under backend/src/ other than infra/ and common/,
// so a new module is covered the day its folder appears.
const notDomain = '^backend/src/(infra|common)/';
const anyFolder = '^backend/src/[^/]+/';
// Another domain's module, services, events, entities (one per file, or several in `*.entities.ts`) and index.
const publicFiles = ['\\.(module|service|events|entity|entities)\\.ts$', '/index\\.ts$'];

/**
 * BASELINE: violations tolerated while they are being removed, each exact (rule, from, to) so a new import in the
 * same file still fails. Empty: keep it that way, and fix a new violation instead of listing it.
 */
const baseline = [];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'infra-imports-no-domain',
      comment: 'infra (config, database, redis, http, socket) serves every domain, so it may not depend on one',
      severity: 'error',
      from: { path: '^backend/src/infra/' },
      to: { path: anyFolder, pathNot: notDomain },
    },
    {
      name: 'common-imports-no-domain',
      comment: 'common is shared by every domain, so it may not depend on one',
      severity: 'error',
      from: { path: '^backend/src/common/' },
      to: { path: anyFolder, pathNot: notDomain },
    },
    {
      name: 'domain-imports-public-files-only',
      comment:
        "a domain uses another through its module, services, events, entities or index, never its internals; '$1' is the importing domain",
      severity: 'error',
      from: { path: '^backend/src/([^/]+)/', pathNot: notDomain },
      to: { path: anyFolder, pathNot: ['^backend/src/(infra|common|$1)/', ...publicFiles] },
    },
  ],
  options: {
    // A type-only import couples two modules as much as a value import does.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
    knownViolations: baseline,
  },
};
