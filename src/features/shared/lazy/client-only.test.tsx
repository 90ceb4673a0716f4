// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { clientOnly } from './client-only';

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

describe('clientOnly', () => {
  it('renders nothing on the server and does not load the code there', () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = clientOnly(load);
    expect(renderToString(<Lazy name="Anna" />)).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the component in the browser and renders it with its props', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = clientOnly(load);
    render(<Lazy name="Anna" />);
    expect(await screen.findByText('Hallo Anna')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the code once for every instance', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = clientOnly(load);
    await act(async () => {
      render(
        <>
          <Lazy name="Anna" />
          <Lazy name="Ben" />
        </>,
      );
    });
    expect(await screen.findByText('Hallo Ben')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
