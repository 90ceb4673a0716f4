// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrationMark, hydratedAttribute } from './hydration-mark';

describe('HydrationMark', () => {
  afterEach(() => document.documentElement.removeAttribute(hydratedAttribute));

  it('marks the document only once React has hydrated it, not in the server HTML', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(HydrationMark));
    document.body.append(container);
    expect(document.documentElement.hasAttribute(hydratedAttribute)).toBe(false);
    await act(async () => {
      hydrateRoot(container, createElement(HydrationMark));
    });
    expect(document.documentElement.hasAttribute(hydratedAttribute)).toBe(true);
    container.remove();
  });
});
