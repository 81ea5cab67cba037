import { Component, type ErrorInfo, type ReactNode } from 'react';

export type ErrorFallbackProps = { error: unknown; reset: () => void };

export type ErrorBoundaryProps = {
  /** Rendered instead of the children after an error; `reset` renders the children again. */
  fallback: (props: ErrorFallbackProps) => ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** When any of these change after an error, the boundary resets by itself (e.g. the path). */
  resetKeys?: readonly unknown[];
  children: ReactNode;
};

type State = { error: unknown; hasError: boolean; resetKeys: readonly unknown[] | undefined };

function changed(a: readonly unknown[] | undefined, b: readonly unknown[] | undefined): boolean {
  if (a === b) return false;
  if (!a || !b || a.length !== b.length) return true;
  return a.some((value, index) => !Object.is(value, b[index]));
}

/** Catches render errors below it. Use one per page region so one failure does not blank the app. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, hasError: false, resetKeys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (changed(props.resetKeys, state.resetKeys)) {
      return state.hasError
        ? { error: null, hasError: false, resetKeys: props.resetKeys }
        : { resetKeys: props.resetKeys };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  reset = (): void => {
    this.setState({ error: null, hasError: false });
  };

  override render(): ReactNode {
    if (this.state.hasError)
      return this.props.fallback({ error: this.state.error, reset: this.reset });
    return this.props.children;
  }
}
