import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  area: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/** Contains a remote's failure (load or render) to its own place on the page. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): RemoteErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn(`[remote] ${this.props.area} failed`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
