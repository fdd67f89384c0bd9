import { ARENA_REPORT_SPLIT, type ArenaReport, ukLongDate } from '@trivia/contracts';
import {
  BOLD,
  contentWidth,
  finishPdf,
  INK,
  keepTogether,
  MUTED,
  openPdf,
  PAGE_MARGIN,
  type PdfDoc,
  REGULAR,
} from '../../infra/documents';
import { endingText, percent, questionLabel, seconds, teamNames } from './report-format';

const ACCENT = '#1c7ed6';
const TRACK = '#e9ecef';
/** The standings printed: a summary, not the whole room (the CSV has everyone). */
const TOP_PLAYERS = 10;

/** A column of a simple table: its heading, its share of the width, and how its cells align. */
interface Column {
  heading: string;
  width: number;
  align?: 'left' | 'right';
}

function heading(doc: PdfDoc, text: string): void {
  keepTogether(doc, 90);
  doc.moveDown(1.2);
  doc.font(BOLD).fontSize(14).fillColor(INK).text(text, PAGE_MARGIN, doc.y);
  doc.moveDown(0.4);
}

/** One row of cells; each column's width is a share of the content width. Returns below the tallest cell. */
function row(doc: PdfDoc, columns: readonly Column[], cells: readonly string[], bold = false): void {
  doc.font(bold ? BOLD : REGULAR).fontSize(10);
  const total = contentWidth(doc);
  const heights = columns.map((column, i) => doc.heightOfString(cells[i] ?? '', { width: column.width * total - 6 }));
  keepTogether(doc, Math.max(...heights) + 4);
  const top = doc.y;
  let x = PAGE_MARGIN;
  columns.forEach((column, i) => {
    doc.fillColor(bold ? MUTED : INK).text(cells[i] ?? '', x, top, {
      width: column.width * total - 6,
      align: column.align ?? 'left',
    });
    x += column.width * total;
  });
  doc.y = top + Math.max(...heights) + 4;
}

function table(doc: PdfDoc, columns: readonly Column[], rows: readonly string[][]): void {
  row(
    doc,
    columns,
    columns.map((column) => column.heading),
    true,
  );
  for (const cells of rows) row(doc, columns, cells);
}

/** Label and value pairs, without a heading row. */
function facts(doc: PdfDoc, lines: readonly [string, string][]): void {
  const columns = [
    { heading: '', width: 0.45 },
    { heading: '', width: 0.55 },
  ];
  for (const cells of lines) row(doc, columns, cells);
}

function engagementLines(report: ArenaReport): [string, string][] {
  const e = report.engagement;
  const inTeams = report.teams.length > 0 ? ` in ${e.teams} team${e.teams === 1 ? '' : 's'}` : '';
  const notes = [
    e.polls > 0 ? `${e.polls} poll${e.polls === 1 ? '' : 's'}` : '',
    e.questionsVoid > 0 ? `${e.questionsVoid} skipped` : '',
    e.questionsNotReached > 0 ? `${e.questionsNotReached} not reached` : '',
  ].filter(Boolean);
  return [
    [report.teamMode === 'tables' ? 'Tables' : 'Participants', `${e.participants}${inTeams}`],
    ['Questions played', `${e.questionsPlayed}${notes.length ? ` (${notes.join(', ')})` : ''}`],
    ['Participation', e.participationRate === null ? '–' : `${percent(e.participationRate)} of possible answers`],
    ['Answered every question', `${e.answeredEvery} of ${e.participants}`],
    ['Right answers', e.correctRate === null ? '–' : `${percent(e.correctRate)} of answers to scored questions`],
    ['Average answer time', e.averageMs === null ? '–' : seconds(e.averageMs)],
    [
      'Questions that split the room',
      `${e.splitQuestions} (${percent(ARENA_REPORT_SPLIT.min)} to ${percent(ARENA_REPORT_SPLIT.max)} right)`,
    ],
    ['Answers re-marked by the host', String(e.remarks)],
  ];
}

function teamSection(doc: PdfDoc, report: ArenaReport): void {
  if (report.teams.length === 0) return;
  heading(doc, 'Team standings');
  table(
    doc,
    [
      { heading: 'Rank', width: 0.1 },
      { heading: 'Team', width: 0.4 },
      { heading: 'Members', width: 0.16, align: 'right' },
      { heading: 'Score', width: 0.16, align: 'right' },
      { heading: 'Right', width: 0.18, align: 'right' },
    ],
    report.teams.map((team) => [
      String(team.rank),
      team.name,
      String(team.memberCount),
      team.score.toFixed(1),
      team.correctRate === null ? '–' : percent(team.correctRate),
    ]),
  );
  doc.moveDown(0.3);
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text("A team's score is the mean of its members' scores, to one decimal place.", PAGE_MARGIN, doc.y);
}

