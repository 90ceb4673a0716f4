'use client';
// The colour chosen on the product page, shared by the variant choice (which sets it) and the gallery (which shows
// that colour's pictures; issue 21: the main picture ignored the chosen colour). Outside a provider — the quick
// view — choosing a colour changes nothing else.
import { createContext, useContext, useState, type ReactNode } from 'react';

interface ChosenColour {
  colour: string | null;
  choose: (colour: string | null) => void;
}

const Context = createContext<ChosenColour>({ colour: null, choose: () => {} });

export function ChosenColourProvider({ initial, children }: { initial: string | null; children: ReactNode }) {
  const [colour, choose] = useState(initial);
  return <Context value={{ colour, choose }}>{children}</Context>;
}

export const useChosenColour = () => useContext(Context);
