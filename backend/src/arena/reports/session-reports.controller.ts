import { Controller, Get, Param, Res } from '@nestjs/common';
import type {
  HostedOwnResultResponse,
  HostedSessionListResponse,
  HostedSessionReportResponse,
} from '@trivia/contracts';
import type { FastifyReply } from 'fastify';
import { sendFile } from '../../common/send-file';
import { CurrentPrincipal, type MemberPrincipal } from '../../identity';
import { SessionReportsService } from './session-reports.service';

/** A host's sessions and their reports (members only: the guard refuses guests). */
@Controller('arena/sessions')
export class SessionReportsController {
  constructor(private readonly reports: SessionReportsService) {}

  /** The caller's host-led sessions, newest first. */
  @Get()
  list(@CurrentPrincipal('member') member: MemberPrincipal): Promise<HostedSessionListResponse> {
    return this.reports.list(member);
  }

  @Get(':id/report')
  report(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Param('id') id: string,
  ): Promise<HostedSessionReportResponse> {
    return this.reports.report(member, id);
  }

  @Get(':id/report.csv')
  async csv(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Param('id') id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendFile(reply, await this.reports.download(member, id, 'csv'));
  }

  @Get(':id/report.pdf')
  async pdf(
    @CurrentPrincipal('member') member: MemberPrincipal,
    @Param('id') id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendFile(reply, await this.reports.download(member, id, 'pdf'));
  }

  /** A player's own result in a session they played while signed in. */
  @Get(':id/me')
  own(@CurrentPrincipal('member') member: MemberPrincipal, @Param('id') id: string): Promise<HostedOwnResultResponse> {
    return this.reports.own(member, id);
  }
}
