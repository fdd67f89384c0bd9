import { type ArenaReport, ukLongDate } from '@trivia/contracts';
import type { MailMessage } from '../../mail/mail.service';
import { percent } from './report-format';

/** The session's report page in the host's library. */
export const reportPagePath = (sessionId: string) => `/library/sessions/${sessionId}`;

/** Tells the host their session's report is ready, with the headline figures and a link to it. */
export function sessionReportMail(
  report: ArenaReport,
  host: { email: string; name: string },
  publicUrl: string,
): MailMessage {
  const e = report.engagement;
  const facts = [
    `${e.participants} ${report.teamMode === 'tables' ? 'table' : 'participant'}${e.participants === 1 ? '' : 's'}`,
    `${e.questionsPlayed} question${e.questionsPlayed === 1 ? '' : 's'} played`,
    ...(e.participationRate === null ? [] : [`participation ${percent(e.participationRate)}`]),
    ...(e.correctRate === null ? [] : [`${percent(e.correctRate)} right answers`]),
  ];
  const winner = report.teams[0]?.memberCount ? report.teams[0] : null;
  return {
    to: host.email,
    subject: `Your session report: ${report.title}`,
    text: [
      `Hello ${host.name},`,
      '',
      `The report of your session "${report.title}" on ${ukLongDate(new Date(report.endedAt))} is ready: ${facts.join(', ')}.`,
      ...(winner ? ['', `Top team: ${winner.name} (${winner.score.toFixed(1)} points on average).`] : []),
      '',
      'See the standings, every question and every answer, and download it as CSV or PDF:',
      `${publicUrl}${reportPagePath(report.sessionId)}`,
      '',
      'The report stays in your library under Sessions.',
    ].join('\n'),
  };
}
