// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEAR_MARGIN, clientWhenNear } from './client-when-near';

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

/** A stand-in IntersectionObserver the test moves: `enter()` brings every observed element near. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[]; self: IntersectionObserver }[] = [];
  class FakeIntersectionObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options, targets: [], self: this as unknown as IntersectionObserver });
    }
    observe(target: Element) {
      observers.find((o) => o.self === (this as unknown as IntersectionObserver))!.targets.push(target);
    }
    disconnect() {
      const o = observers.find((x) => x.self === (this as unknown as IntersectionObserver));
      if (o) o.targets = [];
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    observers,
    enter() {
      for (const o of observers)
        if (o.targets.length > 0)
          o.callback(o.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), o.self);
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('clientWhenNear', () => {
  it('renders no content on the server and does not load the code there', () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = clientWhenNear(load);
    expect(renderToString(<Lazy name="Anna" />)).not.toContain('Hallo');
    expect(load).not.toHaveBeenCalled();
  });

  it('waits until its place comes near the viewport, then loads and renders once', async () => {
    const io = fakeObserver();
    const load = vi.fn(async () => Greeting);
    const Lazy = clientWhenNear(load);
    render(<Lazy name="Anna" />);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Hallo Anna')).toBeNull();
    expect(io.observers[0]?.options?.rootMargin).toBe(NEAR_MARGIN);

    await act(async () => io.enter());
    expect(await screen.findByText('Hallo Anna')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    // The observer is let go once the part is near.
    expect(io.observers[0]?.targets).toEqual([]);
  });

  it('loads at once where the browser has no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = vi.fn(async () => Greeting);
    const Lazy = clientWhenNear(load);
    render(<Lazy name="Ben" />);
    expect(await screen.findByText('Hallo Ben')).toBeTruthy();
  });
});
