// Leaves the page for a chosen suggestion: a full navigation, like submitting the search form (kept in its own
// module so component tests can watch it).
export function navigateTo(url: string): void {
  window.location.assign(url);
}
