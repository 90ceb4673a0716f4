// A full page load to the next checkout page, so its server guard decides again from the stored state.
export function navigateTo(href: string): void {
  window.location.assign(href);
}
