'use client';
// The bra size finder on a bra's product page: the found size is chosen among the variants, as a press on its size
// would (when the chosen colour has it in stock); otherwise the dialog says so.
import { useState } from 'react';
import { BraSizeFinderButton } from './bra-size-finder-button';

export function ProductBraSizeFinder({ available, choose }: { available: string[]; choose: (size: string) => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <BraSizeFinderButton
      notOffered="notOfferedProduct"
      chosen={chosen}
      onFound={({ size }, label) => {
        if (!available.includes(size)) return 'not-offered';
        choose(size);
        setChosen(label);
        return 'chosen';
      }}
    />
  );
}
