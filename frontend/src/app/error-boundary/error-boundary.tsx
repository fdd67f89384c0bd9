import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../lib/error-reporting';
import { ErrorScreen } from './error-screen';

interface Props {
  children: ReactNode;
  /** Where the failure was caught, for the error report (a page, or the app around it). */
  source?: 'route';
  /** A new value (the next page's path) clears a failure, so leaving a broken page works. */
  resetKey?: string;
}

interface State {
  failed: boolean;
}

/** Shows the error screen in place of what failed to render, and reports the failure. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError(error, {
      componentStack: info.componentStack,
      ...(this.props.source ? { source: this.props.source } : {}),
    });
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
