import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { leaveDialog } from '../fixtures/arena-room';

// Both tests quick match, and side by side they would match into each other's room: they run one after the other.
test.describe.configure({ mode: 'default' });

interface Lobby {
  rooms: { roomId: string; pin: string; players: number }[];
  playersOnline: number;
}

async function newMobilePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  return context.newPage();
}

/** A guest opens /arena and types a nickname, ready to press Quick match. */
async function readyToMatch(page: Page, nickname: string): Promise<ReturnType<Page['getByRole']>> {
  await page.goto('/arena');
  const lobby = page.getByRole('region', { name: 'Play now' });
  await lobby.getByLabel('Nickname').fill(nickname);
  return lobby.getByRole('button', { name: 'Quick match' });
}

/** A guest presses Quick match on /arena with a nickname. */
async function quickMatch(page: Page, nickname: string): Promise<void> {
  await (await readyToMatch(page, nickname)).click();
}

test('two guests quick match into one public room that starts by itself, live in the lobby', async ({ browser }) => {
  test.setTimeout(90_000);
  const watcher = await newMobilePage(browser);
  await watcher.goto('/arena');
  const before = (await (await watcher.request.get('/api/arena/lobby')).json()) as Lobby;
  const publicRooms = watcher.getByRole('list', { name: 'Public rooms' }).getByRole('listitem');
  if (before.rooms.length === 0) {
    await expect(watcher.getByText('No public rooms open right now — Quick match opens one.')).toBeVisible();
  }

  const ann = await newMobilePage(browser);
  await quickMatch(ann, 'Annie');
  await expect(ann.getByText('Waiting for another player to join…', { exact: true })).toBeVisible();
  await expect(ann.getByText('Public room', { exact: true })).toBeVisible();

  // A second player comes and goes: the seat is freed and the start countdown stops, live (the watcher never
  // reloads: `arena:lobby` pushes).
  const cleo = await newMobilePage(browser);
  await quickMatch(cleo, 'Cleo');
  const room = publicRooms.filter({ hasText: '2/8 players' });
  await expect(room).toHaveCount(1);
  await expect(ann.getByTestId('arena-public-start')).toHaveText(/^The game starts in \d+ s$/);
  await cleo.getByRole('button', { name: 'Leave room' }).click();
  await leaveDialog(cleo).getByRole('button', { name: 'Leave room' }).click();
  await expect(cleo.getByRole('region', { name: 'Play now' })).toBeVisible();
  await expect(publicRooms.filter({ hasText: '1/8 players' })).toHaveCount(1);
  await expect(ann.getByTestId('arena-public-start')).toHaveText('Waiting for another player to join…');

  // The next player starts the 20 s countdown again: every check before the start is quick, so a busy machine
  // cannot run the clock out between the steps.
  const ben = await newMobilePage(browser);
  await quickMatch(ben, 'Benji');
  await expect(room).toHaveCount(1);

  for (const page of [ann, ben]) {
    await expect(page.getByTestId('arena-public-start')).toHaveText(/^The game starts in \d+ s$/);
    await expect(page.getByText('Annie', { exact: true })).toBeVisible();
    await expect(page.getByText('Benji', { exact: true })).toBeVisible();
    // Nobody hosts a public room.
    await expect(page.getByRole('button', { name: 'Start' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Host controls' })).toHaveCount(0);
  }

  // The listing counts down too.
  await expect(room).toContainText(/Starts in \d+ s/);
  await expect(room.getByRole('button', { name: 'Join public room, 2 of 8 players' })).toBeVisible();
  const online = async () =>
    Number((await watcher.getByTestId('arena-players-online').textContent())?.match(/^(\d+) players? online$/)?.[1]);
  await expect.poll(online, { message: 'the watcher and both players are in the Arena' }).toBeGreaterThanOrEqual(3);

  // The server starts the game after its countdown; the room leaves the list once it has.
  for (const page of [ann, ben]) {
    await expect(page.getByText(/^(Get ready: 10 questions|Question 1 of 10)$/)).toBeVisible({ timeout: 30_000 });
  }
  await expect(room).toHaveCount(0);
});

test('a guest left alone in a public room sees who is searching, and after a while may play solo or invite friends', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const solo = await newMobilePage(browser);
  await quickMatch(solo, 'Soloist');
  await expect(solo.getByText('Waiting for another player to join…', { exact: true })).toBeVisible();
  await expect(solo.getByTestId('arena-searching')).toHaveText('You are the only one searching right now');
  await expect(solo.getByRole('button', { name: 'Play solo now' })).toHaveCount(0);

  // After about 15 s alone the offer appears, with this room's link to send.
  const offer = solo.getByRole('region', { name: 'Nobody else yet' });
  await expect(offer).toBeVisible({ timeout: 25_000 });
  const lobby = (await (await solo.request.get('/api/arena/lobby')).json()) as Lobby;
  const pins = lobby.rooms.map((room) => room.pin);
  const invite = offer.getByRole('textbox', { name: 'Invite friends' });
  await expect(invite).toHaveValue(/\/arena\?pin=\d{6}$/);
  expect(pins).toContain(/pin=(\d{6})$/.exec(await invite.inputValue())?.[1]);

  await offer.getByRole('button', { name: 'Play solo now' }).click();
  await expect(solo.getByText(/^(Get ready: 10 questions|Question 1 of 10)$/)).toBeVisible({ timeout: 15_000 });
});
