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
