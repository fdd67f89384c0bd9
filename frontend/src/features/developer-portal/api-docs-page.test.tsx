/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { API_TIERS } from '@trivia/contracts';
import { fakeApi, renderPage } from '../../testing/render-page';
import { ApiDocsPage } from './components/api-docs-page';

// Swagger UI itself is a browser bundle (covered by the e2e test); here it only has to receive the document.
jest.mock('./components/swagger-reference', () => ({
  SwaggerReference: ({ document }: { document: { openapi: string } }) => (
    <p>Swagger UI for OpenAPI {document.openapi}</p>
  ),
}));

jest.setTimeout(20_000);

const DOCUMENT = {
  openapi: '3.1.0',
  paths: {
    '/v1/questions': { get: { summary: 'Questions by amount, category, difficulty and type' } },
    '/api.php': { get: { summary: 'Questions, as opentdb.com/api.php' } },
  },
};

describe('/api/docs', () => {
  it('asks for the document as the docs page (counted once a day on the server) and lists its operations', async () => {
    const calls = fakeApi({ 'GET /api/docs/openapi.json': { body: DOCUMENT } });
    const fetchSpy = global.fetch as jest.Mock;
    renderPage(<ApiDocsPage />, { url: '/api/docs' });
    expect(await screen.findByText('Swagger UI for OpenAPI 3.1.0', {}, { timeout: 5000 })).toBeTruthy();
    const operations = screen.getByRole('list', { name: 'Operations' });
    expect(operations.textContent).toContain('GET/v1/questionsQuestions by amount, category, difficulty and type');
    expect(operations.textContent).toContain('GET/api.php');
    expect(calls.filter((c) => c.path === '/api/docs/openapi.json')).toHaveLength(1);
    expect(String(fetchSpy.mock.calls.find(([url]) => String(url).startsWith('/api/docs'))![0])).toBe(
      '/api/docs/openapi.json?view=page',
    );
  });

  it('has the quick start: a key, the first call in three languages, limits, errors with anchors, OpenTDB', async () => {
    fakeApi({ 'GET /api/docs/openapi.json': { body: DOCUMENT } });
    renderPage(<ApiDocsPage />, { url: '/api/docs' });
    expect(screen.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeTruthy();
    for (const name of ['1. Get a key', '2. Make your first call', '3. Limits and headers', '4. Errors']) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByRole('tab', { name: 'curl' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'JavaScript' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Python' })).toBeTruthy();
    expect(screen.getByLabelText('First call: curl').textContent).toContain(
      `${window.location.origin}/v1/questions?amount=5&types=multiple`,
    );
    const limits = screen.getByRole('table', { name: 'Limits by tier' });
    expect(limits.textContent).toContain(`${API_TIERS['api-starter'].name}120${'20,000'}50`);
    for (const code of ['API_001', 'API_002', 'API_003', 'VAL_001', 'RATE_001', 'RES_001']) {
      expect(document.getElementById(`error-${code}`)?.textContent).toContain(code);
    }
    expect(screen.getByLabelText('Example error').textContent).toContain('"code": "RATE_001"');
    expect(screen.getByRole('heading', { name: '5. Moving from Open Trivia DB' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: '/api/docs/openapi.json' })).toBeTruthy());
  });

  it('scrolls to the error a problem type links to (#error-<CODE>)', () => {
    fakeApi({ 'GET /api/docs/openapi.json': { body: DOCUMENT } });
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      renderPage(<ApiDocsPage />, { url: '/api/docs#error-API_002' });
      expect(scrolled).toEqual(['error-API_002']);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('offers to try again when the document does not load', async () => {
    fakeApi({ 'GET /api/docs/openapi.json': { status: 503, body: { code: 'SYS_001', message: 'Down' } } });
    renderPage(<ApiDocsPage />, { url: '/api/docs' });
    expect(await screen.findByText('The reference did not load', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
