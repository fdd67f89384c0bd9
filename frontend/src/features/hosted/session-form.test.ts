import {
  checkSessionForm,
  sessionFieldErrors,
  sessionFieldOf,
  sessionFormFor,
  type SessionFormValues,
} from './session-form';

const form = (over: Partial<SessionFormValues> = {}): SessionFormValues => ({ ...sessionFormFor(null), ...over });

describe('checkSessionForm', () => {
  it('sends a catalogue quiz with the contracts’ defaults: accuracy, no teams, the host’s pace, 30 seconds', () => {
    const checked = checkSessionForm(sessionFormFor('winter-pub-quiz'));
    expect(checked.errors).toBeNull();
    expect(checked.request).toEqual({
      source: { kind: 'catalogue', slug: 'winter-pub-quiz' },
      scoring: 'accuracy',
      teamMode: 'off',
      teams: [],
      pace: 'host',
      questionSeconds: 30,
      polls: [],
    });
  });

  it('sends one round of a quiz when opened for it (a host sheet QR code), or the whole quiz when the host says so', () => {
    const opened = sessionFormFor('winter-pub-quiz', 3);
    expect(opened).toMatchObject({ sourceKind: 'round', round: 3 });
    expect(checkSessionForm(opened).request).toMatchObject({
      source: { kind: 'catalogue', slug: 'winter-pub-quiz', round: 3 },
    });
    expect(checkSessionForm({ ...opened, sourceKind: 'catalogue' }).request).toMatchObject({
      source: { kind: 'catalogue', slug: 'winter-pub-quiz' },
    });
    // A round means nothing without a quiz.
    expect(sessionFormFor(null, 3)).toMatchObject({ sourceKind: 'quick', round: null });
  });

  it('sends a quick selection with its types, and only the team names of a teams session, trimmed', () => {
    const checked = checkSessionForm(
      form({
        questionCount: 12,
        questionTypes: ['order', 'estimate'],
        difficulty: 'hard',
        title: '  Friday social ',
        teamMode: 'teams',
        teams: [' Sales ', 'Support'],
        scoring: 'speed',
        pace: 'auto',
      }),
    );
    expect(checked.request).toMatchObject({
      source: { kind: 'quick', questionCount: 12, questionTypes: ['order', 'estimate'], difficulty: 'hard' },
      title: 'Friday social',
      teamMode: 'teams',
      teams: ['Sales', 'Support'],
      scoring: 'speed',
      pace: 'auto',
    });
    const tables = checkSessionForm(form({ teamMode: 'tables', teams: ['Sales', 'Support'] }));
    expect(tables.request?.teams).toEqual([]);
  });

  it('sends a classroom revision set with the quick selection, and never with a catalogue quiz', () => {
    const set = { subject: 'science', level: 'gcse' } as const;
    const opened = sessionFormFor(null, null, set);
    expect(opened).toMatchObject({ sourceKind: 'quick', curriculum: set });
    expect(checkSessionForm(opened).request?.source).toEqual({
      kind: 'quick',
      questionCount: 10,
      categories: [],
      difficulty: 'mixed',
      questionTypes: ['multiple_choice', 'text'],
      curriculum: set,
    });
    expect(sessionFormFor('winter-pub-quiz', null, set).curriculum).toBeNull();
    expect(checkSessionForm(form()).request?.source).not.toHaveProperty('curriculum');
  });

  it('turns a poll’s lines into its options, dropping blank lines', () => {
    const checked = checkSessionForm(
      form({ polls: [{ prompt: 'How was your week?', options: 'Great\n\n  Fine \nLong', at: 'end' }] }),
    );
    expect(checked.request?.polls).toEqual([
      { prompt: 'How was your week?', options: ['Great', 'Fine', 'Long'], at: 'end' },
    ]);
  });

  it('puts each problem on its field: the count, the types, one team name, a poll’s options, the seconds', () => {
    const checked = checkSessionForm(
      form({
        questionCount: '',
        questionTypes: [],
        teamMode: 'teams',
        teams: ['Sales', ''],
        questionSeconds: 500,
        polls: [{ prompt: 'Tea or coffee?', options: 'Tea', at: 'start' }],
      }),
    );
    expect(checked.request).toBeNull();
    expect(checked.errors).toEqual({
      questionCount: 'Questions must be a whole number from 5 to 50',
      questionTypes: 'Choose at least one question type',
      'teams.1': 'A team name is required',
      questionSeconds: 'Seconds per question must be a whole number from 5 to 120',
      'polls.0.options': 'A poll has at least 2 options',
    });
  });

  it('asks for two teams, and different names', () => {
    expect(checkSessionForm(form({ teamMode: 'teams', teams: ['Sales'] })).errors).toEqual({
      teams: 'Name at least 2 teams',
    });
    expect(checkSessionForm(form({ teamMode: 'teams', teams: ['Sales', 'sales'] })).errors).toEqual({
      teams: 'Team names must differ',
    });
  });
});

describe('sessionFieldErrors', () => {
  it('places the server’s issues as the form does, and none it has no field for', () => {
    expect(sessionFieldOf('source.categories.3')).toBe('categories');
    expect(sessionFieldOf('source.slug')).toBe('source');
    expect(sessionFieldOf('polls.2.options.4')).toBe('polls.2.options');
    expect(sessionFieldOf('maxPlayers')).toBe('maxPlayers');
    expect(sessionFieldOf('somethingElse')).toBeNull();
    expect(
      sessionFieldErrors([
        { path: 'maxPlayers', message: 'Your plan hosts up to 10 players' },
        { path: 'maxPlayers', message: 'second' },
      ]),
    ).toEqual({ maxPlayers: 'Your plan hosts up to 10 players' });
    expect(sessionFieldErrors([{ path: 'other', message: 'x' }])).toBeNull();
  });
});
