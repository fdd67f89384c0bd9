import { expect, test, toast } from '../fixtures';

test('the Arena says on the field what is wrong with a PIN or a nickname', async ({ page }) => {
  await page.goto('/arena');

  // Refused by the server's nickname rule, which the form cannot know in advance.
  const lobby = page.getByRole('region', { name: 'Play now' });
  const lobbyNickname = lobby.getByLabel('Nickname');
  await lobbyNickname.fill('Bad<Name>');
  await lobby.getByRole('button', { name: 'Quick match' }).click();
  await expect(lobbyNickname).toHaveAccessibleDescription("A nickname uses letters, digits, spaces and _ . - ' only.");
  await expect(toast(page, 'Invalid input')).toHaveCount(0);

  // No game runs with this PIN.
  const join = page.getByRole('region', { name: 'Join a game' });
  await join.getByText('Game PIN', { exact: true }).click();
  await page.keyboard.type('000000');
  await join.getByLabel('Nickname').fill('Casey');
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(join.getByText('No game is running with that PIN. Check the PIN with your host.')).toBeVisible();
  await expect(toast(page, 'Room not found')).toHaveCount(0);
});
