// A part of the UI that the user opens (the ticket, the assistant, a dialog, a workspace panel) and
// that loads in its own chunk. If the chunk cannot be downloaded, or the part throws while it renders,
// the part says so in its place, with Try again and Reload, and the screen around it stays (React.lazy
// alone would throw the failure up to the route and blank everything). Try again, or the browser coming
// back online, loads the chunk anew: React.lazy keeps a failed load forever, so each try is a fresh
// lazy. Chromium also remembers a failed module download for the life of the page, so after a dropped
// connection Reload is the way that always works (lib/code-load.ts). This sits in the entry bundle and
// works offline, so it stays small and plain.
import { Component, lazy, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/** Where the failure shows: in the part's own frame (the ticket's drawer), with a Close. */
export interface LazyPartFrame {
  /** The class of the part's own container (e.g. the ticket drawer's), so the failure sits where it would. */
  className?: string;
  /** Closes the part (the drawer's Close). */
  onClose?: () => void;
}

interface BoundaryProps extends LazyPartFrame {
  part: string;
  onRetry: () => void;
  children: ReactNode;
}

class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  private readonly retry = () => {
    window.removeEventListener('online', this.retry);
    this.props.onRetry();
    this.setState({ error: null });
  };
  override componentDidUpdate() {
    // Back online: try again without waiting for a click.
    if (this.state.error !== null) window.addEventListener('online', this.retry);
  }
  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }
  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const message = error instanceof Error ? error.message : String(error);
    // The browsers' words for a module that did not arrive, and Vite's for a stylesheet a chunk
    // needs ("Unable to preload CSS for …/ticket.css"): either way the part was not downloaded.
    const download =
      /dynamically imported module|importing a module script|module script failed|unable to preload css/i.test(
        message,
      );
    return (
      <div className={this.props.className ?? 'panel-error'}>
        <div className="error-panel" role="alert">
          <div className="error-title">
            {this.props.part}: {download ? 'could not be downloaded' : 'failed'}
          </div>
          <div className="error-message">{message}</div>
          {download && (
            <p>
              The connection may have dropped, or a new version was deployed. The rest of the terminal keeps
              working. Reload the page to get it once you are online.
            </p>
          )}
          <button type="button" onClick={this.retry}>
            Try again
          </button>{' '}
          <button type="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          {this.props.onClose && (
            <>
              {' '}
              <button type="button" onClick={this.props.onClose}>
                Close
              </button>
            </>
          )}
        </div>
      </div>
    );
  }
}

/**
 * `React.lazy` for a part the user opens, named as the user would name it ("The order ticket"): a
 * failure to load or render shows in its place with Try again. Wrap it in Suspense as usual.
 */
// `any` as in React.lazy's own signature: the props are whatever the loaded component takes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPart<T extends ComponentType<any>>(
  part: string,
  load: () => Promise<{ default: T }>,
  frame: LazyPartFrame = {},
): ComponentType<ComponentProps<T>> {
  const current = { Lazy: lazy(load) };
  function LazyPart(props: ComponentProps<T>) {
    const [, setTries] = useState(0);
    const { Lazy } = current;
    return (
      <PartBoundary
        {...frame}
        part={part}
        onRetry={() => {
          current.Lazy = lazy(load);
          setTries((n) => n + 1);
        }}
      >
        <Lazy {...props} />
      </PartBoundary>
    );
  }
  LazyPart.displayName = `LazyPart(${part})`;
  return LazyPart;
}
