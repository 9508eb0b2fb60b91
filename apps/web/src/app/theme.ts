import {
  createTheme, DEFAULT_THEME, type CSSVariablesResolver, type DrawerProps, type LoaderProps, type MantineColorsTuple, type ModalProps,
  type NotificationProps,
} from '@mantine/core';

/**
 * The Mantine theme, tuned for WCAG 2.2 AA contrast (docs/features/donor-experience.md): Mantine's stock shades 6 (links,
 * filled buttons, error text) read 1.9-3.6:1 on white. Every colour's shade 8 (the primary shade:
 * filled backgrounds under white text, outlines, `c="<colour>"` text, links) is darkened to at least
 * 4.6:1 against white and gray.0 (the public pages' background), and shade 9 (light-variant text on
 * shade 1, hover of filled) to at least 4.8:1 against shade 1. Shades 0-7 stay stock.
 */
function palette(name: keyof typeof DEFAULT_THEME.colors, shade7: string, shade8: string, shade9: string): MantineColorsTuple {
  const stock = DEFAULT_THEME.colors[name]!;
  return [stock[0], stock[1], stock[2], stock[3], stock[4], stock[5], stock[6], shade7, shade8, shade9];
}

const colors = {
  blue: palette('blue', '#1971c2', '#1864ab', '#144f87'),
  red: palette('red', '#e03131', '#c92a2a', '#a51d1d'),
  pink: palette('pink', '#d6336c', '#c2255c', '#a61e4d'),
  grape: palette('grape', '#ae3ec9', '#9c36b5', '#862e9c'),
  violet: palette('violet', '#7048e8', '#6741d9', '#5939b8'),
  indigo: palette('indigo', '#4263eb', '#3b5bdb', '#334abb'),
  cyan: palette('cyan', '#1098ad', '#0b7a8d', '#0a697a'),
  teal: palette('teal', '#0ca678', '#08805c', '#077252'),
  green: palette('green', '#37b24d', '#267e36', '#237133'),
  lime: palette('lime', '#74b816', '#4b7c0b', '#446e0a'),
  yellow: palette('yellow', '#f59f00', '#a35f00', '#984f00'),
  orange: palette('orange', '#f76707', '#be490a', '#ae3a0c'),
  // gray.6 is the dimmed / hint / placeholder grey: 5.5:1 on gray.1 instead of the stock 3.2:1.
  gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#5c636a', '#495057', '#343a40', '#212529'],
} satisfies Record<string, MantineColorsTuple>;

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  colors,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  // A visible focus ring on keyboard focus for every focusable Mantine control (inputs get theirs in global.css).
  focusRing: 'auto',
  // Plain default props rather than Modal.extend(...): importing the components here would put
  // Modal, Drawer and Notification in the entry chunk every visitor downloads first.
  components: {
    // Toasts' close button is an icon only: it needs a name (axe button-name, critical).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } satisfies Partial<NotificationProps> },
    // The same for the X of dialogs and drawers (the back office's menu drawer).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps> },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<DrawerProps> },
    // A dialog's title bar is a <header> inside a section with role="dialog", which does not scope it:
    // axe counts a second banner landmark (landmark-no-duplicate-banner, finding 10 of docs/features/walkthrough-findings.md). A plain div.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // A spinner is named ("Loading"): a status role lets it carry that name (axe aria-prohibited-attr).
    Loader: { defaultProps: { role: 'status' } satisfies Partial<LoaderProps> },
  },
});

/** Text colours that Mantine derives from stock shades, pinned to the accessible ones above. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-6)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    '--mantine-color-success': 'var(--mantine-color-teal-9)',
  },
  dark: {},
});
