// Where the keyboard goes when what it was on disappears — a dialog closed, the element that opened it re-rendered
// after a login, a new checkout step loaded: never the page body (issue 21, WCAG 2.4.3). The element it was on when
// still there, else the page's main heading (made focusable for this), else the main landmark. No-op when something
// already has the focus. Browser-only; no imports, so every page can afford it.

/** Still on screen: a button in a banner that has just been hidden cannot take the focus. */
const shown = (element: HTMLElement) => element.checkVisibility?.() ?? true;

/** Focuses `preferred` if it is still in the page, else the main heading; only when the focus is on the body. */
export function rescueFocus(preferred?: Element | null): void {
  const now = document.activeElement;
  if (now && now !== document.body) return;
  const target =
    preferred instanceof HTMLElement && preferred.isConnected && preferred !== document.body && shown(preferred)
      ? preferred
      : mainHeading();
  target?.focus({ preventScroll: true });
}

/** The page's h1 inside the main landmark (tabindex -1, so a script may focus it), or the landmark itself. */
export function mainHeading(): HTMLElement | null {
  const main = document.getElementById('main');
  const heading = main?.querySelector<HTMLElement>('h1');
  if (!heading) return main;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading;
}

/** After the current frame and React's commit: dialogs restore focus on unmount, so look after that. */
export const rescueFocusSoon = (preferred?: Element | null) =>
  requestAnimationFrame(() => requestAnimationFrame(() => rescueFocus(preferred)));
