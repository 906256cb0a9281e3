import { Component, type ErrorInfo, type ReactNode } from "react";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { ErrorNote } from "./homeParts";

interface State {
  failed: boolean;
}

/**
 * One home section that crashed (a render error, a lazy chunk that failed to
 * load) shows its own error with Retry; the rest of the page stays.
 */
export class SectionBoundary extends Component<{ name: string; tour?: string; children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`The home section ${this.props.name} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Paper component="section" variant="outlined" data-tour={this.props.tour} aria-label={this.props.name} sx={{ p: 2, minWidth: 0 }}>
        <ErrorNote
          action={
            <Button color="inherit" size="small" onClick={() => this.setState({ failed: false })}>
              Retry
            </Button>
          }
        >
          {this.props.name} could not be shown.
        </ErrorNote>
      </Paper>
    );
  }
}
