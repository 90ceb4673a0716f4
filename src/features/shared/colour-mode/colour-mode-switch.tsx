'use client';
// Light / dark / system as a native radio group: keyboard and screen-reader support come with the platform.
import { useEffect, useId, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { useToast } from '@/features/shared/toast/toast-provider';
import { COLOUR_MODE_KEY, colourModes, parseColourMode, resolveColourMode, type ColourMode } from './colour-mode';

const CHANGE_EVENT = 'colour-mode-change';

function apply(mode: ColourMode) {
  const dark = resolveColourMode(mode, window.matchMedia('(prefers-color-scheme: dark)').matches);
  const root = document.documentElement;
  root.dataset.mode = dark;
  root.dataset.modePreference = mode;
  root.style.colorScheme = dark;
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

// The preference lives on <html> (set before paint by the inline script); React reads it as an external store.
const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
};
const preference = () => parseColourMode(document.documentElement.dataset.modePreference);

export function ColourModeSwitch() {
  const t = useTranslations('colourMode');
  const toast = useToast();
  const name = useId();
  const mode = useSyncExternalStore(subscribe, preference, () => null);

  useEffect(() => {
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => preference() === 'system' && apply('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  function choose(next: ColourMode) {
    try {
      if (next === 'system') window.localStorage.removeItem(COLOUR_MODE_KEY);
      else window.localStorage.setItem(COLOUR_MODE_KEY, next);
    } catch (error) {
      console.error('colour mode could not be stored', error);
    }
    apply(next);
    toast.show({ message: t('changed', { mode: t(next) }), tone: 'success' });
  }

  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="mb-1 font-semibold">{t('legend')}</legend>
      {colourModes.map((option) => (
        <label key={option} className="inline-flex min-h-6 cursor-pointer items-center gap-1">
          <input
            type="radio"
            name={name}
            value={option}
            checked={mode === option}
            onChange={() => choose(option)}
            className="size-[1.125rem] accent-current"
          />
          {t(option)}
        </label>
      ))}
    </fieldset>
  );
}
