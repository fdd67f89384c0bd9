/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { AppHeader } from './app-header';

// The page never finishes loading here: the header's menus load only when one is asked for.
jest.mock('../../../lib/after-first-load', () => ({
  afterFirstLoad: () => new Promise(() => undefined),
  useAfterFirstLoad: () => false,
}));

describe('the header before its menus have loaded', () => {
  beforeEach(() => fakeApi({}));

  it('draws the role button at once, and a click loads the menu and opens it', async () => {
    renderPage(<AppHeader />);
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Choose your role' }));
    expect(await screen.findByRole('menuitem', { name: 'Pub Quiz Host' })).toBeTruthy();
  });

  it('switches the colour scheme before anything has loaded', () => {
    renderPage(<AppHeader />);
    fireEvent.click(screen.getByRole('button', { name: 'Toggle color scheme' }));
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });
});
