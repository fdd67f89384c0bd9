import { Inject, Injectable } from '@nestjs/common';
import {
  type BuilderContent,
  type BuilderDraft,
  type BuilderImportRequest,
  type BuilderImportResponse,
  QUIZ_LENGTHS,
} from '@trivia/contracts';
import { AppException } from '../../common/app-exception';
import { EntitlementsService } from '../../entitlements';
import type { MemberPrincipal } from '../../identity';
import { CSV_CONTENT_TYPE } from '../../infra/documents';
import { assertAllowed } from '../../infra/rate-limit/rate-limit-refusal';
import { RATE_LIMITER, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import { CSV_IMPORTS } from '../builder-limits';
import { type BuilderCsvProblem, csvToDraft, draftToCsv } from '../csv/builder-csv';
import { BuilderDraftsService } from '../drafts/builder-drafts.service';
import { DraftChecksService } from '../drafts/draft-checks.service';
import { titleWords } from '../saving/saved-quiz';

/** A CSV export on its way to the browser. */
export interface CsvExport {
  body: string;
  contentType: string;
  contentDisposition: string;
}

/** An import's bad row as a QUIZ_003 issue path: "csv.line.12.answer", or "csv.line.12" for the whole row. */
const issueOf = (problem: BuilderCsvProblem) => ({
  path: `csv.line.${problem.line}${problem.field ? `.${problem.field}` : ''}`,
  message: problem.message,
});

/** The settings an imported quiz is kept under: a general quiz at the shortest length that holds it. */
function importedSettings(content: BuilderContent): BuilderDraft['settings'] {
  const questions = content.rounds.flatMap((round) => round.questions);
  return {
    archetype: 'general-knowledge',
    length: QUIZ_LENGTHS.find((label) => label >= questions.length) ?? QUIZ_LENGTHS.at(-1)!,
    categories: [...new Set(questions.map((q) => q.category))],
    curve: 'rising',
    audience: 'pub',
    avoidRecent: 0,
  };
}

/**
 * The builder CSV (schema version 1) in and out. An import with any bad row stores nothing and answers QUIZ_003
 * naming each row's line and column, unless the member asked to skip the bad rows: then the good rows become a
 * draft and the answer lists what was left out. The imported draft is then checked as any autosave is (the bank
 * ids it names, QC), and starting it needs a custom quiz left this month, as any draft does.
 */
@Injectable()
export class BuilderImportService {
  constructor(
    @Inject(RATE_LIMITER) private readonly limiter: RateLimiter,
    private readonly entitlements: EntitlementsService,
    private readonly drafts: BuilderDraftsService,
    private readonly checks: DraftChecksService,
  ) {}

  async import(member: MemberPrincipal, request: BuilderImportRequest): Promise<BuilderImportResponse> {
    await (await this.entitlements.for(member)).requireLeft('customQuizzes');
    assertAllowed(await this.limiter.consume(CSV_IMPORTS, member.userId), 'RATE_001', 'Too many imports');
    const read = csvToDraft(request.csv, request.title ? { title: request.title } : {});
    const content = read.content ?? (request.skipBadRows ? read.good : null);
    if (!content) {
      throw new AppException(
        'QUIZ_003',
        'The file needs changes before it can be imported',
        read.problems.map(issueOf),
      );
    }
    const checked = this.checks.check(content, false);
    await this.drafts.assertMayStart(member);
    const draft = await this.drafts.insert(member.userId, importedSettings(checked.content), checked.content, null);
    return { ...draft, skipped: read.content ? [] : read.problems };
  }

  async export(member: MemberPrincipal, draftId: string): Promise<CsvExport> {
    const draft = await this.drafts.get(member, draftId);
    const name = draft.quizSlug ?? (titleWords(draft.title) || 'quiz');
    return {
      body: draftToCsv({ title: draft.title, rounds: draft.rounds }),
      contentType: CSV_CONTENT_TYPE,
      // The name is lower-case letters, digits and dashes: the plain quoted form needs no encoded twin.
      contentDisposition: `attachment; filename="${name}.csv"`,
    };
  }
}
