// Backend module boundaries (ARCHITECTURE "Domains"): infra and common import no domain, and a domain reaches
// another only through its public files. A domain is any folder under backend/src/ other than infra/ and common/,
// so a new module is covered the day its folder appears.
const notDomain = '^backend/src/(infra|common)/';
const anyFolder = '^backend/src/[^/]+/';
// Another domain's module, services, events, entities (one per file, or several in `*.entities.ts`) and index.
const publicFiles = ['\\.(module|service|events|entity|entities)\\.ts$', '/index\\.ts$'];

/** A violation that already exists, by rule, importing file and imported file (both under backend/src/). */
function known(rule, from, to) {
  return {
    type: 'dependency',
    from: `backend/src/${from}`,
    to: `backend/src/${to}`,
    rule: { name: rule, severity: 'error' },
  };
}

/**
 * BASELINE: the violations in the tree when these rules arrived. Each is exact (rule, from, to), so a new import
 * in the same file still fails. Delete an entry when its import goes; add none.
 */
const baseline = [
  // to be removed by the identity refactor
  known('infra-imports-no-domain', 'infra/socket/app-io.adapter.ts', 'daily-quiz/player-identity.ts'),
  // to be removed by the identity refactor
  known('infra-imports-no-domain', 'infra/database/entities.ts', 'analytics/analytics-event.entity.ts'),
  // to be removed by the identity refactor
  known('infra-imports-no-domain', 'infra/database/entities.ts', 'auth/mfa/mfa-backup-code.entity.ts'),
  // to be removed by the identity refactor
  known('infra-imports-no-domain', 'infra/database/entities.ts', 'auth/session/session.entity.ts'),
  // to be removed by the identity refactor
  known('infra-imports-no-domain', 'infra/database/entities.ts', 'auth/throttle/login-failure.entity.ts'),
  // to be removed by the identity refactor
  known('infra-imports-no-domain', 'infra/database/entities.ts', 'daily-quiz/daily-quiz.entities.ts'),
  // to be removed by the identity refactor
  known('infra-imports-no-domain', 'infra/database/entities.ts', 'feature-flags/feature-flag.entity.ts'),
  // to be removed by the identity refactor
  known('infra-imports-no-domain', 'infra/database/entities.ts', 'mail/mail-outbox.entity.ts'),
  // to be removed by the identity refactor
  known('infra-imports-no-domain', 'infra/database/entities.ts', 'question-bank/question.entity.ts'),
  // to be removed by the identity refactor
  known('infra-imports-no-domain', 'infra/database/entities.ts', 'users/user.entity.ts'),
  // to be removed by the identity refactor
  known('common-imports-no-domain', 'common/auth.decorators.ts', 'users/user.entity.ts'),
  // to be removed by the identity refactor
  known('domain-imports-public-files-only', 'auth/auth.controller.ts', 'daily-quiz/player-identity.ts'),
  // to be removed by the identity refactor
  known('domain-imports-public-files-only', 'arena/socket-identity.service.ts', 'daily-quiz/player-identity.ts'),
  // to be removed by the identity refactor
  known('domain-imports-public-files-only', 'arena/results/arena-results.service.ts', 'daily-quiz/display-name.ts'),
  // to be removed by the identity refactor
  known('domain-imports-public-files-only', 'daily-quiz/daily-players.service.ts', 'live/live-counters.ts'),
  // to be removed by the identity refactor
  known('domain-imports-public-files-only', 'seed/seed.service.ts', 'auth/password/password-hasher.ts'),
];

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
