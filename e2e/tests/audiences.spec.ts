import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures';
import { AuthPage } from '../fixtures/auth-page';

const ADMIN = { email: 'admin@example.com', password: 'DemoAdmin123!' };
/** Each answer is a round trip to the server's marker: generous on a busy machine. */
const SERVER = { timeout: 20_000 };

test('a student plays a GCSE Science revision quiz to the end', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/education');
  // The page's code is its own chunk: on a machine busy with other tests it has been seen to take over 10 s.
  await expect(page.getByRole('heading', { level: 1, name: 'GCSE and A-Level Revision' })).toBeVisible(SERVER);
  const science = page.getByRole('article', { name: 'Science' });
  await expect(science.getByText(/\d[\d,]* topics/).first()).toBeVisible(SERVER);
  await science.getByRole('link', { name: 'Practise GCSE Science' }).click();
  await expect(page).toHaveURL('/education/practice/science/gcse');
  await expect(page.getByRole('heading', { level: 1, name: 'GCSE Science revision quiz' })).toBeVisible();

  await expect(page.getByRole('radio', { name: /Multiple choice/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Questions' }).fill('5');
  await page.getByRole('button', { name: 'Start practising' }).click();
  await expect(page).toHaveURL(/\?attempt=[0-9a-f-]{36}$/, SERVER);

  let right = 0;
  for (let n = 1; n <= 5; n += 1) {
    await expect(page.locator('#question-progress')).toHaveText(`Question ${n} of 5`, SERVER);
    // Keys 1 to 4 choose an option, as on the daily multiple-choice quiz.
    await page.keyboard.press(String(((n - 1) % 2) + 1));
    const feedback = page.getByRole('alert', { name: /Correct!|Not quite/ });
    await expect(feedback).toBeVisible(SERVER);
    if (await page.getByRole('alert', { name: 'Correct!' }).isVisible()) right += 1;
    await page.getByRole('button', { name: n < 5 ? 'Next question' : 'See your result' }).click();
  }

  await expect(page.getByRole('heading', { name: `You scored ${right} out of 5` })).toBeFocused(SERVER);
  await expect(page.getByRole('region', { name: 'Your answers' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Host this set live' })).toHaveAttribute(
    'href',
    '/arena/host-session?subject=science&level=gcse',
  );
  // A reload keeps the finished quiz: the attempt is in the address and on the server.
  await page.reload();
  await expect(page.getByRole('heading', { name: `You scored ${right} out of 5` })).toBeVisible(SERVER);
});

test('a corporate visitor sends the contact-sales form and an admin sees it in /admin Enquiries', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const organisation = `Acme Logistics ${randomBytes(3).toString('hex')}`;
  await page.goto('/corporate');
  await expect(page.getByRole('heading', { level: 1, name: 'Corporate Solutions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans and prices' })).toHaveAttribute('href', '/pricing/corporate');

  const form = page.getByRole('form', { name: 'Plan a team-building quiz with us' });
  await form.getByRole('textbox', { name: /^Your name/ }).fill('Sam Patel');
  await form.getByRole('textbox', { name: /^Work e-mail/ }).fill('sam.patel@acme.example');
  await form.getByRole('textbox', { name: /^Organisation/ }).fill(organisation);
  await form.getByRole('textbox', { name: /^Colleagues per event/ }).fill('180');
  await form
    .getByRole('textbox', { name: /^Your message/ })
    .fill('A quiz for our autumn away day, in teams by department, with a report for HR.');
  await form.getByRole('checkbox', { name: /agree to be contacted/ }).check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByRole('heading', { name: /your enquiry has reached our team/ })).toBeFocused(SERVER);

  const admin = await (await browser.newContext()).newPage();
  const auth = new AuthPage(admin);
  await auth.gotoLogin();
  await auth.login(ADMIN);
  await admin.goto('/admin/enquiries');
  await expect(admin.getByRole('heading', { name: 'Enquiries', level: 2 })).toBeVisible(SERVER);
  const card = admin.getByRole('listitem', { name: `${organisation}, Sam Patel` });
  await expect(card.getByText('A quiz for our autumn away day')).toBeVisible(SERVER);
  await expect(card.getByText('Corporate', { exact: true })).toBeVisible();
  await expect(card.getByText('180')).toBeVisible();
});
