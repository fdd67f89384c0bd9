/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { BelowTheFold } from './below-the-fold';

describe('BelowTheFold', () => {
  it('draws its content after the first render has been committed, not in it', async () => {
    /** What was on the page when each part's first render was committed. */
    const seen: Record<string, string> = {};
    function Probe({ name }: { name: string }) {
      useEffect(() => {
        seen[name] = document.body.textContent ?? '';
      }, [name]);
      return <p>{name}</p>;
    }
    await act(async () => {
      render(
        <>
          <Probe name="first screen" />
          <BelowTheFold>
            <Probe name="footer" />
          </BelowTheFold>
        </>,
      );
    });
    expect(screen.getByText('footer')).toBeTruthy();
    expect(seen).toEqual({ 'first screen': 'first screen', footer: 'first screenfooter' });
  });
});
