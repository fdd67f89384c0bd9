import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ContentVersionEntity } from './content-version.entity';
import { APP_CONFIG, type AppConfig } from '../infra/config/config';
import { type BankFile, type BankFileQuestion, readBankFile } from './bank-file';
import { CONTRIBUTED_PREFIX, QuestionEntity } from './question.entity';

const VERSION_KEY = 'question-bank';
const BATCH = 500;

/**
 * Imports the generated bank idempotently: nothing happens when the stored version matches; otherwise every
 * question is upserted and those no longer generated are retired (kept for past quizzes, out of play).
 */
@Injectable()
export class QuestionBankSeed {
  private readonly logger = new Logger(QuestionBankSeed.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async run(): Promise<BankFile | null> {
    const bank = readBankFile(this.config.questionBankFile);
    if (!bank) {
      this.logger.warn(`No question bank at ${this.config.questionBankFile}: run the build to generate it`);
      return null;
    }
    const stored = await this.dataSource.getRepository(ContentVersionEntity).findOneBy({ name: VERSION_KEY });
    if (stored?.version === bank.version) return bank;
    await this.dataSource.transaction(async (manager) => {
      for (let i = 0; i < bank.questions.length; i += BATCH) {
        await this.upsert(manager, bank.questions.slice(i, i + BATCH));
      }
      await retireMissing(
        manager,
        bank.questions.map((q) => q.id),
      );
      await manager.upsert(ContentVersionEntity, { name: VERSION_KEY, version: bank.version }, ['name']);
    });
    this.logger.log(`Imported question bank ${bank.version} (${bank.questions.length} questions)`);
    return bank;
  }

  private async upsert(manager: EntityManager, questions: BankFileQuestion[]): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(QuestionEntity)
      .values(questions.map(entityOf))
      .orUpdate(
        [
          'type',
          'category',
          'difficulty',
          'prompt',
          'answer',
          'aliases',
          'options',
          'media',
          'seasons',
          'explanation',
          'fact_key',
          'source',
          'as_of',
          'qc_passed',
          'qc_reasons',
          'answer_kind',
          'curriculum_subject',
          'curriculum_levels',
          'items',
          'value',
          'unit',
          'tolerance_note',
          'retired',
        ],
        ['id'],
      )
      .execute();
  }
}

/**
 * Takes out of play every question the new bank file no longer has. Contributed questions never come from the
 * file: a new bank leaves them in play.
 */
export async function retireMissing(manager: EntityManager, idsInFile: readonly string[]): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(QuestionEntity)
    .set({ retired: true })
    .where(`NOT (id = ANY(:ids)) AND id NOT LIKE '${CONTRIBUTED_PREFIX}%'`, { ids: idsInFile })
    .execute();
}

/** A question of the bank file as the questions table stores it (the answers players gave start at nothing). */
export function entityOf(
  q: BankFileQuestion,
): Omit<QuestionEntity, 'observedAnswers' | 'observedCorrect' | 'observedDifficulty' | 'contributorId'> {
  return {
    id: q.id,
    type: q.type,
    category: q.category,
    difficulty: q.difficulty,
    prompt: q.prompt,
    answer: q.answer,
    aliases: q.aliases,
    options: q.options ?? null,
    media: q.media ?? null,
    seasons: q.seasons ?? [],
    explanation: q.explanation ?? null,
    factKey: q.factKey,
    source: q.source,
    asOf: q.asOf,
    qcPassed: q.qc.passed,
    qcReasons: q.qc.reasons,
    answerKind: q.answerKind ?? null,
    curriculumSubject: q.curriculum?.subject ?? null,
    curriculumLevels: q.curriculum?.levels ?? [],
    items: q.items ?? null,
    value: q.value ?? null,
    unit: q.unit ?? null,
    toleranceNote: q.toleranceNote ?? null,
    retired: false,
  };
}
