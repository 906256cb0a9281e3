import { createTheme } from "@mui/material/styles";

export const theme = createTheme({
  palette: {
    mode: "light",
    primary: { main: "#0b6e4f", contrastText: "#ffffff" },
    secondary: { main: "#f28c28" },
    background: { default: "#f6f8f7" },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
    h4: { fontWeight: 700 },
    button: { textTransform: "none", fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // Underlined, so that a link in a sentence is told from the text around it by more than its colour (WCAG 1.4.1).
    MuiLink: { defaultProps: { underline: "always" } },
  },
});
