import { Component, type ErrorInfo, type ReactNode } from "react";

interface State {
  error: Error | null;
}

/**
 * The last line of defence outside the router: a crash anywhere shows a page
 * that says what happened and offers a reload, never a blank screen. Plain
 * HTML so that it works even if the UI library itself failed.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Uncaught error", error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main role="alert" style={{ fontFamily: "system-ui, sans-serif", maxWidth: 560, margin: "10vh auto", padding: 24, textAlign: "center" }}>
        <h1>Something went wrong</h1>
        <p style={{ color: "#555", wordBreak: "break-word" }}>{this.state.error.message}</p>
        <button type="button" onClick={() => window.location.reload()} style={{ padding: "10px 20px", fontSize: 16, cursor: "pointer" }}>
          Reload the page
        </button>
      </main>
    );
  }
}
