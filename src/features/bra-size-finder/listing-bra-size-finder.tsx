'use client';
// The bra size finder on a bra listing: the found size becomes the listing's size filter (the same URL the size
// facet links to), when the listing has that size; otherwise the dialog says so.
import { BraSizeFinderButton } from './bra-size-finder-button';

export function ListingBraSizeFinder({ sizeHrefs }: { sizeHrefs: Record<string, string> }) {
  return (
    <BraSizeFinderButton
      notOffered="notOfferedListing"
      onFound={({ size }) => {
        const href = sizeHrefs[size];
        if (!href) return 'not-offered';
        window.location.assign(href);
        return 'chosen';
      }}
    />
  );
}
