import { expect, test } from '../fixtures';
import { control, hostPage, joinPhone, phoneScore, presentedPin, typeAnswer } from '../fixtures/hosted-session';
import { downloadSessionReport } from '../fixtures/session-report';

/** Three browsers and a presenter through five questions; the margin is for a busy machine. */
const TEST_TIMEOUT_MS = 240_000;

/** Nothing in the question bank is spelt like these, so the marker refuses each: the host's to accept. */
const WRONG = { alice: 'Zqxjvwplkm', bobby: 'Wvxqzplkbr', carol: 'Qqzzxxvvmn' };

test('a host runs a live session: two teams, three phones, a typed answer accepted by hand, team standings at the end', async ({
  browser,
}) => {
  test.setTimeout(TEST_TIMEOUT_MS);
  let host = await hostPage(browser);

  // "Host it live" on a catalogue quiz opens the setup with that quiz; this session takes a quick selection of
  // typed questions instead, which a test can answer without knowing the quiz.
  // The catalogue's releases are composed as the server starts: wait for the first.
  let quiz: { slug: string; title: string } | undefined;
  await expect
    .poll(
      async () => {
        const listing = await host.request.get('/api/quizzes');
        quiz = listing.ok()
          ? ((await listing.json()) as { items: { slug: string; title: string }[] }).items[0]
          : undefined;
        return quiz?.slug ?? null;
      },
      { timeout: 60_000, message: 'the catalogue has a quiz' },
    )
    .not.toBeNull();
  await host.goto(`/quizzes/${quiz!.slug}`);
  await host.getByRole('link', { name: 'Host it live' }).click();
  await expect(host).toHaveURL(`/arena/host-session?quiz=${quiz!.slug}`);
  await expect(host.getByRole('radio', { name: `This quiz: ${quiz!.title}` })).toBeChecked();
  await host.getByRole('radio', { name: 'A quick selection' }).check();

  const setup = host.getByRole('form', { name: 'Session settings' });
  await setup.getByRole('textbox', { name: 'Questions' }).fill('5');
  await setup.getByRole('checkbox', { name: 'Multiple choice' }).uncheck();
  await expect(setup.getByRole('checkbox', { name: 'Typed answers' })).toBeChecked();
  await setup.getByRole('textbox', { name: 'Title (optional)' }).fill('Friday team quiz');
  await setup.getByRole('textbox', { name: 'Seconds per question' }).fill('120');
  await setup.getByRole('radio', { name: 'Named teams' }).check();
  // A session with teams needs their names: the form says so on the field, before anything is sent.
  await setup.getByRole('button', { name: 'Create session' }).click();
  await expect(setup.getByRole('textbox', { name: 'Team 1 name' })).toBeFocused();
  await expect(setup.getByText('A team name is required').first()).toBeVisible();
  await setup.getByRole('textbox', { name: 'Team 1 name' }).fill('Red');
  await setup.getByRole('textbox', { name: 'Team 2 name' }).fill('Blue');
  await setup.getByRole('button', { name: 'Create session' }).click();

  await expect(host).toHaveURL(/\/arena\/present\/\d{6}$/);
  await expect(host.getByRole('heading', { name: 'Friday team quiz', level: 1 })).toBeVisible();
  const pin = await presentedPin(host);
  expect(host.url()).toContain(pin);
  await expect(host.getByTestId('hosted-join-url')).toHaveText(new RegExp(`/arena/play/${pin}$`));
  await expect(host.getByRole('img', { name: /QR code for http/ })).toBeVisible();
  await expect(control(host, 'Start')).toBeDisabled();

  const [alice, bobby, carol] = await Promise.all([
    joinPhone(browser, pin, 'Alice'),
    joinPhone(browser, pin, 'Bobby'),
    joinPhone(browser, pin, 'Carol'),
  ]);
  // Alice and Bobby pick Red on their phones; the host puts Carol in Blue.
  for (const phone of [alice, bobby]) {
    await phone.getByRole('button', { name: 'Red' }).click();
    await expect(phone.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(host.getByRole('heading', { name: '3 players' })).toBeVisible();
  await host.getByRole('combobox', { name: 'Team for Carol' }).selectOption({ label: 'Blue' });
  await expect(carol.getByRole('button', { name: 'Blue' })).toHaveAttribute('aria-pressed', 'true');
  await expect(phoneScore(carol)).toContainText('Blue');
  const roster = host.getByRole('region', { name: 'Red' });
  await expect(roster.getByText('Alice', { exact: true })).toBeVisible();
  await expect(roster.getByText('Bobby', { exact: true })).toBeVisible();
  await expect(host.getByRole('region', { name: 'Blue' }).getByText('Carol', { exact: true })).toBeVisible();

  await control(host, 'Start').click();
  await expect(host.getByText('Question 1 of 5', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(host.getByTestId('hosted-answered')).toHaveText('0 of 3 answered');

  // Question 1: everyone types something the marker refuses; the last answer brings the reveal at once.
  await typeAnswer(alice, WRONG.alice);
  await expect(host.getByTestId('hosted-answered')).toHaveText('1 of 3 answered');
  await typeAnswer(bobby, WRONG.bobby);
  await typeAnswer(carol, WRONG.carol);
  await expect(host.getByTestId('hosted-answer')).toBeVisible();
  for (const phone of [alice, bobby, carol])
    await expect(phone.getByTestId('hosted-result')).toContainText('Not this time');
  await expect(alice.getByTestId('hosted-result')).toContainText(`You answered: ${WRONG.alice}`);

  // The host accepts Alice's answer: her score changes live, on her phone and on the big screen.
  const groups = host.getByTestId('answer-groups');
  await expect(groups.getByRole('row')).toHaveCount(4);
  await host.getByRole('button', { name: `Accept “${WRONG.alice.toLowerCase()}”` }).click();
  await expect(host.getByText(`Accepted “${WRONG.alice.toLowerCase()}”: scores changed for 1 player.`)).toBeVisible();
  await expect(host.getByRole('button', { name: `Refuse “${WRONG.alice.toLowerCase()}”` })).toBeVisible();
  await expect(phoneScore(alice)).toContainText('1 point');
  await expect(alice.getByTestId('hosted-result')).toContainText('Correct!');
  await expect(alice.getByTestId('hosted-result')).toContainText('The host re-marked your answer.');
  await expect(phoneScore(bobby)).toContainText('0 points');

  await control(host, 'Show scores').click();
  const teams = host.getByTestId('team-standings');
  await expect(teams.getByRole('row', { name: /Red/ })).toContainText('0.5');
  await expect(teams.getByRole('row', { name: /Blue/ })).toContainText('0');
  await expect(host.getByTestId('player-standings').getByRole('row').nth(1)).toContainText('Alice');

  // The presenter's laptop dies mid-question: the game waits for the host, who carries on from another device.
  await control(host, 'Next question').click();
  await expect(host.getByText('Question 2 of 5', { exact: true })).toBeVisible();
  await host.context().close();
  for (const phone of [alice, bobby, carol]) {
    await expect(phone.getByRole('alert', { name: 'Waiting for the host' })).toBeVisible({ timeout: 60_000 });
  }
  await expect(alice.getByRole('textbox', { name: 'Your answer' })).toBeDisabled();
  host = await hostPage(browser);
  await host.goto(`/arena/present/${pin}`);
  await expect(host.getByRole('status').filter({ hasText: 'Welcome back' })).toBeVisible({ timeout: 15_000 });
  for (const phone of [alice, bobby, carol]) {
    await expect(phone.getByRole('alert', { name: 'The host is back' })).toBeVisible();
  }
  await control(host, 'Resume').click();
  for (const phone of [alice, bobby, carol]) {
    await expect(phone.getByRole('alert', { name: /Waiting for the host|The host is back/ })).toHaveCount(0);
  }

  // A phone reloads mid-question: it comes back by itself, with its score and team.
  await alice.reload();
  await expect(phoneScore(alice)).toContainText('Red');
  await expect(phoneScore(alice)).toContainText('1 point');
  await expect(alice.getByRole('textbox', { name: 'Your answer' })).toBeEnabled();

  // Questions 2 to 5: everyone answers, the host moves the room on.
  for (let n = 2; n <= 5; n += 1) {
    await expect(host.getByText(`Question ${n} of 5`, { exact: true })).toBeVisible();
    for (const phone of [alice, bobby, carol]) await typeAnswer(phone, 'Qwzxv');
    await expect(host.getByTestId('hosted-answer')).toBeVisible();
    await control(host, 'Show scores').click();
    await expect(host.getByText(`Scores after question ${n} of 5`)).toBeVisible();
    await control(host, n < 5 ? 'Next question' : 'Final results').click();
  }

  // The end: team standings first on the big screen and on every phone.
  await expect(host.getByRole('heading', { name: 'Final results' })).toBeVisible();
  const podium = host.getByTestId('hosted-podium');
  await expect(podium.getByRole('listitem').first()).toContainText('1. Red');
  await expect(podium.getByRole('listitem').first()).toContainText('0.5');
  await expect(host.getByTestId('team-standings').getByRole('row', { name: /Blue/ })).toContainText('2');
  for (const phone of [alice, bobby, carol]) {
    await expect(phone.getByRole('heading', { name: 'Final results' })).toBeVisible();
    await expect(phone.getByTestId('team-standings').getByRole('row', { name: /Red/ })).toContainText('0.5');
  }
  await expect(alice.getByTestId('hosted-standing')).toHaveText('Score 1 · rank 1 · team Red');
  await expect(carol.getByTestId('hosted-standing')).toHaveText('Score 0 · rank 2 · team Blue');

  // The report, in the host's library once the job has built it: every answer in the CSV (one row per player per
  // question, the re-marked answer marked so), and the PDF summary with both teams and all three players.
  const report = await downloadSessionReport(host, 'Friday team quiz');
  expect(report.rows).toHaveLength(3 * 5);
  const row = (player: string, question: number) =>
    report.rows.find((r) => r.player === player && r.question_number === String(question));
  expect(row('Alice', 1)).toMatchObject({
    team: 'Red',
    final_rank: '1',
    final_score: '1',
    question_type: 'text',
    status: 'answered',
    answer: WRONG.alice,
    correct: 'yes',
    points: '1',
    remarked: 'yes',
  });
  expect(row('Bobby', 1)).toMatchObject({ team: 'Red', answer: WRONG.bobby, correct: 'no', points: '0', remarked: '' });
  expect(row('Carol', 5)).toMatchObject({ team: 'Blue', final_rank: '2', answer: 'Qwzxv', correct: 'no' });
  for (const text of ['Session report', 'Friday team quiz', 'Team standings', 'Red', 'Blue', 'Alice', 'Bobby', 'Carol'])
    expect(report.pdfText).toContain(text);
});
