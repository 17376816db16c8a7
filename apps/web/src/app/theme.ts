// The MUI theme with SPEC 9's colours. No web fonts: the CSP allows fonts from this site only, so
// the system font stack is used.
import { createTheme } from "@mui/material/styles";

declare module "@mui/material/styles" {
  interface Palette {
    tertiary: Palette["primary"];
    accent: Palette["primary"];
  }
  interface PaletteOptions {
    tertiary?: PaletteOptions["primary"];
    accent?: PaletteOptions["primary"];
  }
}

export const brandColours = {
  primary: "#76232f",
  secondary: "#53565a",
  tertiary: "#77787b",
  accent: "#daaa00",
  warning: "#a99d13",
  success: "#219c29",
  error: "#c9302b",
} as const;

const systemFonts = [
  "system-ui",
  "-apple-system",
  '"Segoe UI"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  '"Noto Sans"',
  '"Liberation Sans"',
  "sans-serif",
].join(",");

export const theme = createTheme({
  palette: {
    primary: { main: brandColours.primary },
    secondary: { main: brandColours.secondary },
    tertiary: { main: brandColours.tertiary, contrastText: "#fff" },
    accent: { main: brandColours.accent, contrastText: "#1f1f1f" },
    // Dark text on the mustard warning colour: white on it would be hard to read.
    warning: { main: brandColours.warning, contrastText: "#1f1f1f" },
    success: { main: brandColours.success },
    error: { main: brandColours.error },
    background: { default: "#f4f3f1", paper: "#ffffff" },
    text: { primary: "#2b2b2d", secondary: brandColours.secondary },
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: systemFonts,
    h1: { fontSize: "1.25rem", fontWeight: 600 },
    h2: { fontSize: "1.5rem", fontWeight: 600 },
    h3: { fontSize: "1.125rem", fontWeight: 600 },
    button: { textTransform: "none", fontWeight: 600 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // SPEC 9: dialogs open over 500 ms (they take that long to appear); closing stays quick.
    MuiDialog: { defaultProps: { transitionDuration: { enter: 500, exit: 195 } } },
    MuiTextField: { defaultProps: { variant: "outlined" } },
    MuiTableCell: { styleOverrides: { head: { backgroundColor: "#faf9f8" } } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
