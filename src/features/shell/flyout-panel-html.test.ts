// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { flyoutPanelHtml } from './flyout-panel-html';

const panel = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
};

describe('flyoutPanelHtml', () => {
  it('lists every group with its links, in order', () => {
    const box = panel(
      flyoutPanelHtml([
        { label: 'Kleider', href: '/c/damen/kleider', links: [{ label: 'Sommerkleider', href: '/c/damen/kleider/sommer' }] },
        { label: 'Jacken & Mäntel', href: '/c/damen/jacken-maentel', links: [] },
      ]),
    );
    const links = [...box.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Kleider', '/c/damen/kleider'],
      ['Sommerkleider', '/c/damen/kleider/sommer'],
      ['Jacken & Mäntel', '/c/damen/jacken-maentel'],
    ]);
    // A group without links has no empty list (no empty landmark for screen readers).
    expect(box.querySelectorAll('ul')).toHaveLength(2);
  });

  it('escapes labels and addresses from content: markup stays text, quotes cannot leave the attribute', () => {
    const box = panel(
      flyoutPanelHtml([
        {
          label: '<img src=x onerror=alert(1)>',
          href: '/c/x" onmouseover="alert(1)',
          links: [{ label: '<script>alert(1)</script>', href: "/c/y'><script>alert(2)</script>" }],
        },
      ]),
    );
    expect(box.querySelector('img, script, [onmouseover]')).toBeNull();
    const [group, child] = box.querySelectorAll('a');
    expect(group!.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(group!.getAttribute('href')).toBe('/c/x" onmouseover="alert(1)');
    expect(child!.textContent).toBe('<script>alert(1)</script>');
    expect(child!.getAttribute('href')).toBe("/c/y'><script>alert(2)</script>");
  });
});