/** One bar per question played: the share of participants who answered it. */
function participationSection(doc: PdfDoc, report: ArenaReport): void {
  if (report.participation.length === 0) return;
  heading(doc, 'Participation by question');
  const labelWidth = 40;
  const valueWidth = 130;
  const barWidth = contentWidth(doc) - labelWidth - valueWidth - 12;
  doc.font(REGULAR).fontSize(10);
  for (const entry of report.participation) {
    keepTogether(doc, 18);
    const top = doc.y;
    doc.fillColor(INK).text(questionLabel(entry.questionIndex), PAGE_MARGIN, top, { width: labelWidth });
    const x = PAGE_MARGIN + labelWidth;
    doc.rect(x, top + 2, barWidth, 9).fill(TRACK);
    if (!entry.void && entry.share > 0) doc.rect(x, top + 2, barWidth * Math.min(1, entry.share), 9).fill(ACCENT);
    const value = entry.void
      ? 'void (skipped)'
      : `${entry.answered} of ${report.participants.length} (${percent(entry.share)})`;
    doc.fillColor(entry.void ? MUTED : INK).text(value, x + barWidth + 12, top, { width: valueWidth });
    doc.y = top + 16;
  }
}

function splitSection(doc: PdfDoc, report: ArenaReport): void {
  const split = report.questions.filter((q) => q.split);
  if (split.length === 0) return;
  heading(doc, 'Questions that split the room');
  for (const question of split) {
    doc.font(REGULAR).fontSize(10);
    const text = `${questionLabel(question.index)}. ${question.prompt} — ${percent(question.correctRate ?? 0)} right`;
    keepTogether(doc, doc.heightOfString(text, { width: contentWidth(doc) }) + 4);
    doc.fillColor(INK).text(text, PAGE_MARGIN, doc.y, { width: contentWidth(doc) });
    doc.moveDown(0.2);
  }
}

function standingsSection(doc: PdfDoc, report: ArenaReport): void {
  if (report.participants.length === 0) return;
  const teams = teamNames(report);
  const top = report.participants.slice(0, TOP_PLAYERS);
  heading(doc, report.participants.length > TOP_PLAYERS ? `Top ${TOP_PLAYERS} players` : 'Final standings');
  const withTeams = report.teams.length > 0;
  table(
    doc,
    [
      { heading: 'Rank', width: 0.1 },
      { heading: report.teamMode === 'tables' ? 'Table' : 'Player', width: withTeams ? 0.34 : 0.54 },
      ...(withTeams ? [{ heading: 'Team', width: 0.2 }] : []),
      { heading: 'Score', width: 0.18, align: 'right' as const },
      { heading: 'Right answers', width: 0.18, align: 'right' as const },
    ],
    top.map((p) => [
      String(p.rank),
      p.nickname,
      ...(withTeams ? [p.teamId ? (teams.get(p.teamId) ?? '') : ''] : []),
      String(p.score),
      String(p.correctCount),
    ]),
  );
}

/**
 * The summary for a manager or HR: how engaged the room was, team standings, participation per question, the
 * questions that split the room and the top of the standings. Dated by the session's end, so the same report
 * always gives the same bytes.
 */
export function buildReportPdf(report: ArenaReport): Promise<Buffer> {
  const { doc, done } = openPdf({
    title: `Session report: ${report.title}`,
    subject: 'Session report',
    date: new Date(report.endedAt),
  });
  doc.font(BOLD).fontSize(20).fillColor(INK).text('Session report');
  doc.font(BOLD).fontSize(15).text(report.title);
  doc.moveDown(0.2);
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(MUTED)
    .text(
      [
        `Hosted by ${report.hostName}`,
        ukLongDate(new Date(report.endedAt)),
        endingText(report),
        report.scoring === 'accuracy' ? 'One point per right answer' : 'Faster right answers score more',
      ].join(' · '),
    );
  heading(doc, 'Engagement');
  facts(doc, engagementLines(report));
  teamSection(doc, report);
  participationSection(doc, report);
  splitSection(doc, report);
  standingsSection(doc, report);
  return finishPdf(doc, done, (page, count) => `${report.title} · session report · page ${page} of ${count}`);
}
