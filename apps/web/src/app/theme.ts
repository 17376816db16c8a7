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

/** The keyboard focus outline: the primary colour, 9:1 on white. */
const focusRing = brandColours.primary;

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
    // Text MUI puts on a colour (a filled alert, a contained button) is white only where white reads
    // at WCAG AA (4.5:1), else dark: white on the success green is 3.6:1, on the info blue 3.9:1.
    contrastThreshold: 4.5,
    primary: { main: brandColours.primary },
    secondary: { main: brandColours.secondary },
    tertiary: { main: brandColours.tertiary, contrastText: "#fff" },
    accent: { main: brandColours.accent, contrastText: "#1f1f1f" },
    // Dark text on the mustard warning colour: white on it would be hard to read. The mustard itself
    // is too light for text or icons on white (2.8:1): those use `dark` (5.5:1, WCAG 1.4.3 and 1.4.11).
    warning: { main: brandColours.warning, dark: "#746a0c", contrastText: "#1f1f1f" },
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
    // WCAG 2.4.7: a keyboard user sees where they are. MUI's ripple alone is too faint on filled
    // buttons and absent on sortable headers.
    MuiButtonBase: {
      styleOverrides: {
        root: { "&.Mui-focusVisible": { outline: `2px solid ${focusRing}`, outlineOffset: 2 } },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // SPEC 9: dialogs open over 500 ms (they take that long to appear); closing stays quick.
    MuiDialog: { defaultProps: { transitionDuration: { enter: 500, exit: 195 } } },
    MuiTextField: { defaultProps: { variant: "outlined" } },
    MuiTableCell: { styleOverrides: { head: { backgroundColor: "#faf9f8" } } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
