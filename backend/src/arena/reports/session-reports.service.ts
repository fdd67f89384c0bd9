import { Injectable } from '@nestjs/common';
import type {
  ArenaReport,
  HostedOwnAnswer,
  HostedOwnResultResponse,
  HostedReportFileType,
  HostedSessionListResponse,
  HostedSessionReportResponse,
} from '@trivia/contracts';
import { z } from 'zod';
import { AppException } from '../../common/app-exception';
import type { FileDownload } from '../../common/send-file';
import type { MemberPrincipal } from '../../identity';
import { SessionReportFiles } from './session-report-files';
import { type SessionRow, SessionReportRows, sessionStatus, sessionSummary } from './session-report-rows';

const sessionIdSchema = z.uuid();

/** One player's result and answers, from the stored report. */
function ownResult(report: ArenaReport, playerId: string): Pick<HostedOwnResultResponse, 'result' | 'answers'> {
  const player = report.participants.find((p) => p.playerId === playerId);
  if (!player) return { result: null, answers: [] };
  const team = player.teamId ? report.teams.find((t) => t.teamId === player.teamId) : undefined;
  const given = new Map(player.answers.map((a) => [a.questionIndex, a]));
  const answers = report.questions
    .filter((q) => q.status !== 'not_reached')
    .map((q): HostedOwnAnswer => {
      const answer = given.get(q.index);
      return {
        questionIndex: q.index,
        prompt: q.prompt,
        type: q.type,
        status: q.status,
        correctAnswer: q.correctAnswer,
        answer: answer?.answer ?? null,
        correct: answer?.correct ?? null,
        points: answer?.points ?? 0,
        elapsedMs: answer?.elapsedMs ?? null,
        receivedAt: answer?.receivedAt ?? null,
        remarked: answer?.remarked ?? false,
      };
    });
  return {
    result: {
      nickname: player.nickname,
      rank: player.rank,
      score: player.score,
      correctCount: player.correctCount,
      playerCount: report.participants.length,
      scoring: report.scoring,
      team: team
        ? {
            name: team.name,
            rank: team.rank,
            score: team.score,
            teamCount: report.teams.filter((t) => t.memberCount > 0).length,
          }
        : null,
    },
    answers,
  };
}

/**
 * Who may read what of a host-led session: its host (or an admin) the sessions list, the report and its files;
 * a signed-in player of its game their own result. Anything else is refused with a catalogue code.
 */
@Injectable()
export class SessionReportsService {
  constructor(
    private readonly rows: SessionReportRows,
    private readonly files: SessionReportFiles,
  ) {}

  async list(member: MemberPrincipal): Promise<HostedSessionListResponse> {
    return { sessions: (await this.rows.hostedBy(member.userId)).map(sessionSummary) };
  }

  async report(member: MemberPrincipal, id: string): Promise<HostedSessionReportResponse> {
    const row = await this.forHost(member, id);
    return { session: sessionSummary(row), report: row.report };
  }

  async download(member: MemberPrincipal, id: string, type: HostedReportFileType): Promise<FileDownload> {
    const row = await this.forHost(member, id);
    if (!row.report) throw new AppException('RES_001', 'This session has no report yet');
    return this.files.download(row.report, type);
  }

  async own(member: MemberPrincipal, id: string): Promise<HostedOwnResultResponse> {
    const row = await this.session(id);
    const playerId = await this.rows.isPlayer(row.id, member.userId);
    if (!playerId) throw new AppException('ARENA_008', 'You did not play in this session');
    return {
      session: {
        id: row.id,
        title: row.title,
        hostName: row.hostName,
        endedAt: row.endedAt?.toISOString() ?? null,
        completed: row.match?.ended ? row.match.completed : null,
        status: sessionStatus(row),
      },
      ...(row.report ? ownResult(row.report, playerId) : { result: null, answers: [] }),
    };
  }

  /** An address that cannot be a session id is as unknown as one that is not stored. */
  private async session(id: string): Promise<SessionRow> {
    const valid = sessionIdSchema.safeParse(id);
    const row = valid.success ? await this.rows.session(valid.data) : null;
    if (!row) throw new AppException('RES_001', 'No such session');
    return row;
  }

  private async forHost(member: MemberPrincipal, id: string): Promise<SessionRow> {
    const row = await this.session(id);
    if (row.hostUserId !== member.userId && member.role !== 'ADMIN')
      throw new AppException('ARENA_005', 'Only the host of this session (or an administrator) can see its report');
    return row;
  }
}
