/** How a call proves who makes it: an API key header, nothing (public), or the site's CSRF cookie and token. */
export type SampleAuth = 'api-key' | 'none' | 'csrf';

export interface SampleRequest {
  method: 'GET' | 'POST' | 'DELETE';
  /** The path with example values in place of its parameters, and any query string. */
  path: string;
  body?: Record<string, unknown>;
  auth: SampleAuth;
}

export interface CodeSample {
  lang: 'Shell' | 'JavaScript' | 'Python';
  label: 'curl' | 'JavaScript (fetch)' | 'Python (requests)';
  source: string;
}

/** The placeholder a reader swaps for their own key; the dashboard shows a key once, when it is made. */
export const KEY_PLACEHOLDER = 'YOUR_API_KEY';

const json = (value: unknown, indent = 2) => JSON.stringify(value, null, indent);
const pythonLiteral = (value: unknown) =>
  json(value, 4)
    .replace(/\btrue\b/g, 'True')
    .replace(/\bfalse\b/g, 'False')
    .replace(/\bnull\b/g, 'None');

function curlSample(base: string, request: SampleRequest): string {
  const url = `${base}${request.path}`;
  if (request.auth === 'csrf') {
    return [
      '# The QC check is a site form: take a CSRF token (and its cookie) first, then send both.',
      `TOKEN=$(curl -s -c qc-cookies.txt ${base}/api/auth/csrf-token | sed -E 's/.*"csrfToken":"([^"]+)".*/\\1/')`,
      `curl -s -b qc-cookies.txt -X ${request.method} '${url}' \\`,
      `  -H "CSRF-Token: $TOKEN" \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -d '${JSON.stringify(request.body ?? {})}'`,
    ].join('\n');
  }
  const lines = [`curl -s${request.method === 'GET' ? '' : ` -X ${request.method}`} '${url}'`];
  if (request.auth === 'api-key') lines.push(`  -H 'X-API-Key: ${KEY_PLACEHOLDER}'`);
  if (request.body) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d '${JSON.stringify(request.body)}'`);
  }
  return lines.join(' \\\n');
}

function javascriptSample(base: string, request: SampleRequest): string {
  const url = `${base}${request.path}`;
  if (request.auth === 'csrf') {
    return [
      '// Node 18+: the QC check is a site form, so take a CSRF token and its cookie first.',
      `const tokenResponse = await fetch('${base}/api/auth/csrf-token');`,
      `const cookie = tokenResponse.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');`,
      'const { csrfToken } = await tokenResponse.json();',
      `const response = await fetch('${url}', {`,
      `  method: '${request.method}',`,
      `  headers: { 'Content-Type': 'application/json', 'CSRF-Token': csrfToken, Cookie: cookie },`,
      `  body: JSON.stringify(${json(request.body ?? {}).replace(/\n/g, '\n  ')}),`,
      '});',
      'console.log(response.status, await response.json());',
    ].join('\n');
  }
  const headers: string[] = [];
  if (request.auth === 'api-key') headers.push(`'X-API-Key': '${KEY_PLACEHOLDER}'`);
  if (request.body) headers.push(`'Content-Type': 'application/json'`);
  const options: string[] = [];
  if (request.method !== 'GET') options.push(`  method: '${request.method}',`);
  if (headers.length > 0) options.push(`  headers: { ${headers.join(', ')} },`);
  if (request.body) options.push(`  body: JSON.stringify(${json(request.body).replace(/\n/g, '\n  ')}),`);
  const call = options.length > 0 ? `fetch('${url}', {\n${options.join('\n')}\n})` : `fetch('${url}')`;
  const read = request.method === 'DELETE' ? 'response.status' : 'response.status, await response.json()';
  return [`const response = await ${call};`, `console.log(${read});`].join('\n');
}

function pythonSample(base: string, request: SampleRequest): string {
  const url = `${base}${request.path}`;
  const method = request.method.toLowerCase();
  if (request.auth === 'csrf') {
    return [
      'import requests',
      '',
      '# The QC check is a site form: a session keeps the CSRF cookie between the two calls.',
      'session = requests.Session()',
      `token = session.get("${base}/api/auth/csrf-token").json()["csrfToken"]`,
      `response = session.${method}(`,
      `    "${url}",`,
      `    headers={"CSRF-Token": token},`,
      `    json=${pythonLiteral(request.body ?? {}).replace(/\n/g, '\n    ')},`,
      ')',
      'print(response.status_code, response.json())',
    ].join('\n');
  }
  const args = [`    "${url}",`];
  if (request.auth === 'api-key') args.push(`    headers={"X-API-Key": "${KEY_PLACEHOLDER}"},`);
  if (request.body) args.push(`    json=${pythonLiteral(request.body).replace(/\n/g, '\n    ')},`);
  args.push('    timeout=10,');
  const read = request.method === 'DELETE' ? 'response.status_code' : 'response.status_code, response.json()';
  return ['import requests', '', `response = requests.${method}(`, ...args, ')', `print(${read})`].join('\n');
}

/** The same call in curl, JavaScript and Python, copy-paste ready against `publicUrl`. */
export function codeSamples(publicUrl: string, request: SampleRequest): [CodeSample, CodeSample, CodeSample] {
  return [
    { lang: 'Shell', label: 'curl', source: curlSample(publicUrl, request) },
    { lang: 'JavaScript', label: 'JavaScript (fetch)', source: javascriptSample(publicUrl, request) },
    { lang: 'Python', label: 'Python (requests)', source: pythonSample(publicUrl, request) },
  ];
}

/** The samples as Markdown, appended to an operation's description so the interactive reference shows them. */
export function samplesMarkdown(samples: CodeSample[]): string {
  const fence = { Shell: 'bash', JavaScript: 'javascript', Python: 'python' } as const;
  return samples.map((s) => `**${s.label}**\n\n\`\`\`${fence[s.lang]}\n${s.source}\n\`\`\``).join('\n\n');
}
