export interface Snippet {
  id: 'curl' | 'javascript' | 'python';
  label: string;
  code: string;
}

const HEADER = 'X-API-Key';

/** The first call, in curl, JavaScript and Python, against this site's origin: ready to paste once a key is in. */
export function firstCallSnippets(origin: string, path = '/v1/questions?amount=5&types=multiple'): Snippet[] {
  const url = `${origin}${path}`;
  return [
    { id: 'curl', label: 'curl', code: `curl -s '${url}' \\\n  -H '${HEADER}: YOUR_API_KEY'` },
    {
      id: 'javascript',
      label: 'JavaScript',
      code: [
        `const response = await fetch('${url}', {`,
        `  headers: { '${HEADER}': 'YOUR_API_KEY' },`,
        '});',
        'const { questions } = await response.json();',
        'console.log(questions[0].question, questions[0].correctAnswer);',
      ].join('\n'),
    },
    {
      id: 'python',
      label: 'Python',
      code: [
        'import requests',
        '',
        `response = requests.get(`,
        `    "${url}",`,
        `    headers={"${HEADER}": "YOUR_API_KEY"},`,
        '    timeout=10,',
        ')',
        'question = response.json()["questions"][0]',
        'print(question["question"], question["correctAnswer"])',
      ].join('\n'),
    },
  ];
}
