import { issueDeviceToken, readDeviceToken } from './device-cookie';

describe('device cookie tokens', () => {
  const secret = 'a-secret-of-enough-length-for-tests';

  it('reads back the member it was issued to, with a fresh nonce each time', () => {
    const a = readDeviceToken(secret, issueDeviceToken(secret, 'user-1'));
    const b = readDeviceToken(secret, issueDeviceToken(secret, 'user-1'));
    expect(a?.userId).toBe('user-1');
    expect(a?.nonce).not.toBe(b?.nonce);
  });

  it.each`
    name                  | token
    ${'missing'}          | ${undefined}
    ${'garbage'}          | ${'not-a-token'}
    ${'another secret'}   | ${issueDeviceToken('some-other-secret-of-enough-length', 'user-1')}
    ${'another member'}   | ${issueDeviceToken(secret, 'user-1').replace(/^user-1/, 'user-2')}
    ${'extra separators'} | ${`${issueDeviceToken(secret, 'user-1')}.x`}
  `('refuses a $name token', ({ token }) => {
    expect(readDeviceToken(secret, token)).toBeNull();
  });
});
