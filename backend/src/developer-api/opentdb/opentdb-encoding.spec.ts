import { encodeResult, encodeText } from './opentdb-encoding';

describe('OpenTDB encodings, byte for byte as opentdb.com (PHP) writes them', () => {
  it('escapes only & " \' < > and the pound sign by default, leaving accents, π and emoji as UTF-8', () => {
    expect(encodeText(`Tom & Jerry's "<b>" costs £5 — café π 🎉`, 'html')).toBe(
      'Tom &amp; Jerry&#039;s &quot;&lt;b&gt;&quot; costs &pound;5 — café π 🎉',
    );
  });

  it('writes url3986 as PHP rawurlencode: UTF-8 bytes, upper-case hex, only - _ . ~ left alone', () => {
    expect(encodeText("Café π £ it's (a) ~b* 🎉!", 'url3986')).toBe(
      'Caf%C3%A9%20%CF%80%20%C2%A3%20it%27s%20%28a%29%20~b%2A%20%F0%9F%8E%89%21',
    );
  });

  it('writes urlLegacy as PHP urlencode: a space is + and ~ is escaped too', () => {
    expect(encodeText("Café π £ it's ~b", 'urlLegacy')).toBe('Caf%C3%A9+%CF%80+%C2%A3+it%27s+%7Eb');
    expect(encodeText('a-b_c.d', 'urlLegacy')).toBe('a-b_c.d');
  });

  it('writes base64 of the UTF-8 bytes', () => {
    expect(encodeText('π £ é 🎉 "q"', 'base64')).toBe('z4AgwqMgw6kg8J+OiSAicSI=');
    expect(encodeText('multiple', 'base64')).toBe('bXVsdGlwbGU=');
  });

  it('encodes every string field, type and difficulty included', () => {
    const result = {
      type: 'multiple',
      difficulty: 'easy',
      category: 'Entertainment: Film',
      question: 'Which colour?',
      correct_answer: 'Grey',
      incorrect_answers: ['Red & Blue', 'Green'],
    };
    expect(encodeResult(result, 'base64')).toEqual({
      type: 'bXVsdGlwbGU=',
      difficulty: 'ZWFzeQ==',
      category: 'RW50ZXJ0YWlubWVudDogRmlsbQ==',
      question: 'V2hpY2ggY29sb3VyPw==',
      correct_answer: 'R3JleQ==',
      incorrect_answers: ['UmVkICYgQmx1ZQ==', 'R3JlZW4='],
    });
    expect(encodeResult(result, 'url3986').category).toBe('Entertainment%3A%20Film');
    expect(encodeResult(result, 'html').incorrect_answers).toEqual(['Red &amp; Blue', 'Green']);
  });
});
