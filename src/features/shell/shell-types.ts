// What the shell renders, reshaped once from content data by load-shell-data.
export interface ShellLink {
  label: string;
  href: string;
}

export interface NavGroup extends ShellLink {
  links: ShellLink[];
}

export interface NavEntry extends ShellLink {
  highlight: boolean;
  groups: NavGroup[];
}

export interface UspEntry {
  icon: string;
  text: string;
  detail?: string;
  href?: string;
}

/** The service flyout's menu from content: groups with at least one link to a page the shop serves. */
export interface ServiceMenu {
  title?: string;
  groups: { title: string; links: ShellLink[] }[];
}

/** A footer link from content; `newsletter` marks the newsletter sign-up, which opens as a sheet where it can. */
export interface FooterLink extends ShellLink {
  newsletter?: boolean;
}

/** The footer's link groups from content (menus/footer.json); empty when the file cannot be loaded. */
export type FooterMenu = { title: string; links: FooterLink[] }[];
