import { attachmentDisposition, validateFileKey, validatePutOptions } from './file-rules';
import { InvalidFileKeyError } from './file-storage';

describe('file keys', () => {
  it.each([
    ['quiz.pdf', ['quiz.pdf']],
    ['packs/2026/quiz-42_final.v2.csv', ['packs', '2026', 'quiz-42_final.v2.csv']],
    ['A/b/C', ['A', 'b', 'C']],
  ])('accepts %s', (key, segments) => {
    expect(validateFileKey(key)).toEqual(segments);
  });

  it.each([
    ['', /empty/],
    ['../etc/passwd', /"\." and "\.\."/],
    ['packs/../../secret', /"\." and "\.\."/],
    ['packs/./quiz.pdf', /"\." and "\.\."/],
    ['/etc/passwd', /absolute/],
    ['C:/Windows/win.ini', /absolute/],
    ['packs\\..\\secret', /letters, digits/],
    ['packs//quiz.pdf', /letters, digits/],
    ['packs/', /letters, digits/],
    ['.meta/quiz.pdf.json', /letters, digits/],
    ['packs/.tmp', /letters, digits/],
    ['quiz pack.pdf', /letters, digits/],
    ['quiz%2e%2e.pdf', /letters, digits/],
    ['café.pdf', /letters, digits/],
    ['x'.repeat(513), /over 512/],
  ])('refuses %j with a reason', (key, reason) => {
    expect(() => validateFileKey(key)).toThrow(InvalidFileKeyError);
    expect(() => validateFileKey(key)).toThrow(reason);
  });
});

describe('put options', () => {
  it('accepts MIME types with parameters and lower-case metadata names with any string values', () => {
    expect(() =>
      validatePutOptions('a.csv', { contentType: 'text/csv; charset=utf-8', metadata: { 'quiz-title': 'Café £5' } }),
    ).not.toThrow();
  });

  it.each([
    [{ contentType: 'pdf' }, /MIME type/],
    [{ contentType: 'text/plain\r\nX-Evil: 1' }, /MIME type/],
    [{ contentType: 'text/plain', metadata: { Title: 'x' } }, /lower-case/],
    [{ contentType: 'text/plain', metadata: { 'a b': 'x' } }, /lower-case/],
    [{ contentType: 'text/plain', metadata: { note: 'x'.repeat(1025) } }, /at most 1024/],
  ])('refuses %j', (options, reason) => {
    expect(() => validatePutOptions('a.txt', options)).toThrow(reason);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition("Café quiz (Round 1)'s.pdf")).toBe(
      `attachment; filename="Caf_ quiz _Round 1__s.pdf"; filename*=UTF-8''Caf%C3%A9%20quiz%20%28Round%201%29%27s.pdf`,
    );
  });
});
