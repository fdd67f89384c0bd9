import { analyticsBatchSchema } from '@trivia/contracts';
import { browserEventRow, serverEventRow, serverEventValue } from './analytics-rows';

const who = { userId: null, visitorId: '0b7c2a4e-5d1f-4a3b-9c8d-7e6f5a4b3c2d' };
const browserEvent = (event: unknown) => analyticsBatchSchema.parse({ events: [event] }).events[0]!;

describe('serverEventValue: the spec section 9 weights for events the server records', () => {
  it.each`
    name                   | properties                         | value
    ${'developer_signup'}  | ${{ tier: 'api-free' }}            | ${5}
    ${'developer_signup'}  | ${{ tier: 'api-pro' }}             | ${20}
    ${'api_tier_upgrade'}  | ${{}}                              | ${25}
    ${'api_key_created'}   | ${{}}                              | ${3}
    ${'api_docs_view'}     | ${{}}                              | ${2}
    ${'seasonal_download'} | ${{}}                              | ${4}
    ${'vertical_selected'} | ${{ source: 'auto_detect' }}       | ${1}
    ${'vertical_selected'} | ${{ source: 'header_dropdown' }}   | ${3}
    ${'vertical_selected'} | ${{}}                              | ${3}
    ${'pack_download'}     | ${{}}                              | ${0}
    ${'api_key_created'}   | ${{ value: 3, currency: 'GBP' }}   | ${3}
    ${'developer_signup'}  | ${{ value: 20, tier: 'api-free' }} | ${20}
  `('$name with $properties is worth £$value', ({ name, properties, value }) => {
    expect(serverEventValue(name, properties)).toBe(value);
  });

  it('ignores a value that is not a sensible amount', () => {
    expect(serverEventValue('api_docs_view', { value: -4 })).toBe(2);
    expect(serverEventValue('api_docs_view', { value: 'lots' })).toBe(2);
  });
});

describe('serverEventRow', () => {
  it('keeps the caller’s properties, adds the value in pence and the audience when named', () => {
    const row = serverEventRow('vertical_selected', 'u1', { vertical: 'pub', source: 'header_dropdown' });
    expect(row).toMatchObject({
      name: 'vertical_selected',
      userId: 'u1',
      valuePence: 300,
      vertical: 'pub',
      origin: 'server',
      properties: { vertical: 'pub', source: 'header_dropdown', value: 3, currency: 'GBP' },
    });
  });

  it('leaves an unvalued event’s properties as given and an unknown audience out', () => {
    const row = serverEventRow('pack_download', 'u1', { archetype: 'music', vertical: 'martians' });
    expect(row).toMatchObject({
      valuePence: 0,
      vertical: null,
      properties: { archetype: 'music', vertical: 'martians' },
    });
  });
});

describe('browserEventRow: values are always the server’s', () => {
  it('values a visitor’s own vertical choice at £3 and auto-detect at £1', () => {
    const own = browserEventRow(browserEvent({ name: 'vertical_selected', vertical: 'gamer' }), who);
    expect(own).toMatchObject({ valuePence: 300, vertical: 'gamer', origin: 'browser', visitorId: who.visitorId });
    expect(own.properties).toMatchObject({ selection_source: 'homepage_switcher', value: 3, currency: 'GBP' });
    const auto = browserEventRow(
      browserEvent({ name: 'vertical_selected', vertical: 'gamer', selection_source: 'auto_detect' }),
      who,
    );
    expect(auto.valuePence).toBe(100);
  });

  it('values a seasonal view at £3 and a page view or search at nothing', () => {
    expect(browserEventRow(browserEvent({ name: 'seasonal_view', seasonal_theme: 'christmas' }), who).valuePence).toBe(
      300,
    );
    const view = browserEventRow(browserEvent({ name: 'page_view', path: '/quizzes', vertical: 'pub' }), who);
    expect(view).toMatchObject({ valuePence: 0, path: '/quizzes', vertical: 'pub', properties: {} });
    const search = browserEventRow(browserEvent({ name: 'search', search_query: 'Music', results_count: 0 }), who);
    expect(search).toMatchObject({ valuePence: 0, properties: { search_query: 'Music', results_count: 0 } });
  });
});

describe('analyticsBatchSchema', () => {
  it.each`
    why                                  | batch
    ${'an unknown event name'}           | ${{ events: [{ name: 'purchase', path: '/' }] }}
    ${'a value claimed by the browser'}  | ${{ events: [{ name: 'seasonal_view', seasonal_theme: 'christmas', value: 500 }] }}
    ${'a path with a query string'}      | ${{ events: [{ name: 'page_view', path: '/verify-email?token=abc' }] }}
    ${'a full referrer address'}         | ${{ events: [{ name: 'page_view', path: '/', referrer: 'https://a.example/page?q=1' }] }}
    ${'HTML in a search'}                | ${{ events: [{ name: 'search', search_query: '<b>x</b>', results_count: 1 }] }}
    ${'no events'}                       | ${{ events: [] }}
    ${'51 events'}                       | ${{ events: Array.from({ length: 51 }, () => ({ name: 'page_view', path: '/' })) }}
    ${'a visitor id that is not a UUID'} | ${{ visitorId: 'me', events: [{ name: 'page_view', path: '/' }] }}
  `('refuses $why', ({ batch }) => {
    expect(analyticsBatchSchema.safeParse(batch).success).toBe(false);
  });

  it('takes 50 events and an origin as referrer', () => {
    const events = Array.from({ length: 50 }, () => ({
      name: 'page_view',
      path: '/',
      referrer: 'https://www.google.com',
    }));
    expect(analyticsBatchSchema.safeParse({ events }).success).toBe(true);
  });
});
