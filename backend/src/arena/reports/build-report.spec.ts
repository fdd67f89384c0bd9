import { arenaReportSchema } from '@trivia/contracts';
import { buildReport } from './build-report';
import { FIXTURE_PLAYER_IDS, reportInputFixture } from './report-input.fixture';

describe('session report builder', () => {
  const report = buildReport(reportInputFixture());

  it('gives a report the shared schema accepts, the same every time for the same rows', () => {
    expect(arenaReportSchema.parse(report)).toEqual(report);
    expect(buildReport(reportInputFixture())).toEqual(report);
    expect(report).toMatchObject({
      title: 'Friday team quiz',
      hostName: 'Quinn Host',
      completed: false,
      scoring: 'accuracy',
      teamMode: 'teams',
      startedAt: '2026-11-20T18:00:00.000Z',
      endedAt: '2026-11-20T18:10:00.000Z',
    });
  });

  it('lists participants in final standing order, leaving out a kicked player', () => {
    expect(report.participants.map((p) => [p.nickname, p.rank, p.score, p.answeredCount])).toEqual([
      ['Ann', 1, 3, 5],
      ['Dan', 1, 3, 4],
      ['Bob', 3, 2, 5],
      ['Cat', 4, 1, 4],
    ]);
    expect(report.participants.some((p) => p.playerId === FIXTURE_PLAYER_IDS.eve)).toBe(false);
  });

  it("keeps each player's answers as given, with receipt times, re-marks and no void question", () => {
    const ann = report.participants[0]!;
    expect(ann.averageMs).toBe(1000);
    expect(ann.answers.map((a) => [a.questionIndex, a.answer, a.correct, a.points, a.remarked])).toEqual([
      [0, 'Paris', true, 1, false],
      [1, 'Leonardo', true, 1, true],
      [2, 'Battle of Hastings → Magna Carta → Moon landing', true, 1, false],
      [3, '100 metres', false, 0, false],
      [4, 'Yes', null, 0, false],
    ]);
    expect(ann.answers[0]!.receivedAt).toBe('2026-11-20T18:01:01.000Z');
  });

  it('ranks teams by the mean of their members, an empty team last', () => {
    expect(report.teams).toEqual([
      {
        teamId: 't2',
        name: 'Support',
        rank: 1,
        score: 2.5,
        memberCount: 2,
        correctRate: 5 / 8,
        members: ['Dan', 'Bob'],
      },
      { teamId: 't1', name: 'Sales', rank: 2, score: 2, memberCount: 2, correctRate: 4 / 7, members: ['Ann', 'Cat'] },
      { teamId: 't3', name: 'Finance', rank: 3, score: 0, memberCount: 0, correctRate: null, members: [] },
    ]);
  });

  it('gives each question its correct rate, average time and spread; polls have no rate', () => {
    const [france, mona, order, ben, poll] = report.questions;
    expect(france).toMatchObject({ status: 'played', answeredCount: 4, correctCount: 3, correctRate: 0.75 });
    expect(france!.averageMs).toBe(2500);
    expect(france!.split).toBe(false);
    expect(france!.spread).toEqual([
      { label: 'Lyon', count: 1, correct: false },
      { label: 'Paris', count: 3, correct: true },
      { label: 'Nice', count: 0, correct: false },
      { label: 'Lille', count: 0, correct: false },
    ]);
    expect(mona).toMatchObject({ correctAnswer: 'Leonardo da Vinci', correctRate: 0.5, split: true, remarks: 1 });
    expect(mona!.spread).toEqual([
      { label: 'Leonardo', count: 2, correct: true },
      { label: 'Michelangelo', count: 1, correct: false },
      { label: 'Raphael', count: 1, correct: false },
    ]);
    expect(order).toMatchObject({ correctAnswer: 'Battle of Hastings → Magna Carta → Moon landing', split: false });
    expect(order!.correctRate).toBeCloseTo(2 / 3);
    expect(ben).toMatchObject({ correctAnswer: '96 metres', correctRate: 0.5, split: true, spread: [] });
    expect(ben!.estimates).toEqual({ min: 90, median: 96, max: 100 });
    expect(poll).toMatchObject({ correctAnswer: null, correctCount: null, correctRate: null, split: false });
    expect(poll!.spread).toEqual([
      { label: 'Yes', count: 2, correct: false },
      { label: 'No', count: 1, correct: false },
    ]);
  });

  it('marks a skipped question void (its answers dropped) and one the game ended before as not reached', () => {
    expect(report.questions[5]).toMatchObject({ status: 'void', answeredCount: 0, correctRate: null });
    expect(report.questions[6]).toMatchObject({ status: 'not_reached', answeredCount: 0, correctRate: null });
    expect(report.participation).toEqual([
      { questionIndex: 0, answered: 4, share: 1, void: false },
      { questionIndex: 1, answered: 4, share: 1, void: false },
      { questionIndex: 2, answered: 3, share: 0.75, void: false },
      { questionIndex: 3, answered: 4, share: 1, void: false },
      { questionIndex: 4, answered: 3, share: 0.75, void: false },
      { questionIndex: 5, answered: 0, share: 0, void: true },
    ]);
  });

  it('counts the last question opened as played when the game reached the podium', () => {
    const input = { ...reportInputFixture(), completed: true };
    expect(buildReport(input).questions[6]!.status).toBe('played');
  });

  it("lists the host's re-markings with the players' nicknames", () => {
    expect(report.remarks).toEqual([
      {
        questionIndex: 1,
        answer: 'leonardo',
        accepted: true,
        players: ['Ann', 'Cat'],
        byName: 'Quinn Host',
        at: '2026-11-20T18:02:40.000Z',
      },
    ]);
  });

  it('sums up engagement for a manager', () => {
    expect(report.engagement).toEqual({
      participants: 4,
      teams: 2,
      questionsPlayed: 5,
      questionsVoid: 1,
      questionsNotReached: 1,
      polls: 1,
      answers: 18,
      participationRate: 0.9,
      correctRate: 0.6,
      averageMs: Math.round((5 * 1000 + 13 * 3000) / 18),
      answeredEvery: 2,
      splitQuestions: 2,
      remarks: 1,
    });
  });

  it('leaves teams empty outside a teams session and copes with nobody answering', () => {
    const input = { ...reportInputFixture(), answers: [], remarks: [] };
    input.settings = { ...input.settings, teamMode: 'off', teams: [] };
    const quiet = buildReport(input);
    expect(quiet.teams).toEqual([]);
    expect(quiet.questions[0]).toMatchObject({ answeredCount: 0, correctRate: null, averageMs: null, spread: [] });
    expect(quiet.engagement).toMatchObject({ answers: 0, participationRate: 0, correctRate: null, answeredEvery: 0 });
  });
});
