'use client';
// The checkboxes of one filter group (brands, colours, sizes). A client component only so that the page carries
// each option as a short tuple in its RSC payload instead of its whole markup a second time (decision 0016):
// category pages list up to a hundred options. It renders the same HTML on the server, without JavaScript too.

/** label, value, count, selected, swatch colour (colours only) */
export type FacetOptionData = readonly [label: string, value: string, count: number, selected: boolean, swatch?: string];

export function FacetOptions({ name, options }: { name: string; options: readonly FacetOptionData[] }) {
  return options.map(([label, value, count, selected, swatch]) => (
    <label key={value} className="facet-option">
      <input type="checkbox" name={name} value={value} defaultChecked={selected || undefined} className="facet-input" />
      {swatch && <span aria-hidden="true" className="facet-swatch" style={{ backgroundColor: swatch }} />}
      {`${label} `}
      <span className="facet-count">{`(${count})`}</span>
    </label>
  ));
}
