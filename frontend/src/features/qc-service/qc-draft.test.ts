import { messagesByField, requestOf } from './qc-draft';

describe('requestOf', () => {
  const draft = { prompt: 'Q?', answer: 'A', aliases: ' one \n\n two', options: 'x\ny' };
  it('sends only the lists the type uses', () => {
    expect(requestOf({ ...draft, type: 'text' })).toMatchObject({ aliases: ['one', 'two'], options: null });
    expect(requestOf({ ...draft, type: 'multiple_choice' })).toMatchObject({ aliases: [], options: ['x', 'y'] });
    expect(requestOf({ ...draft, type: 'true_false' })).toMatchObject({ aliases: [], options: ['True', 'False'] });
  });
});

describe('messagesByField', () => {
  it('puts each problem on its field, numbering list items from one', () => {
    expect(
      messagesByField([
        { path: 'prompt', rule: 'length', message: 'Too short.' },
        { path: 'aliases.0', rule: 'redundant-alternative', message: 'Same as the answer.' },
        { path: 'options', rule: 'option-count', message: 'Two to six.' },
        { path: 'options.1', rule: 'markup', message: 'No HTML.' },
      ]),
    ).toEqual({
      prompt: ['Too short.'],
      aliases: ['Alternative 1: Same as the answer.'],
      options: ['Two to six.', 'Option 2: No HTML.'],
    });
  });
});
