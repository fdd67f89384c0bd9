import { codeSamples } from './code-samples';

const BASE = 'https://quiz.example.co.uk';

describe('code samples', () => {
  it('sends the key header for /v1 calls in all three languages', () => {
    const [curl, js, python] = codeSamples(BASE, { method: 'GET', path: '/v1/categories', auth: 'api-key' });
    expect(curl.source).toBe(`curl -s '${BASE}/v1/categories' \\\n  -H 'X-API-Key: YOUR_API_KEY'`);
    expect(js.source).toContain(`fetch('${BASE}/v1/categories', {\n  headers: { 'X-API-Key': 'YOUR_API_KEY' },`);
    expect(python.source).toContain(
      `requests.get(\n    "${BASE}/v1/categories",\n    headers={"X-API-Key": "YOUR_API_KEY"},`,
    );
  });

  it('sends a JSON body, with Python literals in Python', () => {
    const body = { answer: 'dorset', strict: false };
    const [curl, js, python] = codeSamples(BASE, { method: 'POST', path: '/v1/x', body, auth: 'api-key' });
    expect(curl.source).toContain(`-d '{"answer":"dorset","strict":false}'`);
    expect(js.source).toContain(`method: 'POST'`);
    expect(js.source).toContain(`"answer": "dorset"`);
    expect(python.source).toContain(`"strict": False`);
  });

  it('needs no key for public calls', () => {
    for (const sample of codeSamples(BASE, { method: 'GET', path: '/api.php?amount=1', auth: 'none' })) {
      expect(sample.source).not.toContain('API-Key');
    }
  });

  it('fetches the CSRF token and keeps its cookie for site forms', () => {
    const [curl, js, python] = codeSamples(BASE, { method: 'POST', path: '/api/qc/check', body: {}, auth: 'csrf' });
    expect(curl.source).toContain('-c qc-cookies.txt');
    expect(curl.source).toContain('-b qc-cookies.txt');
    expect(js.source).toContain("'CSRF-Token': csrfToken, Cookie: cookie");
    expect(python.source).toContain('session = requests.Session()');
  });
});
