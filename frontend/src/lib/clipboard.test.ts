import { copyText } from './clipboard';

describe('copyText', () => {
  it('writes the text and says so', async () => {
    const written: string[] = [];
    const ok = await copyText('Daily quiz 12/15', {
      writeText: async (text) => {
        written.push(text);
      },
    });
    expect(ok).toBe(true);
    expect(written).toEqual(['Daily quiz 12/15']);
  });

  it('answers false when the browser refuses', async () => {
    const ok = await copyText('x', { writeText: () => Promise.reject(new Error('NotAllowedError')) });
    expect(ok).toBe(false);
  });

  it('answers false without a clipboard', async () => {
    expect(await copyText('x', undefined)).toBe(false);
  });
});
