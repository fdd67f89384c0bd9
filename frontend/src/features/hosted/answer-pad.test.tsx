/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../testing/render-page';
import { OrderPad } from './components/order-pad';
import { AnswerPad } from './components/answer-pad';
import { hostedFromSnapshot } from './hosted-reducer';
import { estimateQuestion, hostedSnapshot } from './hosted-snapshot.fixture';

describe('OrderPad', () => {
  it('puts the items in order with the keyboard’s buttons and sends the option indices in that order', () => {
    const onSubmit = jest.fn();
    renderPage(<OrderPad items={['Rome', 'Paris', 'Babylon']} disabled={false} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move Babylon up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Babylon up' }));
    expect(screen.getByRole('status').textContent).toBe('Babylon is now number 1 of 3.');
    expect(screen.getByRole('button', { name: 'Move Babylon up' }).hasAttribute('disabled')).toBe(true);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items[0]).toContain('Babylon');
    expect(items[2]).toContain('Paris');
    fireEvent.click(screen.getByRole('button', { name: 'Send this order' }));
    expect(onSubmit).toHaveBeenCalledWith([2, 0, 1]);
  });

  it('sends nothing while locked', () => {
    renderPage(<OrderPad items={['A', 'B', 'C']} disabled onSubmit={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Send this order' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move B up' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('AnswerPad for an estimate', () => {
  const open = () => ({
    ...hostedFromSnapshot(hostedSnapshot({ phase: 'question', questionIndex: 0, question: estimateQuestion })),
  });

  it('labels the box with the unit, refuses what is not a number and sends an estimate', () => {
    const onAnswer = jest.fn();
    renderPage(<AnswerPad view={open()} locked={false} onAnswer={onAnswer} />);
    const box = screen.getByRole('textbox', { name: 'Your estimate (metres)' });
    fireEvent.change(box, { target: { value: 'about 300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Enter a number')).toBeTruthy();
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: '1,083.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onAnswer).toHaveBeenCalledWith({ estimate: 1083.5 });
  });
});
