import { filenameFromContentDisposition } from './download';

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="classic-pub-50-2026-11-26-host-sheet.pdf"', 'classic-pub-50-2026-11-26-host-sheet.pdf'],
    ['attachment; filename=quiz.csv', 'quiz.csv'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'Caf%C3%A9%20quiz.pdf', 'Café quiz.pdf'],
    ['attachment; filename="a \\"quoted\\" name.pdf"', 'a "quoted" name.pdf'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
  ])('%s → %s', (header, name) => {
    expect(filenameFromContentDisposition(header)).toBe(name);
  });

  it.each([[null], ['attachment'], ['attachment; filename=""']])('gives null for %p', (header) => {
    expect(filenameFromContentDisposition(header)).toBeNull();
  });
});
