// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Disclosure } from './disclosure';

afterEach(() => cleanup());

function renderFlyout() {
  const links = [
    { href: '/service-hilfe/versand-und-lieferung', label: 'Versand & Lieferung' },
    { href: '/service-hilfe/zahlungsarten', label: 'Zahlungsarten' },
  ];
  render(
    <>
      <Disclosure label="Service & Hilfe" buttonClassName="" panelClassName="">
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </Disclosure>
      <a href={'/woanders'}>Woanders</a>
    </>,
  );
  return screen.getByRole('button', { name: 'Service & Hilfe' });
}

describe('the service flyout', () => {
  it('is closed at first, its links hidden from everyone', () => {
    const button = renderFlyout();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Zahlungsarten' })).toBeNull();
  });

  it('opens with Enter, closes with Escape and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    const button = renderFlyout();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const controlled = document.getElementById(button.getAttribute('aria-controls')!);
    expect(controlled?.hidden).toBe(false);
    // Tab moves into the panel's links; Escape from there closes and returns to the button.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Versand & Lieferung' }));
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(controlled?.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });

  it('opens with Space and toggles shut with it again', async () => {
    const user = userEvent.setup();
    const button = renderFlyout();
    button.focus();
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Zahlungsarten' })).toBeTruthy();
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the focus or a click goes elsewhere', async () => {
    const user = userEvent.setup();
    const button = renderFlyout();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('link', { name: 'Woanders' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Woanders' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
