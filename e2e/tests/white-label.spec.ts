import { randomBytes } from 'node:crypto';
import { expect, test, toast } from '../fixtures';
import { AuthPage } from '../fixtures/auth-page';

const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };

test('a visitor sends a white-label enquiry; the admin sees it and marks it contacted', async ({ page, browser }) => {
  // Two browsers and a round trip through /admin: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const organisation = `QuizCo ${randomBytes(3).toString('hex')}`;
  await page.goto('/white-label');
  await expect(page.getByRole('heading', { level: 1, name: 'White-label quizzes' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Ask about a white-label deployment' });
  // Sent empty: each problem on its field, the first one focused, nothing sent.
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Your name is required')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Your name/ })).toBeFocused();

  await form.getByRole('textbox', { name: /^Your name/ }).fill('Priya Shah');
  await form.getByRole('textbox', { name: /^Work e-mail/ }).fill('priya@quizco.example');
  await form.getByRole('textbox', { name: /^Organisation/ }).fill(organisation);
  await form.getByRole('textbox', { name: /^Players you expect/ }).fill('2500');
  await form
    .getByRole('textbox', { name: /^Your message/ })
    .fill('We run quiz nights in 40 pubs and would like them under our own brand.');
  await form.getByRole('checkbox', { name: /agree to be contacted/ }).check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { name: /your enquiry has reached our team/ })).toBeFocused();

  const admin = await (await browser.newContext()).newPage();
  const auth = new AuthPage(admin);
  await auth.gotoLogin();
  await auth.login(ADMIN);
  await admin.goto('/admin');
  await admin
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Enquiries' })
    .first()
    .click();
  await expect(admin.getByRole('heading', { name: 'Enquiries', level: 2 })).toBeVisible();
  const card = admin.getByRole('listitem', { name: `${organisation}, Priya Shah` });
  await expect(card.getByText('We run quiz nights in 40 pubs')).toBeVisible();
  await expect(card.getByText('2,500')).toBeVisible();
  await card.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
  await expect(toast(admin, 'Enquiry updated')).toBeVisible();

  // Now under "Contacted", and the change is in the audit log.
  await admin.getByText(/^Contacted \(\d+\)$/).click();
  await expect(admin.getByRole('listitem', { name: `${organisation}, Priya Shah` })).toBeVisible();
  await admin.goto('/admin/audit-log');
  await expect(admin.getByText(organisation).first()).toBeVisible();

  // The admins were mailed, and the outbox shows it.
  await admin.goto('/admin/mail-outbox');
  await expect(admin.getByText(`New white label enquiry from ${organisation}`).first()).toBeVisible();
});
