// What the shell renders, reshaped once from content data by the layout.
export interface ShellLink {
  label: string;
  href: string;
}

export interface NavEntry extends ShellLink {
  children: ShellLink[];
}

export interface UspEntry {
  icon: string;
  text: string;
  href?: string;
}
