/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ApiKeySummary, CreatedApiKey, DeveloperDashboard } from '@trivia/contracts';
import { API_TIERS } from '@trivia/contracts';
import { fakeApi, renderPage } from '../../testing/render-page';
import { DeveloperDashboardPage } from './components/developer-dashboard-page';

const slow = { timeout: 3000 };
const KEY_ID = '6f1c2f8e-6d0b-4c8e-9a57-0c3e5d0a9b11';
const SECRET = `tq_sk_${'AbCdEfGhIj'.repeat(4)}`;

const secretKey: ApiKeySummary = {
  id: KEY_ID,
  name: 'Quiz night app',
  kind: 'secret',
  prefix: 'tq_sk_Ab',
  last4: 'wXyZ',
  allowedOrigins: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: '2026-11-27T09:30:00.000Z',
  revokedAt: null,
};

function days(): DeveloperDashboard['usage']['days'] {
  return Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 9, 29 + i)).toISOString().slice(0, 10);
    return { day, requests: i === 29 ? 42 : i === 28 ? 17 : 0, refused: i === 29 ? 3 : 0 };
  });
}

function dashboard(keys: ApiKeySummary[] = [secretKey]): DeveloperDashboard {
  const free = API_TIERS['api-free'];
  return {
    tier: { id: free.id, name: free.name, ...free.limits, features: [...free.features] },
    keys,
    usage: {
      days: days(),
      today: { requests: 42, limit: free.limits.requestsPerDay, resetsAt: '2026-11-28T00:00:00.000Z' },
      byKey: [{ keyId: KEY_ID, requests: 42 }],
    },
  };
}

const created: CreatedApiKey = {
  ...secretKey,
  id: '0b6a3f0e-1d2c-4b5a-8f9e-7d6c5b4a3f21',
  name: 'Server',
  lastUsedAt: null,
  key: SECRET,
};

// A busy machine renders Mantine's dialogs slowly; no assertion here depends on time.
jest.setTimeout(20_000);

describe('/developers/dashboard', () => {
  it('shows the tier with its limits, today against the limit, and an Upgrade link', async () => {
    fakeApi({ 'GET /api/developers/dashboard': { body: dashboard() } });
    renderPage(<DeveloperDashboardPage />, { url: '/developers/dashboard' });
    expect(await screen.findByRole('heading', { name: 'API Free' }, slow)).toBeTruthy();
    expect(screen.getByText(/30 requests a minute per key · 1,000 a day/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '42 of 1,000 requests' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/pricing/developers');
  });

  it('lists keys by name, kind, prefix…last4 and today’s requests, never the key itself', async () => {
    fakeApi({ 'GET /api/developers/dashboard': { body: dashboard() } });
    renderPage(<DeveloperDashboardPage />, { url: '/developers/dashboard' });
    const table = await screen.findByRole('table', { name: 'Your API keys' }, slow);
    const row = within(table).getByText('Quiz night app').closest('tr')!;
    expect(row.textContent).toContain('Secret');
    expect(row.textContent).toContain('tq_sk_Ab…wXyZ');
    expect(within(row).getAllByRole('cell').at(-2)!.textContent).toBe('42');
  });

  it('creates a key and shows it once, with a warning and a copy button; closing forgets it', async () => {
    const calls = fakeApi({
      'GET /api/developers/dashboard': { body: dashboard() },
      'POST /api/developers/keys': { status: 201, body: created },
    });
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    renderPage(<DeveloperDashboardPage />, { url: '/developers/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create key' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Server' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByLabelText('The whole key', {}, slow)).toBeTruthy();
    expect(screen.getByLabelText('The whole key').textContent).toBe(SECRET);
    expect(screen.getByText(/only time we show the whole key/)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Server',
      kind: 'secret',
      allowedOrigins: [],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await screen.findByText('Copied to your clipboard.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('asks for origins before creating a publishable key, and sends nothing until they are given', async () => {
    const calls = fakeApi({ 'GET /api/developers/dashboard': { body: dashboard() } });
    renderPage(<DeveloperDashboardPage />, { url: '/developers/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: 'Create key' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API key' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Web' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Publishable/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('A publishable key needs at least one origin')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('revokes a key only after the confirmation, and not when cancelled', async () => {
    const calls = fakeApi({
      'GET /api/developers/dashboard': { body: dashboard() },
      [`DELETE /api/developers/keys/${KEY_ID}`]: { body: { ...secretKey, revokedAt: '2026-11-27T12:00:00.000Z' } },
    });
    renderPage(<DeveloperDashboardPage />, { url: '/developers/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Quiz night app' }, slow));
    let confirm = await screen.findByRole('dialog', { name: 'Revoke Quiz night app?' });
    expect(confirm.textContent).toContain('stops working at once');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Quiz night app' }));
    confirm = await screen.findByRole('dialog', { name: 'Revoke Quiz night app?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe(`/api/developers/keys/${KEY_ID}`);
  });

  it('renames a key', async () => {
    const calls = fakeApi({
      'GET /api/developers/dashboard': { body: dashboard() },
      [`PATCH /api/developers/keys/${KEY_ID}`]: { body: { ...secretKey, name: 'Pub app' } },
    });
    renderPage(<DeveloperDashboardPage />, { url: '/developers/dashboard' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Quiz night app' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Edit key' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Pub app' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ name: 'Pub app' }));
  });

  it('charts 30 days of requests and refusals, with the same figures in a table', async () => {
    fakeApi({ 'GET /api/developers/dashboard': { body: dashboard() } });
    renderPage(<DeveloperDashboardPage />, { url: '/developers/dashboard' });
    const chart = await screen.findByRole(
      'img',
      { name: /Usage chart: 59 requests and 3 refused over the last 30 days/ },
      slow,
    );
    expect(chart.querySelectorAll('g')).toHaveLength(30);
    const table = screen.getByRole('table', { name: 'Usage by day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)!.textContent).toBe('27 Nov 2026423');
    expect(rows.at(-2)!.textContent).toBe('26 Nov 2026170');
  });

  it('says when the tier allows no more keys, and disables Create key', async () => {
    const keys = [1, 2, 3].map((n) => ({ ...secretKey, id: `${KEY_ID.slice(0, -1)}${n}`, name: `Key ${n}` }));
    fakeApi({ 'GET /api/developers/dashboard': { body: dashboard(keys) } });
    renderPage(<DeveloperDashboardPage />, { url: '/developers/dashboard' });
    expect(await screen.findByText(/the most API Free allows/, {}, slow)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create key' }).hasAttribute('disabled')).toBe(true);
  });
});
