import {
  checkHostForm,
  DEFAULT_HOST_FORM,
  hostFieldErrors,
  hostFormFor,
  rangeHint,
  type HostFormValues,
} from './host-settings';

const form = (over: Partial<HostFormValues> = {}): HostFormValues => ({ ...DEFAULT_HOST_FORM, ...over });

describe('checkHostForm', () => {
  it('sends the settings exactly as typed, the one "between" field on both the answer and the scores', () => {
    expect(checkHostForm(form({ questionCount: 50, questionSeconds: 5, phaseSeconds: 30 }))).toEqual({
      errors: null,
      request: expect.objectContaining({
        questionCount: 50,
        questionSeconds: 5,
        revealSeconds: 30,
        leaderboardSeconds: 30,
      }) as unknown,
    });
  });

  it.each([
    [{ questionCount: 0 }, { questionCount: 'Questions must be a whole number from 5 to 50' }],
    [{ questionCount: 51 }, { questionCount: 'Questions must be a whole number from 5 to 50' }],
    [{ questionCount: '' }, { questionCount: 'Questions must be a whole number from 5 to 50' }],
    [{ questionCount: 7.5 }, { questionCount: 'Questions must be a whole number from 5 to 50' }],
    [{ questionSeconds: 999 }, { questionSeconds: 'Seconds per question must be a whole number from 5 to 120' }],
    [{ questionSeconds: 4 }, { questionSeconds: 'Seconds per question must be a whole number from 5 to 120' }],
    [{ phaseSeconds: 31 }, { phaseSeconds: 'Seconds on answers and scores must be a whole number from 1 to 30' }],
    // Empty is not "use the default": the host sees the range.
    [{ phaseSeconds: '' }, { phaseSeconds: 'Seconds on answers and scores must be a whole number from 1 to 30' }],
    [{ questionTypes: [] }, { questionTypes: 'Choose at least one question type' }],
  ])('refuses %j at its field, never clamping it', (change, errors) => {
    expect(checkHostForm(form(change))).toEqual({ request: null, errors });
  });

  it('shows every field that is wrong at once', () => {
    expect(checkHostForm(form({ questionCount: 0, questionSeconds: 999 })).errors).toEqual({
      questionCount: 'Questions must be a whole number from 5 to 50',
      questionSeconds: 'Seconds per question must be a whole number from 5 to 120',
    });
  });
});

describe('hostFieldErrors, for the server’s VAL_001 issues', () => {
  it('puts each issue on its field, the answer and scores seconds on the one field that sets both', () => {
    expect(
      hostFieldErrors([
        { path: 'questionSeconds', message: 'Seconds per question must be a whole number from 5 to 120' },
        { path: 'leaderboardSeconds', message: 'Seconds on the scores must be a whole number from 1 to 30' },
      ]),
    ).toEqual({
      questionSeconds: 'Seconds per question must be a whole number from 5 to 120',
      phaseSeconds: 'Seconds on answers and scores must be a whole number from 1 to 30',
    });
  });

  it('is null when no issue is about a field the form shows, so the failure goes to a toast', () => {
    expect(hostFieldErrors([])).toBeNull();
    expect(
      hostFieldErrors([{ path: 'countdownSeconds', message: 'Seconds of countdown must be a whole number' }]),
    ).toBe(null);
  });
});

it('shows a range the way the form labels it', () => {
  expect(rangeHint({ min: 5, max: 50 })).toBe('5 to 50');
  expect(rangeHint({ min: 2, max: 10_000 })).toBe('2 to 10,000');
});

describe('the room size, within the host’s plan', () => {
  it('starts at the usual 50 players, or the plan’s ceiling when that is lower', () => {
    expect(hostFormFor(10).maxPlayers).toBe(10);
    expect(hostFormFor(300).maxPlayers).toBe(50);
  });

  it('sends a room size the plan allows', () => {
    expect(checkHostForm(form({ maxPlayers: 300 }), 300).request).toEqual(expect.objectContaining({ maxPlayers: 300 }));
  });

  it.each([
    [11, 10, 'Players must be a whole number from 2 to 10'],
    [1, 10, 'Players must be a whole number from 2 to 10'],
    ['', 300, 'Players must be a whole number from 2 to 300'],
    [10_001, 10_000, 'Players must be a whole number from 2 to 10,000'],
  ])('refuses %j players on a plan of up to %i, naming the plan’s range', (maxPlayers, limit, message) => {
    expect(checkHostForm(form({ maxPlayers }), limit)).toEqual({ request: null, errors: { maxPlayers: message } });
  });
});
