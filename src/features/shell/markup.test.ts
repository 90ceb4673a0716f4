// @vitest-environment happy-dom
// The shell's finished markup (markup.ts): the same elements, names and links as the React it replaced, and no way
// for a label or address from content to become markup.
import { describe, expect, it } from 'vitest';
import { htmlLink } from './markup';
import { serviceGroupsHtml } from './service-flyout';
import { countryShopsHtml, footerGroupHtml } from './site-footer';
import { uspListHtml } from './usp-bar';

const box = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
};

const attack = { label: '<img src=x onerror=alert(1)>', href: '/x" onmouseover="alert(1)' };

describe('the shell as markup', () => {
  it('a link escapes its label, address and language', () => {
    const link = box(htmlLink(attack.href, attack.label, 'a"b', 'de"-CH')).querySelector('a')!;
    expect(link.textContent).toBe(attack.label);
    expect(link.getAttribute('href')).toBe(attack.href);
    expect(link.getAttribute('class')).toBe('a"b');
    expect(link.getAttribute('hreflang')).toBe('de"-CH');
    expect(box(htmlLink(attack.href, attack.label)).querySelector('img, [onmouseover]')).toBeNull();
  });

  it('the advantage bar: one item per promise, a link where it has one, details in brackets', () => {
    const list = box(
      uspListHtml([
        { icon: 'truck', text: 'Versandkostenfrei ab 75 €', href: '/content/versand' },
        { icon: 'box', text: 'Kauf auf Rechnung', detail: 'ab der 1. Bestellung' },
        { icon: 'x', text: attack.label },
      ]),
    );
    const items = [...list.querySelectorAll('li')];
    expect(items.map((li) => li.textContent)).toEqual(['Versandkostenfrei ab 75 €', 'Kauf auf Rechnung (ab der 1. Bestellung)', attack.label]);
    expect(items[0]!.querySelector('a')?.getAttribute('href')).toBe('/content/versand');
    // One drawing of the check mark, used by each promise.
    expect(list.querySelectorAll('li svg[aria-hidden="true"] use[href="#usp-check"]')).toHaveLength(3);
    expect(list.querySelectorAll('symbol#usp-check')).toHaveLength(1);
    expect(list.querySelector('img')).toBeNull();
  });

  it('a footer group: its heading and its links in order; country shops in their language', () => {
    const group = box(
      footerGroupHtml({
        title: 'Rechtliches',
        links: [
          { label: 'Impressum', href: '/legal/imprint' },
          { label: attack.label, href: attack.href },
        ],
      }),
    );
    expect(group.querySelector('h2')?.textContent).toBe('Rechtliches');
    expect([...group.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Impressum', '/legal/imprint'],
      [attack.label, attack.href],
    ]);
    expect(group.querySelector('img, [onmouseover]')).toBeNull();

    const shops = box(countryShopsHtml('Länder', [{ country: 'CH', label: 'Schweiz', href: 'http://ch.localhost/', hrefLang: 'de-CH' }]));
    const link = shops.querySelector('a')!;
    expect([link.textContent, link.getAttribute('href'), link.getAttribute('hreflang')]).toEqual(['Schweiz', 'http://ch.localhost/', 'de-CH']);
  });

  it("the service flyout's help links: each group's heading and its links in order", () => {
    const groups = box(
      serviceGroupsHtml([
        { title: 'Rund um die Bestellung', links: [{ label: 'Zahlungsarten', href: '/service-hilfe/zahlungsarten' }] },
        { title: attack.label, links: [{ label: attack.label, href: attack.href }] },
      ]),
    );
    expect([...groups.querySelectorAll('section')].map((section) => section.querySelector('h2')?.textContent)).toEqual([
      'Rund um die Bestellung',
      attack.label,
    ]);
    expect([...groups.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Zahlungsarten', '/service-hilfe/zahlungsarten'],
      [attack.label, attack.href],
    ]);
    expect(groups.querySelector('img, [onmouseover]')).toBeNull();
  });
});
