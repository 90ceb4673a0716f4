'use client';
// The error boundary of SPEC §2: an empty fallback, and the error logged (console and the server's log).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientErrorLater } from './report-client-error-later';

interface Props {
  /** Names the part that failed in the log. */
  name: string;
  children: ReactNode;
}

export class SilentBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    reportClientErrorLater(error, { component: this.props.name, componentStack: info.componentStack ?? undefined });
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
