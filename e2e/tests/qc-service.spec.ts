import { expect, test } from '../fixtures';

test('a guest checks a misspelt question on /qc-service and sees the British spelling fix on the field', async ({
  page,
}) => {
  await page.goto('/qc-service');
  await expect(page.getByRole('heading', { level: 1, name: 'QC as a service' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Check a question' });
  const question = form.getByRole('textbox', { name: 'Question' });
  await question.fill('What color is a ripe banana when you buy it?');
  await form.getByRole('textbox', { name: 'Answer' }).fill('Yellow');
  await form.getByRole('button', { name: 'Check question' }).click();

  await expect(page.getByText('1 problem to fix')).toBeVisible();
  await expect(question).toHaveAccessibleDescription(/Use the British spelling "colour", not "color"\./);
  await page.getByRole('link', { name: '(British spelling)' }).click();
  await expect(page).toHaveURL(/#rule-british-spelling$/);

  await question.fill('What colour is a ripe banana when you buy it?');
  await form.getByRole('button', { name: 'Check question' }).click();
  await expect(page.getByText('No problems found')).toBeVisible();
  await expect(question).not.toHaveAccessibleDescription(/British spelling/);
});
