import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AttributionsResponse, QuestionBankStats, QuizSeason } from '@trivia/contracts';
import { bankStats } from './bank-stats';
import { type EntityManager, In, type Repository } from 'typeorm';
import type { BankFile } from './bank-file';
import { CONTRIBUTED_PREFIX, QuestionEntity, type QuestionMedia } from './question.entity';
import { QuestionBankSeed } from './question-bank.seed';

/** What narrows a draw's candidates: its categories, season and picture kind. */
export interface CandidateQuery {
  categories?: readonly string[];
  season?: QuizSeason;
  media?: QuestionMedia['kind'];
}

const push = <V>(map: Map<string, V[]>, key: string, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** Puts a question into a list kept in id order, in place of any earlier copy of it. */
const placeInIdOrder = (map: Map<string, QuestionEntity[]>, key: string, question: QuestionEntity) => {
  const list = (map.get(key) ?? []).filter((q) => q.id !== question.id);
  const at = list.findIndex((q) => q.id > question.id);
  list.splice(at < 0 ? list.length : at, 0, question);
  map.set(key, list);
};

/** Other nodes pick up the nightly recount of difficulty within this long. */
const OBSERVED_REFRESH_MS = 60 * 60 * 1000;

/** Questions in play, held in memory after the seed: the daily quizzes read them on every answer. */
@Injectable()
export class QuestionBankService implements OnApplicationBootstrap, OnModuleDestroy {
  private refresher?: NodeJS.Timeout;
  private byId = new Map<string, QuestionEntity>();
  private playableByType = new Map<string, QuestionEntity[]>();
  /** The questions in play by type, then by category (no pictures), season and picture kind, each in id order. */
  private index = new Map<string, QuestionEntity[]>();
  private changes = 0;
  private answersByCategory = new Map<string, string[]>();
  private categoryNames = new Map<string, string>();
  private attributions: AttributionsResponse['sources'] = [];

  constructor(
    @InjectRepository(QuestionEntity) private readonly questions: Repository<QuestionEntity>,
    private readonly seed: QuestionBankSeed,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const bank = await this.seed.run();
    await this.load(bank);
    this.refresher = setInterval(() => {
      void this.refreshObservedDifficulty().catch(() => undefined);
      void this.admitMissedContributions().catch(() => undefined);
    }, OBSERVED_REFRESH_MS);
    this.refresher.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.refresher);
  }

  /** Reads the labels play data gave (recounted nightly by one node) into this node's copy of the bank. */
  async refreshObservedDifficulty(): Promise<void> {
    const rows: { id: string; observed_difficulty: QuestionEntity['observedDifficulty'] }[] =
      await this.questions.query(`SELECT id, observed_difficulty FROM questions WHERE observed_difficulty IS NOT NULL`);
    for (const row of rows) {
      const question = this.byId.get(row.id);
      if (question) question.observedDifficulty = row.observed_difficulty;
    }
    this.changes += 1;
  }

  /**
   * Takes questions added to the database since the load (an approved contribution, on whichever node approved
   * it) into this node's copy: each goes into its lists in id order, and the generation moves so kept draw pools
   * are rebuilt.
   */
  async admit(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    for (const q of await this.questions.findBy({ id: In([...ids]) })) {
      this.byId.set(q.id, q);
      if (!q.qcPassed || q.retired) continue;
      placeInIdOrder(this.playableByType, q.type, q);
      placeInIdOrder(this.index, q.media ? `${q.type}|media|${q.media.kind}` : `${q.type}|category|${q.category}`, q);
      for (const season of q.seasons ?? []) placeInIdOrder(this.index, `${q.type}|season|${season}`, q);
      if (q.type === 'text') {
        const known = new Set(this.answersByCategory.get(q.category) ?? []);
        for (const text of [q.answer, ...q.aliases]) known.add(text);
        this.answersByCategory.set(q.category, [...known]);
      }
    }
    this.changes += 1;
  }

  /**
   * Writes a question that did not come from the bank file (an approved contribution) in the caller's
   * transaction; once that commits, `BankChangesGateway.added` puts it in play on every node.
   */
  async insert(question: QuestionEntity, manager: EntityManager): Promise<void> {
    await manager.getRepository(QuestionEntity).insert(question);
  }

  /** Contributed questions this node has not heard of (a message between nodes lost while Redis was away). */
  async admitMissedContributions(): Promise<void> {
    const rows: { id: string }[] = await this.questions.query(`SELECT id FROM questions WHERE id LIKE $1`, [
      `${CONTRIBUTED_PREFIX}%`,
    ]);
    await this.admit(rows.map((row) => row.id).filter((id) => !this.byId.has(id)));
  }

  private async load(bank: BankFile | null): Promise<void> {
    // In id order: every draw sorts its pool by id, which is then all but free.
    const all = (await this.questions.find()).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    this.byId = new Map(all.map((q) => [q.id, q]));
    const playable = all.filter((q) => q.qcPassed && !q.retired);
    this.playableByType = new Map();
    this.index = new Map();
    for (const q of playable) {
      push(this.playableByType, q.type, q);
      push(this.index, q.media ? `${q.type}|media|${q.media.kind}` : `${q.type}|category|${q.category}`, q);
      for (const season of q.seasons ?? []) push(this.index, `${q.type}|season|${season}`, q);
    }
    this.changes += 1;
    const answers = new Map<string, Set<string>>();
    for (const q of all) {
      if (!q.qcPassed || q.retired || q.type !== 'text') continue;
      const set = answers.get(q.category) ?? new Set<string>();
      for (const text of [q.answer, ...q.aliases]) set.add(text);
      answers.set(q.category, set);
    }
    this.answersByCategory = new Map([...answers].map(([category, set]) => [category, [...set]]));
    this.categoryNames = new Map((bank?.categories ?? []).map((c) => [c.id, c.name]));
    this.attributions = (bank?.attributions ?? []).map((a) => ({ ...a, url: a.url ?? null }));
  }

  /** Any question, in play or retired: past quizzes still show theirs. */
  get(id: string): QuestionEntity | undefined {
    return this.byId.get(id);
  }

  /** The questions of a type in play, in id order. */
  playable(type: QuestionEntity['type']): readonly QuestionEntity[] {
    return this.playableByType.get(type) ?? [];
  }

  /**
   * The questions of a type in play that could fit a draw, each list in id order: the few hundred of a season or a
   * picture kind, else those of the categories asked for (pictures left out), else the type's whole list.
   */
  candidates(type: QuestionEntity['type'], query: CandidateQuery): readonly QuestionEntity[] {
    if (query.media) return this.index.get(`${type}|media|${query.media}`) ?? [];
    if (query.season) return this.index.get(`${type}|season|${query.season}`) ?? [];
    if (!query.categories?.length) return this.playable(type);
    return [...new Set(query.categories)].flatMap((c) => this.index.get(`${type}|category|${c}`) ?? []);
  }

  /** Counts every load and every recount of difficulty: what is kept from the bank's questions is stale once it moves. */
  get generation(): number {
    return this.changes;
  }

  /** Every accepted answer in a category: a typo never matches one of these instead of the right answer. */
  knownAnswers(category: string): string[] {
    return this.answersByCategory.get(category) ?? [];
  }

  categoryName(category: string): string {
    return this.categoryNames.get(category) ?? category;
  }

  /** The real totals of questions in play (spec: every number about content comes from here). */
  stats(): QuestionBankStats {
    const all = [...this.byId.values()].filter((q) => !q.retired);
    return bankStats(all, (category) => this.categoryName(category));
  }

  attributionList(): AttributionsResponse {
    return { sources: this.attributions };
  }

  /** Questions kept out of play, with why (for the admin and the QC report). */
  async rejected(): Promise<{ id: string; prompt: string; reasons: string[] }[]> {
    const rows = await this.questions.find({ where: { qcPassed: false, retired: false }, order: { id: 'ASC' } });
    return rows.map((q) => ({ id: q.id, prompt: q.prompt, reasons: q.qcReasons }));
  }
}
