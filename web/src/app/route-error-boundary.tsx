import { Component, type ReactNode } from 'react';

interface Props {
  /** Changes with every navigation: leaving the failed page shows the new one again. */
  locationKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  locationKey: string;
}

/**
 * Shows `fallback` in place of a route that failed to render (a chunk that did not load, a screen that threw), until
 * the next navigation, as a data router's `errorElement` does.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.locationKey === state.locationKey ? null : { failed: false, locationKey: props.locationKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
