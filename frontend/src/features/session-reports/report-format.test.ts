import { clockTime, rateText, secondsText, sessionHref } from './report-format';

describe('session report formatting', () => {
  it('writes rates and times for people, with a dash when there is nothing', () => {
    expect(rateText(0.9)).toBe('90%');
    expect(rateText(2 / 3)).toBe('67%');
    expect(rateText(null)).toBe('–');
    expect(secondsText(2444)).toBe('2.4 s');
    expect(secondsText(null)).toBe('–');
  });

  it('reads receipt times on the UK clock, summer time included', () => {
    expect(clockTime('2026-11-20T18:01:01.000Z')).toBe('18:01:01');
    expect(clockTime('2026-07-01T18:01:01.000Z')).toBe('19:01:01');
  });

  it('leads to the presenter while a session runs and to its report once it is over', () => {
    const present = '/arena/present/123456';
    expect(sessionHref({ id: 's', status: 'live', presentUrl: present })).toBe(present);
    expect(sessionHref({ id: 's', status: 'waiting', presentUrl: present })).toBe(present);
    expect(sessionHref({ id: 's', status: 'ready', presentUrl: null })).toBe('/library/sessions/s');
    expect(sessionHref({ id: 's', status: 'preparing', presentUrl: null })).toBe('/library/sessions/s');
  });
});
