'use client';
// Each checkout step is a page load of its own: the keyboard and the screen reader start at the step's heading, not at
// the top of the shop's header (issue 21). Only when nothing has the focus yet (a shopper who already tabbed keeps
// their place).
import { useEffect } from 'react';
import { rescueFocus } from '@/features/shared/focus/rescue-focus';

export function FocusStepHeading() {
  useEffect(() => rescueFocus(), []);
  return null;
}
