// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../../tests/support/render-with-intl';
import { StepIndicator } from './step-indicator';

const steps = [
  { step: 'login' as const, href: '' },
  { step: 'delivery' as const, href: '/kasse/lieferservice-aendern' },
  { step: 'payment' as const, href: '/kasse/zahlung-aendern' },
  { step: 'premium' as const, href: '/kasse/premium' },
  { step: 'review' as const, href: '/kasse' },
];

describe('the checkout step indicator', () => {
  it('marks the current step for assistive technology and links only the steps already done', () => {
    renderWithIntl(<StepIndicator steps={steps} current="payment" />);
    const nav = screen.getByRole('navigation', { name: 'Schritte der Bestellung' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const current = nav.querySelector('[aria-current="step"]');
    expect(current?.textContent).toContain('Zahlung');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);

    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/kasse/lieferservice-aendern']);
    expect(links[0]!.textContent).toContain('(erledigt)');
    // Steps ahead cannot be jumped to.
    expect(within(nav).queryByRole('link', { name: /Prüfen und bestellen/ })).toBeNull();
  });

  it('speaks French in the French shop', () => {
    renderWithIntl(<StepIndicator steps={steps} current="delivery" />, 'fr-CH');
    const nav = screen.getByRole('navigation', { name: 'Étapes de la commande' });
    expect(nav.querySelector('[aria-current="step"]')?.textContent).toContain('Livraison');
  });
});
