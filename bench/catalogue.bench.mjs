// Catalogue benchmark (issue 12), each case beside a baseline measured in the same run:
//  1. building the four pack files of a 70-question quiz (target: median under 300 ms) beside pdfkit writing
//     the same text lines with no layout plus papaparse's unparse of the same rows;
//  2. catalogue search over 10,000 quizzes on PostgreSQL (target: p95 under 50 ms), the product's own search
//     SQL (items + facet counts, as GET /api/quizzes runs them) beside a bare indexed tsvector query.
//   npm run bench:catalogue
//   BENCH_DATABASE_URL=postgres://user@host:5432/db BENCH_PACK_RUNS=30 BENCH_SEARCH_ROUNDS=20 npm run bench:catalogue
// The search case makes a scratch database on that server and drops it afterwards.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const require = createRequire(resolve(root, 'backend/package.json'));
const dist = (path) => require(resolve(root, 'backend/dist', path));

const PACK_RUNS = Number(process.env.BENCH_PACK_RUNS ?? 30);
const QUIZZES = Number(process.env.BENCH_QUIZZES ?? 10_000);
const SEARCH_ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const { ARCHETYPES, ARCHETYPE_IDS } = require('@trivia/contracts');
const bank = JSON.parse(readFileSync(resolve(root, 'packages/question-bank/dist/bank.json'), 'utf8'));
const categoryNames = new Map(bank.categories.map((c) => [c.id, c.name]));

/** A small seeded generator, so every run measures the same quizzes. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const pick = (rand, list) => list[Math.floor(rand() * list.length)];

function stats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { p50: at(50), p95: at(95), n: sorted.length };
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Pack files
// ---------------------------------------------------------------------------------------------------------------

/** A 70-question quiz of real bank questions: seven rounds of ten, the second a flag picture round. */
function seventyQuestionQuiz() {
  const rand = random(12);
  const playable = bank.questions.filter((q) => q.qc.passed);
  const flags = ['fr', 'de', 'it', 'es', 'jp', 'br', 'ca', 'gb-wls', 'se', 'np'];
  const asPack = (q) => ({
    type: q.type,
    prompt: q.prompt,
    answer: q.answer,
    aliases: q.aliases,
    options: q.options ?? null,
    category: categoryNames.get(q.category) ?? q.category,
    difficulty: q.difficulty,
    source: q.source,
    asOf: q.asOf,
    media: null,
  });
  const rounds = Array.from({ length: 7 }, (_, r) => ({
    title: r === 1 ? 'Flags of the World' : `Round ${r + 1}: ${categoryNames.get(pick(rand, playable).category)}`,
    questions: Array.from({ length: 10 }, (_, n) =>
      r === 1
        ? {
            ...asPack(pick(rand, playable)),
            type: 'text',
            prompt: "Which country's flag is this?",
            answer: flags[n],
            options: null,
            media: { kind: 'flag', code: flags[n] },
          }
        : asPack(pick(rand, playable)),
    ),
  }));
  return {
    slug: 'classic-pub-70-2026-11-23',
    title: 'Quick-Fire Quiz — 23 November 2026',
    archetype: 'quick-fire',
    difficulty: 'mixed',
    publishedAt: new Date('2026-11-23T06:00:00Z'),
    rounds,
  };
}

/** pdfkit and papaparse with no layout: every line the product prints, one after another, same fonts. */
async function baselineFiles(quiz) {
  const PDFDocument = require('pdfkit');
  const fontkit = require('fontkit');
  const Papa = require('papaparse');
  const fonts = resolve(root, 'backend/assets/fonts');
  const regular = (baselineFiles.font ??= fontkit.create(readFileSync(resolve(fonts, 'DejaVuSans.ttf'))));
  const questions = quiz.rounds.flatMap((round) => round.questions);
  const write = (lines) =>
    new Promise((done, fail) => {
      const doc = new PDFDocument({ size: 'A4', margin: 50 });
      doc.registerFont('regular', regular);
      doc.font('regular').fontSize(11);
      const chunks = [];
      doc.on('data', (c) => chunks.push(c));
      doc.on('end', () => done(Buffer.concat(chunks)));
      doc.on('error', fail);
      for (const line of lines) doc.text(line);
      doc.end();
    });
  const hostLines = questions.flatMap((q, i) => [
    `${i + 1}. ${q.prompt}`,
    (q.options ?? []).join('   '),
    `Answer: ${q.answer}`,
    `Also accept: ${q.aliases.join('; ')}`,
    `Source: ${q.source} · true as of ${q.asOf}`,
  ]);
  await write(hostLines);
  await write(questions.map((q, i) => `${i + 1}. ${q.answer}`));
  await write(questions.map((_q, i) => `${i + 1}. ______________________________`));
  const rows = questions.map((q, i) => [
    i,
    q.type,
    q.prompt,
    q.answer,
    q.aliases.join(' | '),
    (q.options ?? []).join(' | '),
  ]);
  return Papa.unparse(rows, { escapeFormulae: true });
}

