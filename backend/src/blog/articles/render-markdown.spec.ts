import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('drops raw HTML, so no script, handler or style from the source reaches the page', () => {
    const { html } = renderMarkdown(
      [
        'Before <script>alert("x")</script> after',
        '',
        '<img src="x" onerror="alert(1)">',
        '',
        '<div style="position:fixed" onclick="steal()">Click</div>',
        '',
        '<iframe src="https://evil.example"></iframe>',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<script|<img|<iframe|<div|onerror|onclick|style=|evil\.example/i);
    // Inline tags go; what stood between them is left as harmless text.
    expect(html).toContain('<p>Before alert("x") after</p>');
  });

  it('keeps a link’s text but not a javascript:, data: or vbscript: address', () => {
    const { html } = renderMarkdown(
      '[one](javascript:alert(1)) [two](JaVaScRiPt:alert(2)) [three](data:text/html;base64,PHNjcmlwdD4=) [four](vbscript:x)',
    );
    expect(html).not.toMatch(/javascript:|data:|vbscript:/i);
    expect(html).toContain('one');
    expect(html).toContain('four');
  });

  it('keeps site links, https links, emphasis, lists and GitHub tables', () => {
    const { html } = renderMarkdown(
      [
        'See [the catalogue](/quizzes) and [Ofqual](https://www.gov.uk/ofqual), **bold** and *italic*.',
        '',
        '- one',
        '- two',
        '',
        '| Part | Minutes |',
        '|---|---|',
        '| Welcome | 10 |',
      ].join('\n'),
    );
    expect(html).toContain('<a href="/quizzes">the catalogue</a>');
    expect(html).toContain('<a href="https://www.gov.uk/ofqual">Ofqual</a>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>two</li>');
    expect(html).toMatch(/<table>[\s\S]*<th>Part<\/th>[\s\S]*<td>Welcome<\/td>/);
  });

  it('gives h2 and h3 headings ids for a table of contents that links to them', () => {
    const { html, headings } = renderMarkdown(
      '# Title\n\n## Planning\n\nText.\n\n### The pack’s four files\n\n## Scoring and tie-breaks\n',
    );
    expect(headings).toEqual([
      { id: 'planning', text: 'Planning', depth: 2 },
      { id: 'the-packs-four-files', text: 'The pack’s four files', depth: 3 },
      { id: 'scoring-and-tie-breaks', text: 'Scoring and tie-breaks', depth: 2 },
    ]);
    for (const { id } of headings) expect(html).toContain(`id="${id}"`);
  });

  it('counts the words of the text, not of the markup', () => {
    expect(renderMarkdown('**One** [two](/quizzes) three-four, five’s.').words).toBe(4);
    expect(renderMarkdown('').words).toBe(0);
  });
});
