import { availableVerticals, SELECTABLE_VERTICALS, VERTICAL_IDS, VERTICALS, verticalIdSchema } from './verticals.js';

// Spec section 3: "Titles: Pub Quiz Host, Student (GCSE/A-Level), Teacher, Corporate, Arena Gaming, Developer, Browse All."
// Spec section 2: "Default landing routes per vertical: pub /pricing, student /education, teacher /teachers,
// corporate /corporate, gamer /arena, developer /developers, universal /."
describe('VERTICALS: titles and routes from the spec', () => {
  it.each`
    id             | title                       | route
    ${'pub'}       | ${'Pub Quiz Host'}          | ${'/pricing'}
    ${'student'}   | ${'Student (GCSE/A-Level)'} | ${'/education'}
    ${'teacher'}   | ${'Teacher'}                | ${'/teachers'}
    ${'corporate'} | ${'Corporate'}              | ${'/corporate'}
    ${'gamer'}     | ${'Arena Gaming'}           | ${'/arena'}
    ${'developer'} | ${'Developer'}              | ${'/developers'}
    ${'universal'} | ${'Browse All'}             | ${'/'}
  `('$id: "$title" → $route', ({ id, title, route }) => {
    const vertical = VERTICALS[id as keyof typeof VERTICALS];
    expect(vertical.id).toBe(id);
    expect(vertical.title).toBe(title);
    expect(vertical.route).toBe(route);
    expect(vertical.description.trim()).not.toBe('');
  });

  it('knows exactly the seven spec verticals', () => {
    expect([...VERTICAL_IDS].sort()).toEqual([
      'corporate',
      'developer',
      'gamer',
      'pub',
      'student',
      'teacher',
      'universal',
    ]);
    expect(Object.keys(VERTICALS).sort()).toEqual([...VERTICAL_IDS].sort());
  });

  it.each`
    value          | ok
    ${'pub'}       | ${true}
    ${'universal'} | ${true}
    ${'Pub'}       | ${false}
    ${'gamers'}    | ${false}
    ${''}          | ${false}
    ${null}        | ${false}
  `('verticalIdSchema($value) → $ok', ({ value, ok }) => {
    expect(verticalIdSchema.safeParse(value).success).toBe(ok);
  });
});

// Spec section 2: "Student, teacher and corporate appear only if the user has the features vertical_education,
// vertical_teachers, vertical_corporate respectively. ... Universal is never a card."
describe('availableVerticals', () => {
  const always = ['pub', 'gamer', 'developer'];

  it.each`
    features                                                             | expected
    ${[]}                                                                | ${['pub', 'gamer', 'developer']}
    ${['vertical_education']}                                            | ${['pub', 'student', 'gamer', 'developer']}
    ${['vertical_teachers']}                                             | ${['pub', 'teacher', 'gamer', 'developer']}
    ${['vertical_corporate']}                                            | ${['pub', 'corporate', 'gamer', 'developer']}
    ${['vertical_education', 'vertical_corporate']}                      | ${['pub', 'student', 'corporate', 'gamer', 'developer']}
    ${['vertical_education', 'vertical_teachers', 'vertical_corporate']} | ${['pub', 'student', 'teacher', 'corporate', 'gamer', 'developer']}
    ${['arena_multiplayer']}                                             | ${['pub', 'gamer', 'developer']}
    ${['vertical_student', 'vertical_teacher', 'corporate']}             | ${['pub', 'gamer', 'developer']}
  `('features $features → $expected', ({ features, expected }) => {
    const ids = availableVerticals(features).map((vertical) => vertical.id);
    expect([...ids].sort()).toEqual([...expected].sort());
    expect(ids).not.toContain('universal');
    for (const id of always) expect(ids).toContain(id);
  });

  it('the selectable list never includes universal', () => {
    expect(SELECTABLE_VERTICALS).not.toContain('universal');
  });
});