async function measure(run, runs) {
  const coldStarted = performance.now();
  await run(); // warm-up, reported apart: fonts parsed, flags recorded, code compiled
  const cold = performance.now() - coldStarted;
  const samples = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return { ...stats(samples), cold };
}

async function packCase() {
  const { buildPackFile } = dist('catalogue/packs/build-pack-file.js');
  const { PACK_FILE_TYPES } = require('@trivia/contracts');
  const quiz = seventyQuestionQuiz();
  // One after another, as the job queue's worker runs them: the PDF builders are synchronous CPU work on one
  // thread, so running the four "concurrently" in a process would not shorten the wall time.
  const product = await measure(async () => {
    for (const type of PACK_FILE_TYPES) await buildPackFile(quiz, type, { publicUrl: 'https://example.com' });
  }, PACK_RUNS);
  const baseline = await measure(() => baselineFiles(quiz), PACK_RUNS);
  return { product, baseline };
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Search at 10,000 quizzes
// ---------------------------------------------------------------------------------------------------------------

const ukLongDate = (at) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(at);

/** Quizzes as the releases make them: archetype, lengths and seasons from the catalogue, prompts from the bank. */
function syntheticQuizzes(count) {
  const rand = random(2026);
  const byCategory = new Map();
  for (const q of bank.questions)
    (byCategory.get(q.category) ?? byCategory.set(q.category, []).get(q.category)).push(q);
  const categories = [...byCategory.keys()];
  const start = Date.parse('2026-11-26T06:00:00Z');
  return Array.from({ length: count }, (_, i) => {
    const archetype = ARCHETYPES[ARCHETYPE_IDS[i % ARCHETYPE_IDS.length]];
    const length = pick(rand, archetype.lengths);
    const published = new Date(start - Math.floor(i / 2) * 86_400_000);
    const quizCategories = [
      ...new Set(Array.from({ length: 2 + Math.floor(rand() * 4) }, () => pick(rand, categories))),
    ];
    const prompts = Array.from({ length }, () => pick(rand, byCategory.get(pick(rand, quizCategories))).prompt);
    const title = `${archetype.name} — ${ukLongDate(published)}`;
    const roundTitles = quizCategories.map((c) => categoryNames.get(c) ?? c);
    return {
      slug: `${archetype.id}-${length}-${published.toISOString().slice(0, 10)}-${i}`,
      title,
      description: archetype.description,
      archetype: archetype.id,
      difficulty: pick(rand, ['easy', 'medium', 'hard', 'mixed']),
      length,
      audience: pick(rand, ['pub', 'pub', 'classroom', 'corporate', 'family']),
      season: archetype.season ?? null,
      categories: quizCategories,
      published_at: published.toISOString(),
      downloads: Math.floor(rand() ** 3 * 500),
      search_text: [title, archetype.description, ...roundTitles, ...prompts].join('\n'),
      rounds: JSON.stringify(roundTitles.map((t) => ({ title: t, questionIds: [] }))),
    };
  });
}

const SEARCHES = [
  { q: 'capital city' },
  { q: 'football world cup' },
  { q: 'christmas' },
  { q: 'film director', sort: 'popular' },
  { q: 'river' },
  { q: '"olympic games"' },
  { q: 'king OR queen', archetype: ['history'] },
  { q: 'album', difficulty: ['easy', 'medium'] },
  { archetype: ['music'] },
  { length: [30], difficulty: ['easy'] },
  { category: ['world-geography'], sort: 'popular' },
  { season: ['christmas'], audience: ['pub'] },
  { page: 20 },
];

async function searchCase() {
  const { Client } = require('pg');
  let searchSql;
  try {
    ({ searchSql } = dist('catalogue/quizzes/catalogue-search-sql.js'));
  } catch {
    return { skipped: 'the catalogue search (backend/dist/catalogue/quizzes/catalogue-search-sql.js) is not built' };
  }
  const { catalogueQuerySchema } = require('@trivia/contracts');
  const { Catalogue1764900000000 } = dist('infra/database/migrations/1764900000000-catalogue.js');
  const { CatalogueSearchStorage1764920000000 } = dist(
    'infra/database/migrations/1764920000000-catalogue-search-storage.js',
  );
  const name = `trivia_bench_catalogue_${process.pid}`;
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const db = new Client({ connectionString: url.toString() });
  await db.connect();
  try {
    // The product's own catalogue migrations (its quiz_downloads and saved_quizzes refer to users).
    await db.query(`CREATE TABLE users (id uuid PRIMARY KEY)`);
    for (const migration of [new Catalogue1764900000000(), new CatalogueSearchStorage1764920000000()])
      await migration.up({ query: (sql, params) => db.query(sql, params) });
    const rows = syntheticQuizzes(QUIZZES);
    const loadStarted = performance.now();
    for (let i = 0; i < rows.length; i += 500) {
      const batch = rows.slice(i, i + 500);
      const column = (key) => batch.map((r) => r[key]);
      await db.query(
        `INSERT INTO quizzes (slug, title, description, archetype, difficulty, length, audience, season, categories,
           rounds, bank_version, published_at, downloads, search_text)
         SELECT s.slug, s.title, s.description, s.archetype, s.difficulty, s.length, s.audience, s.season,
           ARRAY(SELECT jsonb_array_elements_text(s.categories)), s.rounds::jsonb, 'bench', s.published_at, s.downloads, s.search_text
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::text[],
           $9::jsonb[], $10::text[], $11::timestamptz[], $12::int[], $13::text[])
           AS s(slug, title, description, archetype, difficulty, length, audience, season, categories, rounds,
                published_at, downloads, search_text)`,
        [
          column('slug'),
          column('title'),
          column('description'),
          column('archetype'),
          column('difficulty'),
          column('length'),
          column('audience'),
          column('season'),
          batch.map((r) => JSON.stringify(r.categories)),
          column('rounds'),
          column('published_at'),
          column('downloads'),
          column('search_text'),
        ],
      );
    }
    await db.query('VACUUM ANALYZE quizzes');
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const textSearches = SEARCHES.filter((s) => s.q);
    const time = async (work) => {
      const started = performance.now();
      await work();
      return performance.now() - started;
    };
    const productRun = async (search) => {
      const { settings, items, counts } = searchSql(
        catalogueQuerySchema.parse({ sort: search.q ? 'relevance' : 'newest', ...search }),
      );
      // As CatalogueSearchService runs them: one transaction, its planner settings first.
      await db.query('BEGIN');
      for (const setting of settings) await db.query(setting);
      await db.query(items.sql, items.params);
      await db.query(counts.sql, counts.params);
      await db.query('COMMIT');
    };
    const bare = (search) =>
      db.query(`SELECT id FROM quizzes WHERE search @@ websearch_to_tsquery('english', $1) LIMIT 24`, [search.q]);
    for (const search of SEARCHES) await productRun(search); // warm the caches
    const product = { all: [], text: [] };
    const baseline = [];
    for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
      for (const search of SEARCHES) {
        const ms = await time(() => productRun(search));
        product.all.push(ms);
        if (search.q) product.text.push(ms);
      }
      for (const search of textSearches) baseline.push(await time(() => bare(search)));
    }
    return { product: stats(product.all), productText: stats(product.text), baseline: stats(baseline), loadSeconds };
  } finally {
    await db.end();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------

const ms = (value) => value.toFixed(1);
const pack = await packCase();
const search = await searchCase();

console.info(`\n## Catalogue benchmark\n`);
console.info(
  `Pack files: wall time to build all four files (host sheet, answers, team sheet PDFs, CSV) of one 70-question quiz with a 10-flag picture round, one after another in one process; ${PACK_RUNS} runs after one warm-up. The warm-up (first build in a fresh process: fonts parsed, each flag's drawing recorded) took ${ms(pack.product.cold)} ms (baseline ${ms(pack.baseline.cold)} ms). Search: ${QUIZZES.toLocaleString('en-GB')} quizzes on PostgreSQL, ${SEARCHES.length} searches × ${SEARCH_ROUNDS} rounds.\n`,
);
console.info(
  '| case | product p50 ms | product p95 ms | baseline p50 ms | baseline p95 ms | ratio p50 | ratio p95 | target |',
);
console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
const row = (name, product, baseline, target) =>
  console.info(
    `| ${name} | ${ms(product.p50)} | ${ms(product.p95)} | ${ms(baseline.p50)} | ${ms(baseline.p95)} | ${(product.p50 / baseline.p50).toFixed(2)} | ${(product.p95 / baseline.p95).toFixed(2)} | ${target} |`,
  );
row(
  'four pack files, 70 questions (baseline: pdfkit text lines, no layout + unparse)',
  pack.product,
  pack.baseline,
  `median < 300 ms: ${pack.product.p50 < 300 ? 'met' : 'MISSED'}`,
);
if (search.skipped) console.info(`| catalogue search | skipped: ${search.skipped} | | | | | | |`);
else {
  row(
    'search, all queries incl. filters and facets (baseline: bare indexed tsvector query)',
    search.product,
    search.baseline,
    `p95 < 50 ms: ${search.product.p95 < 50 ? 'met' : 'MISSED'}`,
  );
  row(
    'search, text queries only',
    search.productText,
    search.baseline,
    `p95 < 50 ms: ${search.productText.p95 < 50 ? 'met' : 'MISSED'}`,
  );
  console.info(`\nLoaded ${QUIZZES.toLocaleString('en-GB')} quizzes in ${search.loadSeconds.toFixed(1)} s.`);
}
